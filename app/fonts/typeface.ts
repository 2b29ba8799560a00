import interLatin400 from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";
import interLatin600 from "@fontsource/inter/files/inter-latin-600-normal.woff2?url";
import interLatinExt400 from "@fontsource/inter/files/inter-latin-ext-400-normal.woff2?url";
import interLatinExt600 from "@fontsource/inter/files/inter-latin-ext-600-normal.woff2?url";

import notoTamilLatin400 from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-latin-400-normal.woff2?url";
import notoTamilLatin600 from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-latin-600-normal.woff2?url";
import notoTamil400 from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url";
import notoTamil600 from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-600-normal.woff2?url";

import type { Locale } from "#app/i18n/locales.ts";

import interRupee400 from "./inter-rupee-400-normal.woff2?url";
import interRupee600 from "./inter-rupee-600-normal.woff2?url";

const latin =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";
/** Fontsource's Latin Extended range without ₹ (U+20B9), which has a file of its own. */
const latinExtended =
  "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20B8, U+20BA-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF";
const rupee = "U+20B9";
/** Fontsource's Tamil range: the Tamil block with the joiners and the dotted circle its shaping uses, and ₹. */
const tamil = "U+0964-0965, U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC";

interface FontFile {
  family: string;
  href: string;
  weight: number;
  range: string;
  preload: boolean;
}

/**
 * Inter, the site's typeface (the @fontsource/inter files), in its Latin and Latin Extended
 * subsets, and its ₹ alone (cut by `npm run fonts`, ADR 018), so that a price does not fetch the
 * Latin Extended file. The Latin and ₹ files are preloaded: with `font-display: optional` a font is
 * used only if it is there for the first paint, so a late one never moves the page (CLS 0, issue
 * 13); it is cached for the next page.
 */
const inter: FontFile[] = [
  { family: "Inter", href: interLatin400, weight: 400, range: latin, preload: true },
  { family: "Inter", href: interLatin600, weight: 600, range: latin, preload: true },
  { family: "Inter", href: interRupee400, weight: 400, range: rupee, preload: true },
  { family: "Inter", href: interRupee600, weight: 600, range: rupee, preload: true },
  { family: "Inter", href: interLatinExt400, weight: 400, range: latinExtended, preload: false },
  { family: "Inter", href: interLatinExt600, weight: 600, range: latinExtended, preload: false },
];

/**
 * Tamil pages (issue "Tamil and English", ADR 027): Noto Sans Tamil from @fontsource/noto-sans-tamil,
 * its Tamil subset (with ₹, and the tables that shape Tamil's conjuncts and vowel signs) and the
 * Latin letters drawn to go with it, so a Tamil page fetches no Inter at all: 52 KB for both weights,
 * under the 60 KB that a first view may spend on fonts. English pages never declare it.
 */
const notoSansTamil: FontFile[] = [
  { family: "Noto Sans Tamil", href: notoTamil400, weight: 400, range: tamil, preload: true },
  { family: "Noto Sans Tamil", href: notoTamil600, weight: 600, range: tamil, preload: true },
  { family: "Noto Sans Tamil", href: notoTamilLatin400, weight: 400, range: latin, preload: true },
  { family: "Noto Sans Tamil", href: notoTamilLatin600, weight: 600, range: latin, preload: true },
];

const fontFiles: Record<Locale, FontFile[]> = { en: inter, ta: notoSansTamil };

/** A language's `@font-face` rules, for a `<style>` in the head of a page in it. */
export function fontFaces(locale: Locale): string {
  return fontFiles[locale]
    .map(
      ({ family, href, weight, range }) =>
        `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:optional;src:url("${href}") format("woff2");unicode-range:${range}}`,
    )
    .join("");
}

/** The files a page in that language asks for at once. */
export function fontPreloads(locale: Locale): string[] {
  return fontFiles[locale].filter((file) => file.preload).map(({ href }) => href);
}
