import { describe, expect, it } from "vitest";

import type { PublicPlot } from "./plot-model.ts";
import { plotFormLinks, plotMatches, readPlanFilters, toPlanPlot } from "./plot-plan.ts";
import { planMarkup } from "./plot-plan-svg.ts";

const plot = (overrides: Partial<PublicPlot> = {}): PublicPlot => ({
  id: "p1",
  number: "23",
  block: "",
  areaSqft: 1200,
  dimensions: "30 × 40 ft",
  facing: "E",
  corner: true,
  roadWidthFt: 30,
  price: 1_860_000,
  status: "available",
  outline: null,
  ...overrides,
});

describe("the plan's plots", () => {
  it("reads as buyers ask: sq.ft and cents, price in lakh", () => {
    expect(toPlanPlot(plot())).toMatchObject({
      area: "1,200 sq.ft",
      cents: "2.75 cents",
      facingLabel: "East",
      road: "30 ft",
      priceText: "₹ 18.6 L",
      statusLabel: "Available",
    });
    expect(toPlanPlot(plot({ price: null, facing: null, status: "sold" }))).toMatchObject({
      priceText: "Price on request",
      facingLabel: "Not given",
      statusLabel: "Sold",
    });
  });

  it("filters by availability, facing, size and budget, ignoring what it cannot read", () => {
    const filters = readPlanFilters(
      new URLSearchParams("available=1&facing=E&min_sqft=1000&max_sqft=1500&budget=2000000"),
    );
    expect(filters).toEqual({
      availableOnly: true,
      facing: "E",
      minArea: 1000,
      maxArea: 1500,
      budget: 2_000_000,
    });
    const view = (overrides: Partial<PublicPlot>) => toPlanPlot(plot(overrides));
    expect(plotMatches(view({}), filters)).toBe(true);
    expect(plotMatches(view({ status: "on_hold" }), filters)).toBe(false);
    expect(plotMatches(view({ facing: "W" }), filters)).toBe(false);
    expect(plotMatches(view({ areaSqft: 2400 }), filters)).toBe(false);
    expect(plotMatches(view({ price: 2_500_000 }), filters)).toBe(false);
    expect(plotMatches(view({ price: null }), filters)).toBe(false);
    expect(readPlanFilters(new URLSearchParams("facing=UP&min_sqft=-4&budget=123&available=yes"))).toEqual({
      availableOnly: false,
      facing: null,
      minArea: null,
      maxArea: null,
      budget: null,
    });
  });

  it("links to the enquiry and site visit forms with the plot filled in", () => {
    expect(plotFormLinks("abc", "B-12")).toEqual({
      enquiry: "/?project=abc&plot=B-12#enquiry",
      visit: "/project/abc?visit=open&plot=B-12#site-visit",
    });
  });
});

describe("planMarkup", () => {
  it("gives each linked shape of an SVG plan its status, and dims what the filters leave out", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100">' +
      '<rect data-plot="1"></rect><rect data-plot="2"></rect><rect data-plot="9"></rect></svg>';
    const markup = planMarkup(
      { kind: "svg", svg, width: 200, height: 100 },
      [
        { number: "1", status: "available", outline: null, shown: true },
        { number: "2", status: "booked", outline: null, shown: false },
      ],
      "Layout plan",
    );
    expect(markup).toMatch(/^<svg [^>]*viewBox="0 0 200 100"[^>]*role="img" aria-label="Layout plan"/);
    expect(markup).toContain('<rect data-plot="1" class="plan-plot plan-available"></rect>');
    expect(markup).toContain('<rect data-plot="2" class="plan-plot plan-booked plan-out"></rect>');
    expect(markup).toContain('<rect data-plot="9"></rect>');
    expect(markup).toContain('<pattern id="plan-pattern-booked"');
  });

  it("draws an image plan's outlines with their numbers over the image", () => {
    const markup = planMarkup(
      { kind: "image", image: "/media/plan-1600x1200", width: 1600, height: 1200 },
      [
        {
          number: "7",
          status: "on_hold",
          outline: [
            [0, 0],
            [100, 0],
            [100, 60],
          ],
          shown: true,
        },
        { number: "8", status: "available", outline: null, shown: true },
      ],
      'Plan of "A" & B',
    );
    expect(markup).toContain('aria-label="Plan of &quot;A&quot; &amp; B"');
    expect(markup).toContain('<image href="/media/plan-1600x1200" x="0" y="0" width="1600" height="1200"/>');
    expect(markup).toContain(
      '<polygon data-plot="7" class="plan-plot plan-on_hold" points="0,0 100,0 100,60"/>',
    );
    expect(markup).toMatch(/<text class="plan-label" x="67" y="20"[^>]*>7<\/text>/);
    expect(markup).not.toContain('data-plot="8"');
  });
});
