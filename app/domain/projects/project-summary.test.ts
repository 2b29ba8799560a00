import { describe, expect, it } from "vitest";

import type { Project } from "./project.ts";
import { toProjectSummary } from "./project-summary.ts";

const project: Project = {
  id: "p1",
  name: "Green Meadows",
  location: "Oragadam",
  priceRange: "₹18 L - ₹42 L",
  plotSizes: "800 - 2400 sq.ft",
  status: "Available",
  totalPlots: 180,
  soldPlots: 96,
  description: "A layout.",
  bannerImage: "/media/banner",
  images: ["/media/one", "/media/two"],
  highlights: ["DTCP Approved", "RERA Registered", "Clear Title Property", "40 Feet Road"],
  amenities: ["Park"],
  nearbyPlaces: [],
  brochure: "",
  createdAt: new Date(),
  updatedAt: new Date(),
};

describe("toProjectSummary", () => {
  it("keeps the first 3 highlights and the banner image", () => {
    const summary = toProjectSummary(project);
    expect(summary.highlights).toEqual(["DTCP Approved", "RERA Registered", "Clear Title Property"]);
    expect(summary.image).toBe("/media/banner");
    expect(summary).not.toHaveProperty("description");
  });

  it("falls back to the first gallery image without a banner", () => {
    expect(toProjectSummary({ ...project, bannerImage: "" }).image).toBe("/media/one");
  });
});
