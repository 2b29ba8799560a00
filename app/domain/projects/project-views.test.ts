import { describe, expect, it } from "vitest";

import { testProject } from "#tests/support/project-data.ts";
import { toProjectPage, toProjectTableRow } from "./project-views.ts";

describe("toProjectPage", () => {
  const project = testProject({
    images: ["/media/banner", "/media/two"],
    nearbyPlaces: [{ name: "SIPCOT", distance: "5 km", type: "IT Hub" }],
    brochure: "8d4e516b-ff7f-4701-bee7-9199dc20a2e8.pdf",
  });

  it("shows what a visitor may see, with every highlight and the gallery without repeats", () => {
    const view = toProjectPage(project);
    expect(view).toMatchObject({ id: "p1", name: "Green Meadows", soldPlots: 96, description: "A layout." });
    expect(view.highlights).toHaveLength(4);
    expect(view.nearbyPlaces).toEqual(project.nearbyPlaces);
    expect(view.images).toEqual(["/media/banner", "/media/two"]);
  });

  it("says whether there is a brochure without naming its file", () => {
    expect(toProjectPage(project).hasBrochure).toBe(true);
    expect(toProjectPage({ ...project, brochure: "" }).hasBrochure).toBe(false);
    expect(JSON.stringify(toProjectPage(project))).not.toContain(".pdf");
    expect(toProjectPage(project)).not.toHaveProperty("createdAt");
  });
});

describe("toProjectTableRow", () => {
  it("shows the banner as the row's thumbnail, else the first gallery image", () => {
    const project = testProject({ bannerImage: "/media/banner", images: ["/media/gate", "/media/park"] });
    expect(toProjectTableRow(project).image).toBe("/media/banner");
    expect(toProjectTableRow({ ...project, bannerImage: "" }).image).toBe("/media/gate");
  });
});
