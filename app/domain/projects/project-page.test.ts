import { describe, expect, it } from "vitest";

import { galleryImages, metaDescription, whatsappChatUrl } from "./project-page.ts";

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
