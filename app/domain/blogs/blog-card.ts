import type { Locale } from "#app/i18n/locales.ts";
import { formatLongDate } from "#app/lib/india-time.ts";
import type { Blog } from "./blog.ts";

/** Spec §9: a blog card shows at most 3 tags. */
export const cardTagCount = 3;

/** What a listing card needs; the loader formats the date so server and browser agree. */
export interface BlogCardData {
  slug: string;
  title: string;
  excerpt: string;
  featuredImage: string;
  category: string;
  tags: string[];
  /** ISO timestamp of the public date, for `<time dateTime>`. */
  date: string;
  dateLabel: string;
}

/** A published blog as its listing card shows it, dated `date` (its public date) in the page's language. */
export function blogCard(blog: Blog, date: Date, locale: Locale = "en"): BlogCardData {
  return {
    slug: blog.slug,
    title: blog.title,
    excerpt: blog.excerpt,
    featuredImage: blog.featuredImage,
    category: blog.category,
    tags: blog.tags.slice(0, cardTagCount),
    date: date.toISOString(),
    dateLabel: formatLongDate(date, locale),
  };
}
