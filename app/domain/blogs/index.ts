export type { Blog } from "./blog.ts";
export { blogsAdminPath } from "./blog-paths.ts";
