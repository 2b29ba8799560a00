export { publishedPostStamps } from "./blog-sitemap.server.ts";
export { getPublishedBlogBySlug, postShowsImage } from "./blogs.server.ts";
export { blogRevisions, restoreBlog } from "./blog-restore.server.ts";
export { carryOutPostSchedules, scheduledPosts } from "./blog-schedule.server.ts";
