import { describe, expect, it } from "vitest";

import { initials } from "./author-card";

describe("initials", () => {
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
