import interLatin400 from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";
import interLatin600 from "@fontsource/inter/files/inter-latin-600-normal.woff2?url";
import interLatinExt400 from "@fontsource/inter/files/inter-latin-ext-400-normal.woff2?url";
import interLatinExt600 from "@fontsource/inter/files/inter-latin-ext-600-normal.woff2?url";

import interRupee400 from "./inter-rupee-400-normal.woff2?url";
import interRupee600 from "./inter-rupee-600-normal.woff2?url";

const latin =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";
/** Fontsource's Latin Extended range without ₹ (U+20B9), which has a file of its own. */
const latinExtended =
  "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20B8, U+20BA-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF";
const rupee = "U+20B9";

/**
 * Inter, the site's typeface (the @fontsource/inter files), in its Latin and Latin Extended
 * subsets, and its ₹ alone (cut by `npm run fonts`, ADR 018), so that a price does not fetch the
 * Latin Extended file. The Latin and ₹ files are preloaded: with `font-display: optional` a font is
 * used only if it is there for the first paint, so a late one never moves the page (CLS 0, issue
 * 13); it is cached for the next page.
 */
const files = [
  { href: interLatin400, weight: 400, range: latin, preload: true },
  { href: interLatin600, weight: 600, range: latin, preload: true },
  { href: interRupee400, weight: 400, range: rupee, preload: true },
  { href: interRupee600, weight: 600, range: rupee, preload: true },
  { href: interLatinExt400, weight: 400, range: latinExtended, preload: false },
  { href: interLatinExt600, weight: 600, range: latinExtended, preload: false },
];

/** The typeface's `@font-face` rules, for a `<style>` in every page's head. */
export const fontFaces = files
  .map(
    ({ href, weight, range }) =>
      `@font-face{font-family:"Inter";font-style:normal;font-weight:${weight};font-display:optional;src:url("${href}") format("woff2");unicode-range:${range}}`,
  )
  .join("");

/** The files every page asks for at once. */
export const fontPreloads = files
  .filter((file) => file.preload)
  .map(({ href }) => ({
    rel: "preload",
    as: "font",
    type: "font/woff2",
    href,
    crossOrigin: "anonymous" as const,
  }));
