import type { BadgeTone } from "#app/lib/badge-tone.ts";
import { formatShortDate } from "#app/lib/india-time.ts";
import { scheduleValues } from "#app/lib/publish-schedule.ts";
import type { Blog, BlogStatus } from "./blog.ts";
import type { BlogFormValues } from "./blog-form.ts";
import { type PostTranslatedField, untranslatedPostFields } from "./blog-language.ts";

/** What the back office's blog pages show of a blog, one mapping per view. */

/** What a row of the blog table reads of a blog (its content and tags stay unread). */
export type BlogTableEntry = Pick<
  Blog,
  "id" | "title" | "slug" | "category" | "author" | "status" | "createdAt"
> & {
  /** How many of its texts have no Tamil yet (issue "Tamil and English"). */
  untranslated: number;
};

/** A row of the blog table (spec §2 "Admin blogs"). */
export interface BlogTableRow {
  id: string;
  title: string;
  slug: string;
  category: string;
  author: string;
  status: BlogStatus;
  /** ISO timestamp, for `<time dateTime>`; the label is formatted here (spec §9: short month). */
  createdAt: string;
  createdLabel: string;
  /** How many of its texts have no Tamil yet (issue "Tamil and English"). */
  untranslated: number;
}

/** Spec §4 badge colours of a post: Published green, Draft grey. */
export const blogStatusTones: Record<BlogStatus, BadgeTone> = { Published: "green", Draft: "grey" };

export function toBlogTableRow(blog: BlogTableEntry): BlogTableRow {
  return {
    id: blog.id,
    title: blog.title,
    slug: blog.slug,
    category: blog.category,
    author: blog.author,
    status: blog.status,
    createdAt: blog.createdAt.toISOString(),
    createdLabel: formatShortDate(blog.createdAt),
    untranslated: blog.untranslated,
  };
}

/** The blog editor of "Add New Blog": empty, a Draft until published. */
export const emptyBlogForm: BlogFormValues = {
  title: "",
  slug: "",
  author: "",
  category: "",
  excerpt: "",
  content: "",
  tags: [],
  featuredImage: [],
  status: "Draft",
  publishAt: "",
  unpublishAt: "",
  titleTa: "",
  slugTa: "",
  excerptTa: "",
  contentTa: "",
};

/** The blog editor filled in with a stored blog (spec §4 "Admin forms": prefilled via Edit). */
export function toBlogFormValues(blog: Blog): BlogFormValues {
  return {
    title: blog.title,
    slug: blog.slug,
    author: blog.author,
    category: blog.category,
    excerpt: blog.excerpt,
    content: blog.content,
    tags: blog.tags,
    featuredImage: [blog.featuredImage],
    status: blog.status,
    ...scheduleValues(blog),
    titleTa: blog.titleTa,
    slugTa: blog.slugTa,
    excerptTa: blog.excerptTa,
    contentTa: blog.contentTa,
  };
}

/** What the blog editor opens with: the post (or none), its revision, and what it lacks in Tamil. */
export interface BlogEditorView {
  blogId: string | null;
  values: BlogFormValues;
  revision: number | null;
  /** The stored post's texts not translated into Tamil yet (null for a new post). */
  untranslated: PostTranslatedField[] | null;
}

/** The editor for a new post. */
export const newBlogEditor: BlogEditorView = {
  blogId: null,
  values: emptyBlogForm,
  revision: null,
  untranslated: null,
};

/** The editor of a stored post. */
export function toBlogEditor(blog: Blog): BlogEditorView {
  return {
    blogId: blog.id,
    values: toBlogFormValues(blog),
    revision: blog.revision,
    untranslated: untranslatedPostFields(blog),
  };
}

/** A blog as its article shows it (the public page and the staff preview), dated as given. */
export interface BlogArticleView {
  slug: string;
  title: string;
  excerpt: string;
  featuredImage: string;
  author: string;
  category: string;
  tags: string[];
  /** ISO timestamp, for `<time dateTime>`. */
  date: string;
  dateLabel: string;
  minutesToRead: number;
  /** The content as sanitised HTML. */
  html: string;
}
