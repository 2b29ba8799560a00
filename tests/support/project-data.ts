import type { Project } from "../../app/domain/projects/project.ts";

/** A complete project for tests of the pure project helpers; override what a test is about. */
export function testProject(overrides: Partial<Project> = {}): Project {
  return {
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
    ...overrides,
  };
}
