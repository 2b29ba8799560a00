export type { Blog } from "./blog.ts";
