import { describe, expect, it } from "vitest";

import { testimonials, testimonialsIn } from "./testimonials.ts";

describe("testimonials", () => {
  it("have unique ids and ratings of 4 or 5 stars", () => {
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(testimonials.length);
    for (const t of testimonials) expect([4, 5]).toContain(t.rating);
  });

  it("are in English as written, and in Tamil on a Tamil page, in the same order", () => {
    expect(testimonialsIn("en")).toBe(testimonials);
    const tamil = testimonialsIn("ta");
    expect(tamil.map((t) => [t.id, t.rating])).toEqual(testimonials.map((t) => [t.id, t.rating]));
    expect(tamil[0]).toMatchObject({
      name: "கார்த்திக் சுப்பிரமணியன்",
      location: "சென்னை",
      investment: "1,200 ச.அடி மனை, ஒரகடம்",
    });
    for (const t of tamil) {
      for (const words of [t.name, t.location, t.text, t.investment]) {
        expect(words).toMatch(/[\u0B80-\u0BFF]/);
        expect(words).not.toMatch(/\b(?:the|and|plot|sq\.ft)\b/i);
      }
    }
  });
});
