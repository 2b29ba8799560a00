import { describe, expect, it } from "vitest";

import { plotsLeft, salesPercent } from "./figures.ts";

describe("salesPercent", () => {
  it.each([
    [96, 180, 53],
    [141, 150, 94],
    [90, 90, 100],
    [0, 120, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 0, 0],
    [0, 0, 0],
  ])("%i of %i sold is %i%%", (sold, total, expected) => {
    expect(salesPercent(sold, total)).toBe(expected);
  });
});

describe("plotsLeft", () => {
  it("never goes below zero", () => {
    expect(plotsLeft(96, 180)).toBe(84);
    expect(plotsLeft(95, 90)).toBe(0);
  });
});
