export type { Blog } from "./blog.ts";
export { blogEditorPath } from "./blog-paths.ts";
export {
  postInLocale,
  postPaths,
  untranslatedPostFields,
  type PostTranslatedField,
} from "./blog-language.ts";
export { categoryName } from "./blog-category.ts";
