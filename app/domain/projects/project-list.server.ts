import type { ExpressionBuilder } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { pageCountOf } from "#app/lib/page-number.ts";
import { pageOfTable, type TableQuery } from "#app/lib/table-query.ts";
import {
  budgetBands,
  homeProjectLimit,
  noProjectFilters,
  projectPageSize,
  sizeBands,
  type ProjectFacets,
  type ProjectFilters,
  type ProjectListQuery,
} from "./project-list.ts";
import { facings } from "#app/domain/plots/index.ts";
import { projectInLocale } from "./project-language.ts";
import { toProjectSummary, type ProjectSummary } from "./project-summary.ts";
import { toProjectTableRow } from "./project-views.ts";
import { factTexts } from "./project-facts.ts";
import { projectStatuses, type Project } from "./project.ts";
import {
  countProjects,
  listProjects,
  projectConditions,
  publicProjects,
  type ProjectConditions,
  type ProjectListFilter,
  type ProjectOrder,
} from "./projects.server.ts";

/** The URL's filters as the conditions the database reads. */
function conditionsOf(filters: ProjectFilters): ProjectConditions {
  return {
    city: filters.city || undefined,
    status: filters.status || undefined,
    price: filters.budget ? budgetBands[filters.budget] : undefined,
    size: filters.size ? sizeBands[filters.size] : undefined,
    facing: filters.facing || undefined,
  };
}

/**
 * A card as a page in `locale` shows it: the project's Tamil texts where it has them (issue "Tamil
 * and English", projectInLocale), and its facts in லட்சம், கோடி and ச.அடி.
 */
export function summaryIn(locale: Locale): (project: Project) => ProjectSummary {
  return (project) => ({
    ...toProjectSummary(projectInLocale(project, locale)),
    ...factTexts(project, locale),
  });
}

/**
 * A window of a list in `order` with the sold-out projects after all the others (issue "Find and
 * trust"): the projects with plots left, then the sold-out ones, each read in order from its index.
 */
async function soldOutLast(
  db: DB,
  filter: ProjectListFilter,
  order: ProjectOrder,
  { offset, limit }: { offset: number; limit: number },
) {
  const [open, total] = await Promise.all([
    countProjects(db, { ...filter, plotsLeft: true }),
    countProjects(db, filter),
  ]);
  const first =
    offset < open ? await listProjects(db, { ...filter, plotsLeft: true, order, offset, limit }) : [];
  const rest =
    first.length < limit && offset + first.length < total
      ? await listProjects(db, {
          ...filter,
          plotsLeft: false,
          order,
          offset: Math.max(0, offset - open),
          limit: limit - first.length,
        })
      : [];
  return { projects: [...first, ...rest], total };
}

/**
 * How many Published projects each option of each filter would show with the other filters as
 * they are: a city or status by group, the budget and size bands by counting overlaps.
 */
async function projectFacets(db: DB, filters: ProjectFilters): Promise<ProjectFacets> {
  type Builder = ExpressionBuilder<Database, "projects">;
  const without = (key: keyof ProjectFilters) => conditionsOf({ ...filters, [key]: "" });
  const countWhere = (eb: Builder, conditions: ProjectConditions) =>
    eb.fn.count(
      eb
        .case()
        .when(eb.and(projectConditions(eb, conditions)))
        .then(1)
        .end(),
    );
  const [cities, statuses, bands, facingCounts] = await Promise.all([
    publicProjects(db)
      .select((eb) => ["city", countWhere(eb, without("city")).as("n")])
      .where("city", "<>", "")
      .groupBy("city")
      .orderBy("city")
      .execute(),
    publicProjects(db)
      .select((eb) => ["status", countWhere(eb, without("status")).as("n")])
      .groupBy("status")
      .execute(),
    publicProjects(db)
      .select((eb) => [
        ...Object.entries(budgetBands).map(([band, price]) =>
          countWhere(eb, { ...without("budget"), price }).as(`budget:${band}`),
        ),
        ...Object.entries(sizeBands).map(([band, size]) =>
          countWhere(eb, { ...without("size"), size }).as(`size:${band}`),
        ),
      ])
      .executeTakeFirstOrThrow(),
    // Facing is offered once plots exist, for the ways the plots for sale face: each counts the
    // projects with such a plot that the other filters keep.
    publicProjects(db)
      .innerJoin("plots", "plots.project_id", "projects.id")
      .where("plots.status", "=", "available")
      .where("plots.facing", "is not", null)
      .select((eb) => [
        "plots.facing",
        eb.fn
          .count(
            eb
              .case()
              .when(eb.and(projectConditions(eb, without("facing"))))
              .then(eb.ref("projects.id"))
              .end(),
          )
          .distinct()
          .as("n"),
      ])
      .groupBy("plots.facing")
      .execute(),
  ]);
  const counted = new Map(statuses.map((row) => [row.status, Number(row.n)]));
  const band = (prefix: string, keys: string[]) =>
    keys.map((value) => ({ value, count: Number((bands as Record<string, unknown>)[`${prefix}:${value}`]) }));
  return {
    city: cities.map((row) => ({ value: row.city, count: Number(row.n) })),
    budget: band("budget", Object.keys(budgetBands)),
    status: projectStatuses.map((value) => ({ value, count: counted.get(value) ?? 0 })),
    size: band("size", Object.keys(sizeBands)),
    facing: facings.flatMap((value) => {
      const row = facingCounts.find((counted) => counted.facing === value);
      return row ? [{ value, count: Number(row.n) }] : [];
    }),
  };
}

/**
 * One page of /projects: the Published projects the filters match, sold-out ones last, in the
 * chosen order; the page count for its links and the count of each filter option.
 */
export async function publicProjectListing(
  db: DB,
  query: Pick<ProjectListQuery, "page"> & Partial<ProjectListQuery>,
  locale: Locale = "en",
) {
  const filters = { ...noProjectFilters, ...query };
  const [{ projects, total }, facets] = await Promise.all([
    soldOutLast(db, { published: true, ...conditionsOf(filters) }, query.sort ?? "newest", {
      offset: (query.page - 1) * projectPageSize,
      limit: projectPageSize,
    }),
    projectFacets(db, filters),
  ]);
  return {
    projects: projects.map(summaryIn(locale)),
    total,
    page: query.page,
    pageCount: pageCountOf(total, projectPageSize),
    facets,
  };
}

/**
 * The home page's projects: the newest Published ones with plots left, then, when there are fewer
 * than `homeProjectLimit`, the newest sold-out ones after them; their facts in the page's language.
 */
export async function homeProjects(db: DB, locale: Locale = "en"): Promise<ProjectSummary[]> {
  const { projects } = await soldOutLast(db, { published: true }, "newest", {
    offset: 0,
    limit: homeProjectLimit,
  });
  return projects.map(summaryIn(locale));
}

/** One page of the back office's project table (drafts included), matching its search. */
export function adminProjectListing(db: DB, query: TableQuery) {
  return pageOfTable(
    query,
    () => countProjects(db, { search: query.q }),
    async (window) => (await listProjects(db, { search: query.q, ...window })).map(toProjectTableRow),
  );
}
