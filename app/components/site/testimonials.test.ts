import { describe, expect, it } from "vitest";

import { testimonials } from "./testimonials.ts";

describe("testimonials", () => {
  it("have unique ids and ratings of 4 or 5 stars", () => {
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(testimonials.length);
    for (const t of testimonials) expect([4, 5]).toContain(t.rating);
  });
});
