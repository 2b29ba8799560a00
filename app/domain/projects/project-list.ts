import { readPageNumber } from "../../lib/page-number.ts";

/**
 * The public project list's state in its URL (/projects): the page for now. Filters added later
 * (city, budget) belong here too, so the address, the query and the page links stay in one place.
 */
export interface ProjectListQuery {
  page: number;
}

/** /projects shows this many cards a page. */
export const projectPageSize = 12;
/** The home page shows at most this many projects, those with plots left first. */
export const homeProjectLimit = 12;
/** The home page's hero slideshow shows at most this many of them. */
export const homeSlideLimit = 8;

export const allProjectsPath = "/projects";

/** The list's address for a page; the first page stays out of the URL. */
export function projectsPath({ page = 1 }: Partial<ProjectListQuery> = {}): string {
  return page > 1 ? `${allProjectsPath}?page=${page}` : allProjectsPath;
}

/** Reads `?page=` without ever failing: odd values fall back to the first page (not canonical). */
export function readProjectListQuery(params: URLSearchParams): ProjectListQuery & { canonical: boolean } {
  return readPageNumber(params.get("page"));
}
