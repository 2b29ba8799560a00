import { describe, expect, it } from "vitest";

import { initials, testimonials } from "./testimonials.ts";

describe("initials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initials("Karthik Subramanian")).toBe("KS");
    expect(initials("  s. venkat  raman ")).toBe("SR");
    expect(initials("Fathima")).toBe("F");
    expect(initials("")).toBe("");
  });
});

describe("testimonials", () => {
  it("have unique ids and ratings of 4 or 5 stars", () => {
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(testimonials.length);
    for (const t of testimonials) expect([4, 5]).toContain(t.rating);
  });
});
