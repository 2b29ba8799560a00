import { type Locale, localizedPath } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import { absoluteImage } from "#app/lib/seo.ts";
import { breadcrumbLd, organizationId, present, schemaContext, type JsonLdObject } from "#app/lib/json-ld.ts";
import { blogPath } from "./blog-paths.ts";
import type { BlogArticleView } from "./blog-views.ts";

/** What a post's structured data is made of: its article view and when it last changed (ISO). */
export type BlogLdSource = Pick<
  BlogArticleView,
  "slug" | "title" | "excerpt" | "featuredImage" | "author" | "category" | "date"
> & { modified: string };

/** A Published post as a BlogPosting, published by the company. */
export function blogPostingLd(
  post: BlogLdSource,
  site: { siteUrl: string; companyName: string },
  locale: Locale = "en",
): JsonLdObject {
  const url = `${site.siteUrl}${localizedPath(blogPath(post.slug), locale)}`;
  return present({
    "@context": schemaContext,
    "@type": "BlogPosting",
    "@id": `${url}#post`,
    inLanguage: locale,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    image: post.featuredImage ? absoluteImage(site.siteUrl, post.featuredImage) : null,
    datePublished: post.date,
    // Published before its last edit, or dated later (an edited draft published now).
    dateModified: post.modified > post.date ? post.modified : post.date,
    articleSection: post.category,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      "@id": organizationId(site.siteUrl),
      name: site.companyName,
      logo: { "@type": "ImageObject", url: `${site.siteUrl}/logo.svg` },
    },
  });
}

/** Home > Blog > the post, in the page's language. */
export function blogBreadcrumbLd(
  post: { slug: string; title: string },
  siteUrl: string,
  locale: Locale = "en",
): JsonLdObject {
  const t = translator(locale);
  return breadcrumbLd(siteUrl, [
    { name: t("site:navHome"), path: localizedPath("/", locale) },
    { name: t("site:breadcrumbBlog"), path: localizedPath("/blogs", locale) },
    { name: post.title, path: localizedPath(blogPath(post.slug), locale) },
  ]);
}
