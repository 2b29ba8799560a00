import { describe, expect, it } from "vitest";

import { formatArea, formatCents, formatGrounds, formatSqft } from "./plot-area.ts";

describe("a plot's area", () => {
  it("shows areas in sq.ft, cents and grounds", () => {
    expect(formatSqft(1200)).toBe("1,200 sq.ft");
    expect(formatCents(1200)).toBe("2.75 cents");
    expect(formatCents(435.6)).toBe("1 cent");
    expect(formatGrounds(2400)).toBe("1 ground");
    expect(formatGrounds(1200)).toBe("0.5 grounds");
  });

  it("writes all three in one line, as the Plots table, the plot's page and the public plan show it", () => {
    expect(formatArea(2400)).toBe("2,400 sq.ft · 5.51 cents · 1 ground");
    expect(formatArea(1200)).toBe("1,200 sq.ft · 2.75 cents · 0.5 grounds");
    expect(formatArea(26136)).toBe("26,136 sq.ft · 60 cents · 10.89 grounds");
    expect(formatArea(1000.5)).toBe("1,000.5 sq.ft · 2.3 cents · 0.42 grounds");
  });
});
