import type { MetaDescriptor } from "react-router";

import { defaultLocale, type Locale, localizedPath, locales } from "#app/i18n/locales.ts";

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the page in English, for the canonical URL ("/projects"); the Tamil one is under /ta. */
  path: string;
  /** The page's language: its canonical address is the one in that language. */
  locale: Locale;
  /** The page's path in each language, when they differ by more than /ta (a post's Tamil slug). */
  alternates?: Record<Locale, string>;
  /** Absolute site address without a trailing slash (from the layout's loader). */
  siteUrl: string;
  siteName: string;
  /** A /media/... URL or a path under the site; the 1600-wide WebP variant is used for media. */
  image?: string;
  /** A picture made for link previews (/share/...), with its size and description; wins over `image`. */
  shareImage?: { path: string; alt: string; width: number; height: number };
  type?: "website" | "article";
}

/** An image as an absolute URL; for uploaded media, its 960-wide WebP variant. */
export function absoluteImage(siteUrl: string, image: string): string {
  if (/^https?:\/\//.test(image)) return image;
  const path = image.startsWith("/media/") ? `${image.replace(/\/+$/, "")}/960.webp` : image;
  return `${siteUrl}${path}`;
}

const ogLocales: Record<Locale, string> = { en: "en_IN", ta: "ta_IN" };

/**
 * Issue "Tamil and English": every public page names itself in each language and the English one
 * as `x-default` (for a reader of neither), the same set on both, so the alternates are reciprocal.
 */
function alternateLinks(siteUrl: string, paths: Record<Locale, string>): MetaDescriptor[] {
  return [
    ...locales.map((locale) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: locale,
      href: `${siteUrl}${paths[locale]}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${siteUrl}${paths[defaultLocale]}` },
  ];
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card for a page, so a link shared on
 * WhatsApp shows a preview with a picture.
 */
export function seoMeta(page: PageSeo): MetaDescriptor[] {
  const paths =
    page.alternates ??
    (Object.fromEntries(locales.map((locale) => [locale, localizedPath(page.path, locale)])) as Record<
      Locale,
      string
    >);
  const url = `${page.siteUrl}${paths[page.locale]}`;
  const title = page.title === page.siteName ? page.title : `${page.title} | ${page.siteName}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(page.siteUrl, paths),
    { property: "og:locale", content: ogLocales[page.locale] },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: page.siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: page.image || page.shareImage ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
  if (page.shareImage) {
    const { path, alt, width, height } = page.shareImage;
    const image = `${page.siteUrl}${path}`;
    meta.push(
      { property: "og:image", content: image },
      { property: "og:image:type", content: "image/jpeg" },
      { property: "og:image:width", content: String(width) },
      { property: "og:image:height", content: String(height) },
      { property: "og:image:alt", content: alt },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: alt },
    );
  } else if (page.image) {
    const image = absoluteImage(page.siteUrl, page.image);
    meta.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  return meta;
}
