import { describe, expect, it } from "vitest";

import { dotMarkClass, slideClass } from "./hero-slides.ts";

describe("the hero slideshow's looks", () => {
  it("puts the slide on show on top, keeps the one it replaced visible and the next one invisible", () => {
    expect(slideClass("current", false)).toContain("z-10 opacity-100");
    expect(slideClass("leaving", false)).toContain("z-0 opacity-100");
    expect(slideClass("upcoming", false)).toContain("z-0 opacity-0");
  });

  it("fades a slide in only when it replaces another, never the page's first", () => {
    expect(slideClass("current", true)).toContain("starting:opacity-0");
    expect(slideClass("current", false)).not.toContain("starting:");
  });

  it("marks the dot of the slide on show", () => {
    expect(dotMarkClass(true)).toContain("bg-marigold-400");
    expect(dotMarkClass(false)).not.toContain("bg-marigold-400");
  });
});
