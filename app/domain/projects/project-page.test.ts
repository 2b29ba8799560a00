import { describe, expect, it } from "vitest";

import { testProject } from "../../../tests/support/project-data.ts";
import { galleryImages, metaDescription, toProjectPageView, whatsappChatUrl } from "./project-page.ts";

describe("toProjectPageView", () => {
  const project = testProject({
    images: ["/media/banner", "/media/two"],
    nearbyPlaces: [{ name: "SIPCOT", distance: "5 km", type: "IT Hub" }],
    brochure: "8d4e516b-ff7f-4701-bee7-9199dc20a2e8.pdf",
  });

  it("shows what a visitor may see, with every highlight and the gallery without repeats", () => {
    const view = toProjectPageView(project);
    expect(view).toMatchObject({ id: "p1", name: "Green Meadows", soldPlots: 96, description: "A layout." });
    expect(view.highlights).toHaveLength(4);
    expect(view.nearbyPlaces).toEqual(project.nearbyPlaces);
    expect(view.images).toEqual(["/media/banner", "/media/two"]);
  });

  it("says whether there is a brochure without naming its file", () => {
    expect(toProjectPageView(project).hasBrochure).toBe(true);
    expect(toProjectPageView({ ...project, brochure: "" }).hasBrochure).toBe(false);
    expect(JSON.stringify(toProjectPageView(project))).not.toContain(".pdf");
    expect(toProjectPageView(project)).not.toHaveProperty("createdAt");
  });
});

describe("galleryImages", () => {
  it("puts the banner first and shows each picture once", () => {
    expect(galleryImages("/media/a", ["/media/a", "/media/b", "/media/c", "/media/b"])).toEqual([
      "/media/a",
      "/media/b",
      "/media/c",
    ]);
  });

  it("skips empty entries", () => {
    expect(galleryImages("", ["/media/b", " "])).toEqual(["/media/b"]);
  });
});

describe("metaDescription", () => {
  it("keeps a short text as it is, on one line", () => {
    expect(metaDescription("Plots  near\nthe lake.")).toBe("Plots near the lake.");
  });

  it("cuts a long text at a word boundary within the limit", () => {
    const text = "word ".repeat(60);
    const result = metaDescription(text, 155);
    expect(result.length).toBeLessThanOrEqual(155);
    expect(result.endsWith("word…")).toBe(true);
  });
});

describe("whatsappChatUrl", () => {
  it("opens a chat with the company number and a message naming the project", () => {
    const url = whatsappChatUrl("91 98765-43210", { name: "Green Meadows", location: "Oragadam, Chennai" });
    expect(url).toBe(
      "https://wa.me/919876543210?text=Hello%2C%20I%20am%20interested%20in%20Green%20Meadows%20at%20Oragadam%2C%20Chennai.%20Please%20share%20more%20details.",
    );
  });
});
