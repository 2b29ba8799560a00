import type { Locale } from "#app/i18n/locales.ts";
import type { Blog } from "./blog.ts";
import { formatLongDate } from "#app/lib/india-time.ts";
import { renderBlogContent } from "./blog-content.server.ts";
import type { BlogArticleView } from "./blog-views.ts";

/**
 * What the public blog page and the staff preview both show of a blog, dated as given in the page's
 * language (the preview's is English).
 */
export function articleView(blog: Blog, date: Date, locale: Locale = "en"): BlogArticleView {
  const words = blog.content
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return {
    slug: blog.slug,
    title: blog.title,
    excerpt: blog.excerpt,
    featuredImage: blog.featuredImage,
    author: blog.author,
    category: blog.category,
    tags: blog.tags,
    date: date.toISOString(),
    dateLabel: formatLongDate(date, locale),
    minutesToRead: Math.max(1, Math.round(words / 200)),
    html: renderBlogContent(blog.content),
  };
}
