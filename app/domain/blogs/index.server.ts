export { publishedPostStamps } from "./blog-sitemap.server.ts";
export { countUntranslatedBlogs, getPublishedBlogBySlug, postShowsImage } from "./blogs.server.ts";
export { blogRevisions, restoreBlog } from "./blog-restore.server.ts";
export { carryOutPostSchedules, scheduledPosts } from "./blog-schedule.server.ts";
