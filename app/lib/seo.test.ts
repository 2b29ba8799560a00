import { describe, expect, it } from "vitest";

import { seoMeta } from "./seo.ts";

const page = {
  title: "Green Meadows",
  description: "Plots.",
  path: "/project/p1",
  siteUrl: "https://plots.example",
  siteName: "Site",
  locale: "en" as const,
};

describe("seoMeta", () => {
  it("points og:image and the large Twitter card at a share image, with its size and description", () => {
    const meta = seoMeta({
      ...page,
      image: "/media/abc-1600x1200",
      shareImage: {
        path: "/share/project/p1-0123456789.jpg",
        alt: "Green Meadows, Oragadam",
        width: 1200,
        height: 630,
      },
    });
    const url = "https://plots.example/share/project/p1-0123456789.jpg";
    expect(meta).toEqual(
      expect.arrayContaining([
        { property: "og:image", content: url },
        { property: "og:image:type", content: "image/jpeg" },
        { property: "og:image:width", content: "1200" },
        { property: "og:image:height", content: "630" },
        { property: "og:image:alt", content: "Green Meadows, Oragadam" },
        { name: "twitter:card", content: "summary_large_image" },
        { name: "twitter:image", content: url },
      ]),
    );
    expect(meta.filter((tag) => "property" in tag && tag.property === "og:image")).toHaveLength(1);
  });

  it("keeps a page's own picture when it has no share image, and a small card without either", () => {
    expect(seoMeta({ ...page, image: "/media/abc-1600x1200" })).toContainEqual({
      property: "og:image",
      content: "https://plots.example/media/abc-1600x1200/960.webp",
    });
    expect(seoMeta(page)).toContainEqual({ name: "twitter:card", content: "summary" });
  });

  it("names the page in English, in Tamil and as x-default, with the canonical address in the page's language", () => {
    const links = (locale: "en" | "ta") =>
      seoMeta({ ...page, locale }).filter((tag) => "tagName" in tag && tag.tagName === "link");
    const alternates = [
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://plots.example/project/p1" },
      { tagName: "link", rel: "alternate", hrefLang: "ta", href: "https://plots.example/ta/project/p1" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://plots.example/project/p1" },
    ];
    expect(links("en")).toEqual([
      { tagName: "link", rel: "canonical", href: "https://plots.example/project/p1" },
      ...alternates,
    ]);
    expect(links("ta")).toEqual([
      { tagName: "link", rel: "canonical", href: "https://plots.example/ta/project/p1" },
      ...alternates,
    ]);
    expect(seoMeta({ ...page, locale: "ta" })).toContainEqual({ property: "og:locale", content: "ta_IN" });
  });
});
