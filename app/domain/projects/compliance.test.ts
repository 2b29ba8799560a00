import { describe, expect, it } from "vitest";

import { testProject } from "#tests/support/project-data.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { complianceMessages as messages, publicationProblems, reraNumberPattern } from "./compliance.ts";

describe("publishing a project", () => {
  it("is allowed with registration details and plain texts", () => {
    expect(publicationProblems(testProject())).toEqual({});
  });

  it("needs the registration number, date and page, or an exemption with its reason", () => {
    for (const missing of ["reraNumber", "reraDate", "reraUrl"] as const) {
      expect(publicationProblems(testProject({ [missing]: "" }))).toEqual({
        reraNumber: messages.registrationOrExemption,
        exemptionReason: messages.registrationOrExemption,
      });
    }
    const exempt = testProject({
      reraNumber: "",
      reraDate: "",
      reraUrl: "",
      exemptionReason: "Under 500 sq.m",
    });
    expect(publicationProblems(exempt)).toEqual({});
    expect(publicationProblems({ ...exempt, exemptionReason: "  " }).exemptionReason).toBeDefined();
  });

  it.each([
    ["name", { name: "Green Meadows *T&C apply" }, messages.termsApply],
    ["description", { description: "Best prices. Terms and conditions apply." }, messages.termsApply],
    ["highlights", { highlights: ["Bank loans", "T & C applies"] }, messages.termsApply],
    ["description", { description: "Just 10 mins from the airport." }, messages.travelTime],
    ["highlights", { highlights: ["5 minutes drive to the highway"] }, messages.travelTime],
    [
      "nearbyPlaces",
      { nearbyPlaces: [{ name: "Bus Stand", distance: "15 mins", type: "Bus Stand" }] },
      messages.travelTime,
    ],
    [
      "nearbyPlaces",
      { nearbyPlaces: [{ name: "A short minutes drive to OMR", distance: "2 km", type: "Main Road" }] },
      messages.travelTime,
    ],
    ["name", { name: "Hour Glass 2 hrs away" }, messages.travelTime],
  ] as const)("refuses %s with %j", (field, changes, message) => {
    expect(publicationProblems({ ...testProject(), ...changes })).toEqual({ [field]: message });
  });

  it("lets distances and ordinary words through", () => {
    const project = testProject({
      description: "Minutes of the association meeting are shared. Conditions of sale in the agreement.",
      nearbyPlaces: [
        { name: "Tambaram", distance: "24 km", type: "Railway Station" },
        { name: "Temple", distance: "800 m", type: "Temple" },
      ],
    });
    expect(publicationProblems(project)).toEqual({});
  });

  it("knows the TNRERA number format", () => {
    expect(reraNumberPattern.test("TN/29/Layout/0215/2024")).toBe(true);
    expect(reraNumberPattern.test("TN/01/Building/1234/2025")).toBe(true);
    expect(reraNumberPattern.test("TNRERA 0215")).toBe(false);
  });
});

describe("the sample projects", () => {
  it.each(sampleProjects.map((p) => [p.name, p] as const))("%s may be published", (_name, sample) => {
    expect(publicationProblems(testProject(sample))).toEqual({});
    expect(sample.reraNumber).toMatch(reraNumberPattern);
    expect(sample.approvalNumber).toMatch(/^DTCP LP No\. \d+\/\d{4}$/);
  });
});
