import { describe, expect, it } from "vitest";

import { nextIndex, previousIndex, rotationIntervalMs, shouldRotate } from "./carousel.ts";

describe("project gallery carousel", () => {
  it("advances every 5000 ms", () => {
    expect(rotationIntervalMs).toBe(5000);
  });

  it("wraps around in both directions", () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(3, 4)).toBe(0);
    expect(previousIndex(0, 4)).toBe(3);
    expect(previousIndex(2, 4)).toBe(1);
  });

  it("stays on 0 without images", () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });

  it("rotates only with several images, no pause and no reduced-motion preference", () => {
    expect(shouldRotate({ count: 4, paused: false, reducedMotion: false })).toBe(true);
    expect(shouldRotate({ count: 1, paused: false, reducedMotion: false })).toBe(false);
    expect(shouldRotate({ count: 4, paused: true, reducedMotion: false })).toBe(false);
    expect(shouldRotate({ count: 4, paused: false, reducedMotion: true })).toBe(false);
  });
});
