import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import { isPostgres } from "#app/db/migrations/dialect.ts";
import type { Database, PlotTable } from "#app/db/schema.ts";
import { timestamp, toDate, toDateOrNull } from "#app/db/time.ts";
import { isId } from "#app/lib/ids.ts";
import { pageOfRows, type RowPage } from "#app/lib/table-query.ts";
import { listEntityHistory, type AuditEntry } from "#app/domain/audit/index.server.ts";
import { noPlots, type StatusCounts } from "./plot-figures.ts";
import {
  facings,
  maxPlotsPerProject,
  naturalCompare,
  plotStatuses,
  type Facing,
  type PlotStatus,
  type StaffPlot,
} from "./plot-model.ts";
import { readOutline } from "./plot-outline.ts";
import { plotTablePageSize } from "./plot-view.ts";

/**
 * Reading a project's plots for staff. A hold past its hold_until reads as Available here even
 * before expireHolds has run, so no page ever shows a hold that has lapsed.
 */

export type PlotRow = Selectable<PlotTable>;
type Reader = DB | Transaction<Database>;

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** The status a plot has at `now`: a lapsed hold is Available. */
export function effectiveStatus(
  row: { status: string; hold_until: Date | string | null },
  now: Date = new Date(),
): PlotStatus {
  const status = plotStatuses.find((s) => s === row.status) ?? "available";
  if (status !== "on_hold") return status;
  const until = toDateOrNull(row.hold_until);
  return until && until > now ? "on_hold" : "available";
}

export function toStaffPlot(row: PlotRow, now: Date = new Date()): StaffPlot {
  const status = effectiveStatus(row, now);
  const held = status === "on_hold";
  return {
    id: row.id,
    projectId: row.project_id,
    number: row.number,
    block: row.block,
    areaSqft: Number(row.area_sqft),
    dimensions: row.dimensions,
    facing: facings.find((f) => f === row.facing) ?? null,
    corner: Number(row.corner) === 1,
    roadWidthFt: numberOrNull(row.road_width_ft),
    ratePerSqft: numberOrNull(row.rate_per_sqft),
    premium: Number(row.premium),
    price: numberOrNull(row.price),
    status,
    holdFor: held ? row.hold_for : null,
    holdLeadId: held ? row.hold_lead_id : null,
    heldBy: held ? row.held_by : null,
    holdUntil: held ? toDateOrNull(row.hold_until) : null,
    outline: readOutline(row.outline),
    version: Number(row.version),
    updatedAt: toDate(row.updated_at),
  };
}

export interface PlotFilter {
  status?: PlotStatus;
  facing?: Facing;
  block?: string;
}

/** SQL for "has this status at `now`" (a lapsed hold counts as Available). */
export function statusIs(eb: ExpressionBuilder<Database, "plots">, status: PlotStatus, now: Date) {
  const at = timestamp(now);
  if (status === "on_hold") return eb.and([eb("status", "=", "on_hold"), eb("hold_until", ">", at)]);
  if (status !== "available") return eb("status", "=", status);
  return eb.or([
    eb("status", "=", "available"),
    eb.and([eb("status", "=", "on_hold"), eb.or([eb("hold_until", "<=", at), eb("hold_until", "is", null)])]),
  ]);
}

/** A project's plots that pass `filter`, to count or to read. */
function plotsOfProject(db: Reader, projectId: string, { status, facing, block }: PlotFilter, now: Date) {
  return db
    .selectFrom("plots")
    .where("project_id", "=", projectId)
    .$if(status !== undefined, (query) => query.where((eb) => statusIs(eb, status!, now)))
    .$if(facing !== undefined, (query) => query.where("facing", "=", facing!))
    .$if(block !== undefined, (query) => query.where("block", "=", block!));
}

/**
 * A project's plots by block and number as people count them ("2" before "10": `sort_key`), for
 * the CSV export; the pages read `plotsPage`.
 */
export async function listPlots(
  db: Reader,
  projectId: string,
  filter: PlotFilter = {},
  now: Date = new Date(),
): Promise<StaffPlot[]> {
  if (!isId(projectId)) return [];
  const rows = await plotsOfProject(db, projectId, filter, now)
    .selectAll()
    .orderBy("sort_key")
    .orderBy("id")
    .execute();
  return rows.map((row) => toStaffPlot(row, now));
}

/** One page of a project's plots that pass `filter`, in the order of `listPlots`, with their count. */
export function plotsPage(
  db: Reader,
  projectId: string,
  filter: PlotFilter,
  page: number,
  now: Date = new Date(),
): Promise<RowPage<StaffPlot>> {
  const plots = plotsOfProject(db, isId(projectId) ? projectId : "", filter, now);
  return pageOfRows(
    page,
    plotTablePageSize,
    async () => Number((await plots.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n),
    async ({ limit, offset }) => {
      const rows = await plots
        .selectAll()
        .orderBy("sort_key")
        .orderBy("id")
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => toStaffPlot(row, now));
    },
  );
}

/** Rows, or ids, one query reads at most: well within SQLite's limit on a statement's parameters. */
const rowsPerQuery = 500;

/** The plots of `projectId` among `ids` (any other id is left out), as read in this transaction. */
export async function projectPlotRows(
  db: Reader,
  projectId: string,
  ids: readonly string[],
): Promise<PlotRow[]> {
  const wanted = [...new Set(ids.filter(isId))].slice(0, maxPlotsPerProject);
  const rows: PlotRow[] = [];
  for (let start = 0; start < wanted.length; start += rowsPerQuery) {
    const slice = wanted.slice(start, start + rowsPerQuery);
    rows.push(
      ...(await db
        .selectFrom("plots")
        .selectAll()
        .where("project_id", "=", projectId)
        .where("id", "in", slice)
        .execute()),
    );
  }
  return rows;
}

/**
 * Every plot of a project as stored, read a few hundred at a time in the order of `listPlots`
 * (`pace` between two reads, so that other requests run between them).
 */
export async function allPlotRows(
  db: Reader,
  projectId: string,
  pace: () => Promise<void>,
): Promise<PlotRow[]> {
  const rows: PlotRow[] = [];
  for (;;) {
    await pace();
    const last = rows.at(-1);
    const page = await db
      .selectFrom("plots")
      .selectAll()
      .where("project_id", "=", projectId)
      .$if(last !== undefined, (query) =>
        query.where((eb) => eb(eb.refTuple("sort_key", "id"), ">", eb.tuple(last!.sort_key, last!.id))),
      )
      .orderBy("sort_key")
      .orderBy("id")
      .limit(rowsPerQuery)
      .execute();
    rows.push(...page);
    if (page.length < rowsPerQuery) return rows;
  }
}

/** How many plots a project has (every status). */
export async function countPlots(db: Reader, projectId: string): Promise<number> {
  const row = await db
    .selectFrom("plots")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("project_id", "=", projectId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Whether the project exists; on PostgreSQL its row is held until the transaction ends, so two
 * changes that count its plots before adding (a plot, an import) run one after the other and
 * never pass the cap together. SQLite has one writer at a time anyway.
 */
export async function holdProjectForPlots(trx: Transaction<Database>, projectId: string): Promise<boolean> {
  if (!isId(projectId)) return false;
  const project = await trx
    .selectFrom("projects")
    .select("id")
    .where("id", "=", projectId)
    .$if(isPostgres(trx as unknown as Kysely<unknown>), (query) => query.forUpdate())
    .executeTakeFirst();
  return project !== undefined;
}

/** The project whose plots a page shows, by its name alone (the Plots page and a plot's page). */
export async function plotsProject(
  db: Reader,
  projectId: string,
): Promise<{ id: string; name: string } | null> {
  if (!isId(projectId)) return null;
  const project = await db
    .selectFrom("projects")
    .select(["id", "name"])
    .where("id", "=", projectId)
    .executeTakeFirst();
  return project ?? null;
}

export async function getPlotRow(db: Reader, id: string): Promise<PlotRow | null> {
  if (!isId(id)) return null;
  return (await db.selectFrom("plots").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

export async function getPlot(db: Reader, id: string, now: Date = new Date()): Promise<StaffPlot | null> {
  const row = await getPlotRow(db, id);
  return row ? toStaffPlot(row, now) : null;
}

/** The plot of that number in the project, if any. */
export async function findPlotByNumber(
  db: Reader,
  projectId: string,
  number: string,
): Promise<PlotRow | null> {
  return (
    (await db
      .selectFrom("plots")
      .selectAll()
      .where("project_id", "=", projectId)
      .where("number", "=", number)
      .executeTakeFirst()) ?? null
  );
}

/** The blocks a project's plots name, for the filter. */
export async function listPlotBlocks(db: Reader, projectId: string): Promise<string[]> {
  if (!isId(projectId)) return [];
  const rows = await db
    .selectFrom("plots")
    .select("block")
    .distinct()
    .where("project_id", "=", projectId)
    .where("block", "!=", "")
    .execute();
  return rows.map((r) => r.block).sort(naturalCompare);
}

/** A plot's history: its audit entries, newest first. */
export async function plotHistory(db: Reader, plotId: string): Promise<AuditEntry[]> {
  return isId(plotId) ? listEntityHistory(db, "plot", plotId) : [];
}

/** How many plots have each status at `now`, per project (only projects that have plots). */
export async function statusCountsByProject(
  db: Reader,
  now: Date = new Date(),
  projectId?: string,
): Promise<Map<string, StatusCounts>> {
  const at = timestamp(now);
  let query = db
    .selectFrom("plots")
    .select((eb) => [
      "project_id",
      eb
        .case()
        .when(
          eb.and([
            eb("status", "=", "on_hold"),
            eb.or([eb("hold_until", "<=", at), eb("hold_until", "is", null)]),
          ]),
        )
        .then(sql.lit("available"))
        .else(eb.ref("status"))
        .end()
        .as("effective"),
      eb.fn.countAll().as("n"),
    ])
    .groupBy(["project_id", "effective"]);
  if (projectId !== undefined) query = query.where("project_id", "=", projectId);
  const counts = new Map<string, StatusCounts>();
  for (const row of await query.execute()) {
    const status = plotStatuses.find((s) => s === row.effective);
    if (!status) continue;
    const entry = counts.get(row.project_id) ?? { ...noPlots };
    entry[status] += Number(row.n);
    counts.set(row.project_id, entry);
  }
  return counts;
}

/** One project's counts; every status 0 when it has no plots. */
export async function plotStatusCounts(db: Reader, projectId: string, now: Date = new Date()) {
  if (!isId(projectId)) return { ...noPlots };
  return (await statusCountsByProject(db, now, projectId)).get(projectId) ?? { ...noPlots };
}

/** The dashboard's inventory summary: each project with plots, by name, with its counts. */
export async function listInventories(db: Reader, now: Date = new Date()) {
  const counts = await statusCountsByProject(db, now);
  if (counts.size === 0) return [];
  const projects = await db
    .selectFrom("projects")
    .select(["id", "name"])
    .where("id", "in", [...counts.keys()])
    .orderBy("name")
    .execute();
  return projects.map((project) => ({ id: project.id, name: project.name, counts: counts.get(project.id)! }));
}

/** Holds that end within `hours` of `now` (and have not yet), soonest first, with their project. */
export async function listHoldsEndingSoon(db: Reader, now: Date = new Date(), hours = 24) {
  const rows = await db
    .selectFrom("plots")
    .innerJoin("projects", "projects.id", "plots.project_id")
    .selectAll("plots")
    .select("projects.name as projectName")
    .where("plots.status", "=", "on_hold")
    .where("plots.hold_until", ">", timestamp(now))
    .where("plots.hold_until", "<=", timestamp(new Date(now.getTime() + hours * 60 * 60 * 1000)))
    .orderBy("plots.hold_until")
    .execute();
  return rows.map(({ projectName, ...row }) => ({ projectName, plot: toStaffPlot(row, now) }));
}

/**
 * The plot a lead asked about, from the lead as the leads domain reads it: the plot (null when it
 * was deleted since) and the number as sent.
 */
export async function plotOfLead(
  db: Reader,
  lead: { plotId: string | null; plotNumber: string | null },
  now: Date = new Date(),
) {
  if (!lead.plotId && !lead.plotNumber) return null;
  const plot = lead.plotId ? await getPlot(db, lead.plotId, now) : null;
  return { number: plot?.number ?? lead.plotNumber ?? "", plot };
}
