import { describe, expect, it } from "vitest";

import { initials } from "./initials.ts";

describe("initials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initials("Karthik Subramanian")).toBe("KS");
    expect(initials("  s. venkat  raman ")).toBe("SR");
    expect(initials("Fathima")).toBe("F");
    expect(initials("")).toBe("");
  });

  it.each([
    ["Karthik Subramanian", "KS"],
    ["Priya", "P"],
    ["  meenakshi   sundaram  ", "MS"],
    ["A. R. Rahman Kumar", "AK"],
    ["", ""],
  ])("%j → %j", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
