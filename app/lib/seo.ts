import type { MetaDescriptor } from "react-router";

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, for the canonical URL ("/projects"). */
  path: string;
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

/**
 * Title, description, canonical URL, Open Graph and Twitter card for a page, so a link shared on
 * WhatsApp shows a preview with a picture.
 */
export function seoMeta(page: PageSeo): MetaDescriptor[] {
  const url = `${page.siteUrl}${page.path}`;
  const title = page.title === page.siteName ? page.title : `${page.title} | ${page.siteName}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
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
