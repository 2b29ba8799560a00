import { describe, expect, it } from "vitest";

import { translator } from "#app/i18n/translations.ts";
import { formatArea, formatFeet } from "./plot-area.ts";
import type { PublicPlot } from "./plot-model.ts";
import {
  budgetLabel,
  listSummary,
  planList,
  planPlotIn,
  planViewIn,
  plotFormLinks,
  toPlanPlot,
  type PlotPlanView,
} from "./plot-plan.ts";
import { wordingOf } from "./plot-wording.ts";

const tamil = wordingOf("ta", translator("ta"));

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

  it("words a plot described in English again, the same as one described in Tamil", () => {
    for (const overrides of [{}, { price: null, facing: null, dimensions: "", roadWidthFt: null }]) {
      expect(planPlotIn(toPlanPlot(plot(overrides)), tamil)).toEqual(toPlanPlot(plot(overrides), tamil));
    }
    const english = toPlanPlot(plot());
    expect(planPlotIn(english, wordingOf("en", translator("en")))).toBe(english);
  });

  it("renames the plan for screen readers and counts its plots in Tamil", () => {
    const plots = [{ ...toPlanPlot(plot()), shown: true }];
    const plan: PlotPlanView = {
      projectId: "p",
      markup:
        '<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Layout plan of A &amp; B"><g aria-label="x"/></svg>',
      plots,
      list: planList(plots, 1),
      filters: { availableOnly: false, facing: null, minArea: null, maxArea: null, budget: null },
      available: 1,
    };
    const shown = planViewIn(plan, 'A & "B"', tamil);
    expect(shown.markup).toContain('aria-label="A &#38; &#34;B&#34; லேஅவுட் வரைபடம்:');
    expect(shown.markup).toContain('<g aria-label="x"/>');
    expect(shown.list.rows[0]!.statusLabel).toBe("கிடைக்கும்");
    expect(listSummary(shown.list, 1, tamil.say)).toBe("அனைத்து 1 மனைகளும் காட்டப்படுகின்றன");
  });

  it("keeps the plot's forms and budgets in the page's language", () => {
    expect(plotFormLinks("p", "7", "ta")).toEqual({
      enquiry: "/ta?project=p&plot=7#enquiry",
      visit: "/ta/project/p?visit=open&plot=7#site-visit",
    });
    expect(budgetLabel(500_000, tamil)).toBe("₹ 5 லட்சம் வரை");
  });
});
