export { publishedPostStamps } from "./blog-sitemap.server.ts";
export { getPublishedBlogBySlug, postShowsImage } from "./blogs.server.ts";
