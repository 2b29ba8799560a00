import type { Blog } from "#app/domain/blogs/index.ts";
import type { ShareCard } from "./share-card.ts";

/** A post's share image (issue "Find and trust"): its title over its featured image, with its category. */
export function postShareCard(blog: Pick<Blog, "title" | "category" | "featuredImage">): ShareCard {
  return {
    title: blog.title,
    titleLines: 3,
    lines: [{ text: blog.category }],
    image: blog.featuredImage,
    alt: blog.title,
  };
}
