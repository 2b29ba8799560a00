import type { Selectable } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { PlotTable, ProjectLayoutTable } from "#app/db/schema.ts";
import {
  facings,
  maxPlotsPerProject,
  plotFactColumns,
  type Facing,
  type LayoutPlan,
  type PublicPlot,
} from "./plot-model.ts";
import { readOutline } from "./plot-outline.ts";
import { effectiveStatus } from "./plots.server.ts";

/**
 * What a buyer may see of a project's plots and plan (the public "Layout plan" section): a
 * Published project's plots with no hold's names, lead or staff, and a hold past its end read as
 * Available even before the job that ends holds has run.
 */

/** The columns a public plot is read from. */
const publicPlotColumns = [...plotFactColumns, "id", "price", "status", "hold_until", "outline"] as const;

type PlotRow = Pick<Selectable<PlotTable>, (typeof publicPlotColumns)[number]>;

export function toPublicPlot(row: PlotRow, now: Date): PublicPlot {
  return {
    id: row.id,
    number: row.number,
    block: row.block,
    areaSqft: Number(row.area_sqft),
    dimensions: row.dimensions,
    facing: (facings as readonly string[]).includes(row.facing ?? "") ? (row.facing as Facing) : null,
    corner: Number(row.corner) === 1,
    roadWidthFt: row.road_width_ft === null ? null : Number(row.road_width_ft),
    price: row.price === null ? null : Number(row.price),
    status: effectiveStatus(row, now),
    outline: readOutline(row.outline),
  };
}

/**
 * A project's plots by block and number as people read them (2 before 10, B-2 before B-10: the
 * plots' `sort_key`), at most as many as a project may hold: the plan draws every one of them.
 */
export async function projectPlots(db: DB, projectId: string, now: Date = new Date()): Promise<PublicPlot[]> {
  const rows = await db
    .selectFrom("plots")
    .select(publicPlotColumns)
    .where("project_id", "=", projectId)
    .orderBy("sort_key")
    .orderBy("id")
    .limit(maxPlotsPerProject)
    .execute();
  return rows.map((row) => toPublicPlot(row, now));
}

/** One plot of a project by its number, as buyers may see it (a plot's cost page). */
export async function publicPlotByNumber(
  db: DB,
  projectId: string,
  number: string,
  now: Date = new Date(),
): Promise<PublicPlot | null> {
  const row = await db
    .selectFrom("plots")
    .select(publicPlotColumns)
    .where("project_id", "=", projectId)
    .where("number", "=", number)
    .executeTakeFirst();
  return row ? toPublicPlot(row, now) : null;
}

export function toLayoutPlan(row: Pick<ProjectLayoutTable, "kind" | "svg" | "image" | "width" | "height">) {
  const size = { width: Number(row.width), height: Number(row.height) };
  if (row.kind === "svg" && row.svg) return { kind: "svg", svg: row.svg, ...size } satisfies LayoutPlan;
  if (row.kind === "image" && row.image)
    return { kind: "image", image: row.image, ...size } satisfies LayoutPlan;
  return null;
}

export async function projectLayout(db: DB, projectId: string): Promise<LayoutPlan | null> {
  const row = await db
    .selectFrom("project_layouts")
    .select(["kind", "svg", "image", "width", "height"])
    .where("project_id", "=", projectId)
    .executeTakeFirst();
  return row ? toLayoutPlan(row) : null;
}

export interface PublicPlan {
  layout: LayoutPlan;
  plots: PublicPlot[];
}

/**
 * The plan of a project as the public page shows it, or null when there is none to show: no plan,
 * no plots, or a Draft (unless `draft` is allowed, for a staff preview).
 */
export async function publicPlan(
  db: DB,
  projectId: string,
  { draft = false, now = new Date() }: { draft?: boolean; now?: Date } = {},
): Promise<PublicPlan | null> {
  const project = await db
    .selectFrom("projects")
    .select("published")
    .where("id", "=", projectId)
    .executeTakeFirst();
  if (!project || (!Number(project.published) && !draft)) return null;
  const [layout, plots] = await Promise.all([projectLayout(db, projectId), projectPlots(db, projectId, now)]);
  return layout && plots.length > 0 ? { layout, plots } : null;
}
