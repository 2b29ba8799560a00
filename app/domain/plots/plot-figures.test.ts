import { describe, expect, it } from "vitest";

import {
  formatPlotPrice,
  inventoryFigures,
  noPlots,
  plotPrice,
  suggestedArea,
  suggestedProjectStatus,
} from "./plot-figures.ts";
import { formatDayMonthTime } from "#app/lib/india-time.ts";
import { holdCountdown } from "./plot-holds.ts";

describe("plot figures", () => {
  it("prices a plot as round(area × rate) + premium, and none without a rate", () => {
    expect(plotPrice(1200, 2400, 0)).toBe(2_880_000);
    expect(plotPrice(1200.5, 1999, 50_000)).toBe(Math.round(1200.5 * 1999) + 50_000);
    expect(plotPrice(1200, null, 50_000)).toBeNull();
    expect(formatPlotPrice(1_860_000)).toBe("₹ 18.6 L");
    expect(formatPlotPrice(null)).toBe("No rate");
  });

  it("suggests an area from dimensions written leniently", () => {
    expect(suggestedArea("30 × 40")).toBe(1200);
    expect(suggestedArea("30x40 ft")).toBe(1200);
    expect(suggestedArea(" 30 X 40 feet ")).toBe(1200);
    expect(suggestedArea("30' * 40'")).toBe(1200);
    expect(suggestedArea("30 / 32 × 40")).toBeNull();
    expect(suggestedArea("irregular")).toBeNull();
  });

  it("counts Booked and Sold as sold and leaves Not for sale out of the total", () => {
    const counts = { available: 5, on_hold: 2, booked: 3, sold: 10, not_for_sale: 4 };
    expect(inventoryFigures(counts)).toEqual({ totalPlots: 20, soldPlots: 13 });
    expect(inventoryFigures(noPlots)).toEqual({ totalPlots: 0, soldPlots: 0 });
  });

  it("suggests Few Left at 10% or fewer available and Sold Out at none", () => {
    const base = { ...noPlots, sold: 18 };
    expect(suggestedProjectStatus({ ...base, available: 2 })).toBe("Few Left");
    expect(suggestedProjectStatus({ ...base, available: 3 })).toBeNull();
    expect(suggestedProjectStatus({ ...base, on_hold: 2 })).toBe("Sold Out");
    expect(suggestedProjectStatus(noPlots)).toBeNull();
  });

  it("shows a hold's end in India time and the time left", () => {
    expect(formatDayMonthTime(new Date("2026-11-26T12:30:00Z"))).toBe("26 Nov 18:00");
    const now = new Date("2026-11-24T12:00:00Z");
    expect(holdCountdown(new Date("2026-11-25T16:00:00Z"), now)).toBe("1 d 4 h left");
    expect(holdCountdown(new Date("2026-11-24T15:20:00Z"), now)).toBe("3 h 20 min left");
    expect(holdCountdown(new Date("2026-11-24T12:05:00Z"), now)).toBe("5 min left");
    expect(holdCountdown(now, now)).toBe("Expired");
  });
});
