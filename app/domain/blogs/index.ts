export type { Blog } from "./blog.ts";
export { blogEditorPath } from "./blog-paths.ts";
