import type { DB } from "../../db/database.server.ts";
import { pageCountOf } from "../../lib/page-number.ts";
import { pageOfTable, type TableQuery } from "../../lib/table-query.ts";
import { homeProjectLimit, projectPageSize, type ProjectListQuery } from "./project-list.ts";
import { toProjectSummary, type ProjectSummary } from "./project-summary.ts";
import { toProjectTableRow } from "./project-views.ts";
import type { Project } from "./project.ts";
import { countProjects, listProjects } from "./projects.server.ts";

/** One page of /projects, newest first, with the page count for its links. */
export async function publicProjectListing(db: DB, query: ProjectListQuery) {
  const [projects, total] = await Promise.all([
    listProjects(db, { limit: projectPageSize, offset: (query.page - 1) * projectPageSize }),
    countProjects(db),
  ]);
  return {
    projects: projects.map(toProjectSummary),
    page: query.page,
    pageCount: pageCountOf(total, projectPageSize),
  };
}

/**
 * The home page's projects: the newest with plots left, topped up with the newest sold-out ones
 * when there are fewer than `homeProjectLimit`, shown newest first. Each half reads the newest-first
 * index and stops after a page.
 */
export async function homeProjects(db: DB): Promise<ProjectSummary[]> {
  const open = await listProjects(db, { plotsLeft: true, limit: homeProjectLimit });
  const soldOut =
    open.length < homeProjectLimit
      ? await listProjects(db, { plotsLeft: false, limit: homeProjectLimit - open.length })
      : [];
  // The same order as the database's: created_at descending, then id compared byte by byte.
  const newestFirst = (a: Project, b: Project) =>
    b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...open, ...soldOut].sort(newestFirst).map(toProjectSummary);
}

/** One page of the back office's project table, matching its search, with the total found. */
export function adminProjectListing(db: DB, query: TableQuery) {
  return pageOfTable(
    query,
    () => countProjects(db, { search: query.q }),
    async (window) => (await listProjects(db, { search: query.q, ...window })).map(toProjectTableRow),
  );
}
