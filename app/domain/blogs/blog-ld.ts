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
): JsonLdObject {
  const url = `${site.siteUrl}${blogPath(post.slug)}`;
  return present({
    "@context": schemaContext,
    "@type": "BlogPosting",
    "@id": `${url}#post`,
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

/** Home > Blog > the post. */
export function blogBreadcrumbLd(post: { slug: string; title: string }, siteUrl: string): JsonLdObject {
  return breadcrumbLd(siteUrl, [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blogs" },
    { name: post.title, path: blogPath(post.slug) },
  ]);
}
