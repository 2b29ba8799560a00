import { describe, expect, it } from "vitest";

import { autoAdvances, nextSlide, previousSlide, slideIntervalMs, slideRole } from "./slideshow.ts";

describe("slideshow (home page hero and project gallery)", () => {
  it("advances every 5000 ms", () => {
    expect(slideIntervalMs).toBe(5000);
  });

  it("wraps around at both ends", () => {
    expect(nextSlide(0, 4)).toBe(1);
    expect(nextSlide(3, 4)).toBe(0);
    expect(previousSlide(0, 4)).toBe(3);
    expect(previousSlide(2, 4)).toBe(1);
    expect(nextSlide(0, 1)).toBe(0);
    expect(previousSlide(0, 0)).toBe(0);
  });

  it("stays on 0 without images", () => {
    expect(nextSlide(0, 0)).toBe(0);
    expect(previousSlide(0, 0)).toBe(0);
  });

  it("moves on its own only with several slides, unpaused, and motion allowed", () => {
    expect(autoAdvances({ count: 4, paused: false, reducedMotion: false })).toBe(true);
    expect(autoAdvances({ count: 1, paused: false, reducedMotion: false })).toBe(false);
    expect(autoAdvances({ count: 4, paused: true, reducedMotion: false })).toBe(false);
    expect(autoAdvances({ count: 4, paused: false, reducedMotion: true })).toBe(false);
  });

  it("keeps the current, the leaving and the upcoming slide in the page", () => {
    expect([0, 1, 2, 3].map((i) => slideRole(i, 0, null, 4))).toEqual([
      "current",
      "upcoming",
      "absent",
      "absent",
    ]);
    expect([0, 1, 2, 3].map((i) => slideRole(i, 3, 2, 4))).toEqual([
      "upcoming",
      "absent",
      "leaving",
      "current",
    ]);
  });
});
