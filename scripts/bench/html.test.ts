import { describe, expect, it } from "vitest";

import {
  attributesOf,
  hasInlineStyle,
  heroImage,
  imagePreloads,
  modulePreloads,
  renderBlockingStylesheets,
} from "./html.ts";
import { parseSrcset, pickCandidate, slotWidth } from "./srcset.ts";

const page = `<!DOCTYPE html><html><head>
<link rel="preload" as="image" href="/logo.svg"/>
<link rel="preload" as="image" imageSrcSet="/m/a/480.webp 480w, /m/a/960.webp 960w, /m/a/1600.webp 1600w" imageSizes="100vw"/>
<link nonce="abc" rel="stylesheet" href="/assets/root.css"/>
<link rel="stylesheet" href="/assets/print.css" media="print"/>
<link rel="alternate stylesheet" href="/assets/contrast.css"/>
<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/entry.js"/>
<link rel="modulepreload" href="/assets/home.js?v=1&amp;x=2"/>
</head><body>
<link rel="stylesheet" href="/assets/late.css"/>
<img src="/logo.svg" alt="" width="40" height="40"/>
<img src="/m/a/960.webp" srcSet="/m/a/480.webp 480w, /m/a/960.webp 960w" sizes="100vw" fetchPriority="high" alt=""/>
</body></html>`;

describe("reading a page's HTML", () => {
  it("reads attributes quoted either way, bare and valueless, names in lower case", () => {
    const tag = attributesOf(`<link REL="stylesheet" href='/a.css' media=print disabled/>`);
    expect([...tag]).toEqual([
      ["rel", "stylesheet"],
      ["href", "/a.css"],
      ["media", "print"],
      ["disabled", ""],
    ]);
  });

  it("lists module preloads once each, entities decoded", () => {
    expect(modulePreloads(page)).toEqual(["/assets/entry.js", "/assets/home.js?v=1&x=2"]);
  });

  it("counts the head's stylesheets as blocking, except print, alternate and ones in the body", () => {
    expect(renderBlockingStylesheets(page)).toEqual(["/assets/root.css"]);
    expect(hasInlineStyle(page)).toBe(false);
    expect(hasInlineStyle("<head><style>body{}</style></head>")).toBe(true);
    expect(renderBlockingStylesheets("<head><style>body{}</style></head>")).toEqual([]);
  });

  it("finds image preloads and the hero marked fetchpriority high", () => {
    expect(imagePreloads(page)).toEqual([
      { href: "/logo.svg", imageSrcset: undefined, imageSizes: undefined },
      {
        href: undefined,
        imageSrcset: "/m/a/480.webp 480w, /m/a/960.webp 960w, /m/a/1600.webp 1600w",
        imageSizes: "100vw",
      },
    ]);
    expect(heroImage(page)).toEqual({
      src: "/m/a/960.webp",
      srcset: "/m/a/480.webp 480w, /m/a/960.webp 960w",
      sizes: "100vw",
    });
    expect(heroImage(`<img src="/logo.svg"><img src="/m/b.webp">`)?.src).toBe("/m/b.webp");
    expect(heroImage(`<img src="/logo.svg">`)).toBeUndefined();
  });

  it("takes a picture's first source of a type the phone decodes as the hero", () => {
    const picture = `<picture><source type="image/jxl" srcSet="/m/a/960.jxl 960w" sizes="100vw"/>
<source type="image/avif" media="(min-width: 800px)" srcSet="/m/w/960.avif 960w" sizes="50vw"/>
<source type="image/avif" srcSet="/m/a/480.avif 480w, /m/a/960.avif 960w" sizes="100vw"/>
<source type="image/webp" srcSet="/m/a/480.webp 480w, /m/a/960.webp 960w" sizes="100vw"/>
<img src="/m/a/960.webp" fetchPriority="high" alt=""/></picture>`;
    expect(heroImage(picture)).toEqual({
      src: undefined,
      srcset: "/m/a/480.avif 480w, /m/a/960.avif 960w",
      sizes: "100vw",
    });
    // An <img> after a closed picture is not in it.
    expect(
      heroImage(
        `<picture><source srcSet="/x.avif 1x"/><img src="/x.webp"></picture><img src="/m/b.webp" fetchPriority="high">`,
      ),
    ).toEqual({
      src: "/m/b.webp",
      srcset: undefined,
      sizes: undefined,
    });
  });
});

describe("choosing from a srcset", () => {
  it("parses widths, densities and URLs with commas at the end", () => {
    expect(parseSrcset(" /a.webp 480w,/b.webp 2x, /c.webp,, /d.webp")).toEqual([
      { url: "/a.webp", width: 480 },
      { url: "/b.webp", density: 2 },
      { url: "/c.webp" },
      { url: "/d.webp" },
    ]);
  });

  it("takes the slot from the first matching sizes entry, 100vw by default", () => {
    expect(slotWidth(undefined, 390)).toBe(390);
    expect(slotWidth("100vw", 390)).toBe(390);
    expect(slotWidth("(min-width: 768px) 50vw, 100vw", 390)).toBe(390);
    expect(slotWidth("(min-width: 768px) 50vw, 100vw", 1000)).toBe(500);
    expect(slotWidth("(max-width: 40em) 300px, 600px", 390)).toBe(300);
    expect(() => slotWidth("calc(100vw - 2rem)", 390)).toThrow(/Unsupported/);
  });

  it("picks the smallest candidate at least as dense as the screen (780 px for 390 px at DPR 2)", () => {
    const srcset = "/480.webp 480w, /1600.webp 1600w, /960.webp 960w, /780.webp 780w";
    expect(pickCandidate({ srcset, sizes: "100vw" }, 390, 2)?.url).toBe("/780.webp");
    expect(pickCandidate({ srcset: "/480.webp 480w, /779.webp 779w, /960.webp 960w" }, 390, 2)?.url).toBe(
      "/960.webp",
    );
    expect(pickCandidate({ srcset, sizes: "(min-width: 768px) 50vw, 200px" }, 390, 2)?.url).toBe("/480.webp");
  });

  it("falls back to the densest candidate, and to src as 1x without widths", () => {
    expect(pickCandidate({ srcset: "/480.webp 480w, /600.webp 600w" }, 390, 2)?.url).toBe("/600.webp");
    expect(pickCandidate({ src: "/1x.webp", srcset: "/2x.webp 2x" }, 390, 2)?.url).toBe("/2x.webp");
    expect(pickCandidate({ src: "/1x.webp", srcset: "/480.webp 480w" }, 390, 1)?.url).toBe("/480.webp");
    expect(pickCandidate({ src: "/only.webp" }, 390, 2)).toEqual({
      url: "/only.webp",
      width: undefined,
      density: 1,
    });
    expect(pickCandidate({}, 390, 2)).toBeUndefined();
  });
});
