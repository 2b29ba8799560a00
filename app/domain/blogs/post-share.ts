import type { ShareCard } from "#app/domain/share/share-card.ts";
import type { Blog } from "./blog.ts";

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
