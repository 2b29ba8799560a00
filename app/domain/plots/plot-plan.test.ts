import { describe, expect, it } from "vitest";

import type { PublicPlot } from "./plot-model.ts";
import { translator } from "#app/i18n/translations.ts";
import { formatArea, formatFeet } from "./plot-area.ts";
import {
  budgetLabel,
  listSummary,
  planList,
  planListPath,
  plotFormLinks,
  plotMatches,
  readPlanFilters,
  toPlanPlot,
} from "./plot-plan.ts";
import { planMarkup } from "./plot-plan-svg.ts";
import { wordingOf } from "./plot-wording.ts";

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
  it("reads as buyers ask: sq.ft, cents and grounds, price in lakh", () => {
    expect(toPlanPlot(plot())).toMatchObject({
      area: "1,200 sq.ft · 2.75 cents · 0.5 grounds",
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

describe("the plain list of plots", () => {
  const plots = (count: number, shown: (i: number) => boolean = () => true) =>
    Array.from({ length: count }, (_, i) => ({
      ...toPlanPlot(plot({ number: String(i + 1) })),
      shown: shown(i),
    }));

  it("lists every plot of a project that fits on one page, hiding those the filters leave out", () => {
    const list = planList(
      plots(180, (i) => i % 2 === 0),
      3,
    );
    expect(list).toMatchObject({ paged: false, page: 1, pageCount: 1, shown: 90, first: 1 });
    expect(list.rows).toHaveLength(180);
    expect(listSummary(list, 180)).toBe("90 of 180 plots shown");
  });

  it("lists a larger project a page of the plots that pass the filters at a time", () => {
    const all = plots(5_000, (i) => i % 10 !== 0);
    const second = planList(all, 2);
    expect(second).toMatchObject({ paged: true, page: 2, pageCount: 23, shown: 4_500, first: 201 });
    expect(second.rows).toHaveLength(200);
    expect(second.rows.every((row) => row.shown)).toBe(true);
    expect(second.rows[0]!.number).toBe("224");
    expect(listSummary(second, 5_000)).toBe("4500 of 5000 plots shown; plots 201 to 400 of them listed here");
    const last = planList(all, 99);
    expect(last).toMatchObject({ page: 23, first: 4_401 });
    expect(last.rows).toHaveLength(100);
    expect(
      planList(
        plots(5_000, () => false),
        4,
      ),
    ).toMatchObject({ page: 1, pageCount: 1, rows: [], shown: 0 });
  });

  it("links a page with the filters kept, to the list", () => {
    const filters = readPlanFilters(new URLSearchParams("available=1&facing=E&budget=2000000&min_sqft=900"));
    expect(planListPath("p 1", filters, 3)).toBe(
      "/project/p%201?available=1&facing=E&min_sqft=900&budget=2000000&plots=3#plot-list",
    );
    expect(planListPath("p1", readPlanFilters(new URLSearchParams()), 1)).toBe("/project/p1#plot-list");
  });
});

const tamil = wordingOf("ta", translator("ta"));

describe('the plan\'s plots on a Tamil page (issue "Tamil and English")', () => {
  it("says areas in ச.அடி and சென்ட், roads in அடி", () => {
    expect(formatArea(1200, "ta")).toBe("1,200 ச.அடி · 2.75 சென்ட் · 0.5 கிரவுண்ட்");
    expect(formatFeet(30, "ta")).toBe("30 அடி");
    expect(formatArea(2400)).toBe("2,400 sq.ft · 5.51 cents · 1 ground");
  });

  it("says statuses, facings and prices in Tamil; the stored values stay", () => {
    expect(toPlanPlot(plot(), tamil)).toMatchObject({
      status: "available",
      statusLabel: "கிடைக்கும்",
      facing: "E",
      facingLabel: "கிழக்கு",
      road: "30 அடி",
      priceText: "₹ 18.6 லட்சம்",
    });
    expect(
      toPlanPlot(plot({ price: null, facing: null, dimensions: "", status: "sold" }), tamil),
    ).toMatchObject({
      statusLabel: "விற்கப்பட்டது",
      priceText: "விலைக்குத் தொடர்புகொள்ளுங்கள்",
      facingLabel: "குறிப்பிடப்படவில்லை",
      dimensions: "குறிப்பிடப்படவில்லை",
    });
  });

  it("keeps the plot's forms and budgets in the page's language", () => {
    expect(plotFormLinks("p", "7", "ta")).toEqual({
      enquiry: "/ta?project=p&plot=7#enquiry",
      visit: "/ta/project/p?visit=open&plot=7#site-visit",
    });
    expect(budgetLabel(500_000, tamil)).toBe("₹ 5 லட்சம் வரை");
  });
});
