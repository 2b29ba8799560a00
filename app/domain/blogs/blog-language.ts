import { localizedPath, type Locale } from "#app/i18n/locales.ts";

import type { Blog } from "./blog.ts";
import { blogPath } from "./blog-paths.ts";

/**
 * Issue "Tamil and English": "A field without Tamil falls back to English; the back office shows
 * what is not translated yet, per record."
 */

type PostTexts = Pick<
  Blog,
  "title" | "slug" | "excerpt" | "content" | "titleTa" | "slugTa" | "excerptTa" | "contentTa"
>;

/**
 * The post as a page in `locale` shows it: its Tamil title, slug, excerpt and content where there
 * are some, else the English ones (its addresses in both languages come from `postPaths`).
 */
export function postInLocale<B extends PostTexts>(blog: B, locale: Locale): B {
  if (locale === "en") return blog;
  return {
    ...blog,
    title: blog.titleTa || blog.title,
    slug: blog.slugTa || blog.slug,
    excerpt: blog.excerptTa || blog.excerpt,
    content: blog.contentTa || blog.content,
  };
}

/** The translatable texts of a post, by the editor's field names. */
export const postTranslatedFields = ["title", "slug", "excerpt", "content"] as const;
export type PostTranslatedField = (typeof postTranslatedFields)[number];

const tamilOf: Record<PostTranslatedField, keyof PostTexts> = {
  title: "titleTa",
  slug: "slugTa",
  excerpt: "excerptTa",
  content: "contentTa",
};

/** The fields with English text and no Tamil yet, in the editor's order. */
export function untranslatedPostFields(blog: PostTexts): PostTranslatedField[] {
  return postTranslatedFields.filter(
    (field) => blog[field].trim() !== "" && blog[tamilOf[field]].trim() === "",
  );
}

/**
 * The post's address in each language, for the language switch and hreflang: the Tamil page is at
 * its Tamil slug (encoded, as it may hold Tamil letters), or at the English slug when it has none.
 */
export function postPaths(blog: Pick<Blog, "slug" | "slugTa">): Record<Locale, string> {
  return { en: blogPath(blog.slug), ta: localizedPath(blogPath(blog.slugTa || blog.slug), "ta") };
}
