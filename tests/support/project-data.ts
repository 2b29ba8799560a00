import type { Project, ProjectInput } from "#app/domain/projects/project.ts";
import { factTexts, parsePlotSizes, parsePriceRange } from "#app/domain/projects/project-facts.ts";

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
    priceMin: 1_800_000,
    priceMax: 4_200_000,
    sizeMin: 800,
    sizeMax: 2400,
    city: "Chennai",
    locality: "Oragadam",
    latitude: null,
    longitude: null,
    reraNumber: "TN/01/Layout/0001/2025",
    reraDate: "2025-01-15",
    reraWebsite: "https://rera.tn.gov.in",
    reraUrl: "https://rera.tn.gov.in/registered-projects/TN-01-Layout-0001-2025",
    approvalNumber: "DTCP LP No. 12/2024",
    approvalYear: "2024",
    exemptionReason: "",
    published: true,
    publishAt: null,
    unpublishAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    revision: 1,
    nameTa: "",
    locationTa: "",
    descriptionTa: "",
    highlightsTa: [],
    amenitiesTa: [],
    ...overrides,
  };
}

/**
 * The price and size texts the site shows for a project typed as `priceRange` and `plotSizes`:
 * derived from the numbers read from them ("₹18 L - ₹42 L" shows as "₹ 18 L – ₹ 42 L").
 */
export function shownFacts(project: { priceRange: string; plotSizes: string }) {
  const price = parsePriceRange(project.priceRange);
  const size = parsePlotSizes(project.plotSizes);
  return factTexts({
    ...project,
    priceMin: price?.min ?? null,
    priceMax: price?.max ?? null,
    sizeMin: size?.min ?? null,
    sizeMax: size?.max ?? null,
  });
}

/** A project to add in tests of the projects' storage and lists; override what a test is about. */
export function testProjectInput(name: string, changes: Partial<ProjectInput> = {}): ProjectInput {
  return {
    name,
    location: "Oragadam, Chennai",
    priceRange: "₹15 L - ₹32 L",
    plotSizes: "600 - 2400 sq.ft",
    totalPlots: 100,
    soldPlots: 10,
    description: "Plots.",
    bannerImage: "/media/abc-1600x1200",
    images: [],
    highlights: [],
    amenities: [],
    nearbyPlaces: [],
    ...changes,
  };
}

/** The project editor's required fields, as a test posts them to the save workflow. */
export const requiredProjectForm = {
  name: "Green Meadows",
  location: "Oragadam, Chennai",
  priceRange: "₹18 L - ₹42 L",
  plotSizes: "800 - 2400 sq.ft",
  description: "DTCP approved plots.",
  totalPlots: "120",
  soldPlots: "30",
  status: "Available",
};
