import { readPageNumber } from "#app/lib/page-number.ts";

/** A post's public address. */
export function blogPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** The listing's address for a category and page; page 1 and 'All' stay out of the URL. */
export function blogsPath({ category, page = 1 }: { category: string | null; page?: number }): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString().replace(/\+/g, "%20");
  return query ? `/blogs?${query}` : "/blogs";
}

export interface BlogsQuery {
  category: string | null;
  page: number;
  /** False when the URL asked for something odd (page "abc", "0", "1"): send it to `blogsPath`. */
  canonical: boolean;
}

/** The listing's parameters. */
export const blogsQueryKeys = ["category", "page"];

/** Reads `?category=` and `?page=` without ever failing: odd values fall back to the first page. */
export function readBlogsQuery(params: URLSearchParams): BlogsQuery {
  const category = params.get("category")?.trim() || null;
  return { category, ...readPageNumber(params.get("page")) };
}

/** The back office's blog list; the editor and the delete step open on it. */
export const blogsAdminPath = "/admin/blogs";

/** Staff see a blog, draft or published, as the public page shows it. */
export function blogPreviewPath(id: string): string {
  return `${blogsAdminPath}/${id}/preview`;
}

/** A post's saves, field by field, each one to restore (issue "Publish later and go back"). */
export function blogHistoryPath(id: string): string {
  return `${blogsAdminPath}/${id}/history`;
}

/** A post's editor, opened over the back office's list. */
export function blogEditorPath(id: string): string {
  return `${blogsAdminPath}?edit=${encodeURIComponent(id)}`;
}
