import { describe, expect, it } from "vitest";

import { testProject } from "#tests/support/project-data.ts";
import { projectShareCard } from "./project-share.ts";

describe("projectShareCard", () => {
  it("says the name, location, price from, plots left and registration over the banner", () => {
    expect(projectShareCard(testProject())).toEqual({
      title: "Green Meadows",
      titleLines: 2,
      lines: [
        { text: "Oragadam" },
        { text: "From ₹ 18 L  ·  84 plots left", emphasis: true },
        { text: "TNRERA registration TN/01/Layout/0001/2025" },
      ],
      image: "/media/banner",
      alt: "Green Meadows, Oragadam. From ₹ 18 L, 84 plots left. TNRERA registration TN/01/Layout/0001/2025",
    });
  });

  it("says crores the Indian way, sold out, the price as typed when unread, and no empty registration", () => {
    const crore = projectShareCard(testProject({ priceMin: 12_000_000, soldPlots: 180, reraNumber: "" }));
    expect(crore.lines).toEqual([
      { text: "Oragadam" },
      { text: "From ₹ 1.2 Cr  ·  Sold out", emphasis: true },
      { text: "" },
    ]);
    expect(crore.alt).toBe("Green Meadows, Oragadam. From ₹ 1.2 Cr, Sold out");
    const unread = projectShareCard(
      testProject({ priceRange: "Price on request", priceMin: null, priceMax: null }),
    );
    expect(unread.lines[1]).toEqual({ text: "Price on request  ·  84 plots left", emphasis: true });
  });
});
