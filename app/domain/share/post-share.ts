import { categoryName, type Blog } from "#app/domain/blogs/index.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import type { ShareCard } from "./share-card.ts";

/**
 * A post's share image (issue "Find and trust"): its title over its featured image, with its
 * category as the page's language names it.
 */
export function postShareCard(
  blog: Pick<Blog, "title" | "category" | "featuredImage">,
  locale: Locale = "en",
): ShareCard {
  return {
    title: blog.title,
    titleLines: 3,
    lines: [{ text: categoryName(translator(locale), blog.category) }],
    image: blog.featuredImage,
    alt: blog.title,
  };
}
