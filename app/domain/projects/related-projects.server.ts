import type { DB } from "#app/db/database.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { summaryIn } from "./project-list.server.ts";
import type { ProjectSummary } from "./project-summary.ts";
import { listProjects } from "./projects.server.ts";

/** Shorter words ("land", "plot") name no place, so they would match projects at random. */
const minimumTermLength = 5;

/**
 * The words of a post that may name a place or a project: its tags, and the capitalised words of
 * its title ("Coimbatore's" counts as "Coimbatore").
 */
export function placeTerms(post: { title: string; tags: readonly string[] }): string[] {
  const titleWords = post.title.match(/\b[A-Z][a-z]+/g) ?? [];
  const terms = [...post.tags, ...titleWords].map((term) => term.trim());
  return [...new Set(terms.filter((term) => term.length >= minimumTermLength))];
}

/**
 * Up to `limit` Published projects with plots left to show under a post: first those whose name or location
 * holds one of `terms`, then the newest others. Empty when no project has plots left. As a page in
 * `locale` shows them (Tamil texts and லட்சம் on a Tamil post).
 */
export async function relatedProjects(
  db: DB,
  terms: readonly string[],
  { limit = 3, locale = "en" }: { limit?: number; locale?: Locale } = {},
): Promise<ProjectSummary[]> {
  const toProjectSummary = summaryIn(locale);
  const chosen = new Map<string, ProjectSummary>();
  for (const term of terms) {
    if (chosen.size >= limit) break;
    for (const project of await listProjects(db, { search: term, plotsLeft: true, published: true, limit })) {
      if (chosen.size < limit) chosen.set(project.id, toProjectSummary(project));
    }
  }
  if (chosen.size < limit) {
    for (const project of await listProjects(db, {
      plotsLeft: true,
      published: true,
      limit: limit + chosen.size,
    })) {
      if (chosen.size < limit && !chosen.has(project.id)) chosen.set(project.id, toProjectSummary(project));
    }
  }
  return [...chosen.values()];
}
