import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { plotSortKey } from "#app/domain/plots/plot-model.ts";
import { newId } from "#app/lib/ids.ts";

/**
 * Plots written as rows, for the tests of the layout plan and the public read: the inventory's own
 * code (staff edits, holds) is tested on its own, so these tests do not depend on it.
 */
export interface TestPlot {
  number: string;
  areaSqft?: number;
  dimensions?: string;
  facing?: string | null;
  corner?: boolean;
  roadWidthFt?: number | null;
  price?: number | null;
  status?: string;
  holdFor?: string | null;
  holdUntil?: Date | null;
  outline?: [number, number][] | null;
}

export async function insertPlots(db: DB, projectId: string, plots: TestPlot[]): Promise<string[]> {
  const now = timestamp();
  const rows = plots.map((plot) => ({
    id: newId(),
    project_id: projectId,
    number: plot.number,
    sort_key: plotSortKey("", plot.number),
    area_sqft: plot.areaSqft ?? 1200,
    dimensions: plot.dimensions ?? "30 × 40 ft",
    facing: plot.facing === undefined ? "E" : plot.facing,
    corner: plot.corner ? 1 : 0,
    road_width_ft: plot.roadWidthFt === undefined ? 30 : plot.roadWidthFt,
    rate_per_sqft: plot.price ? Math.round(plot.price / (plot.areaSqft ?? 1200)) : null,
    price: plot.price === undefined ? 1_860_000 : plot.price,
    status: plot.status ?? "available",
    hold_for: plot.holdFor ?? null,
    held_by: plot.holdFor ? "Staff" : null,
    hold_until: plot.holdUntil ? timestamp(plot.holdUntil) : null,
    outline: plot.outline ? JSON.stringify(plot.outline) : null,
    created_at: now,
    updated_at: now,
  }));
  if (rows.length > 0) await db.insertInto("plots").values(rows).execute();
  return rows.map((row) => row.id);
}

export async function insertLayout(
  db: DB,
  projectId: string,
  layout: { kind: "svg"; svg: string } | { kind: "image"; image: string },
  size: { width: number; height: number } = { width: 200, height: 100 },
): Promise<void> {
  await db
    .insertInto("project_layouts")
    .values({
      project_id: projectId,
      kind: layout.kind,
      svg: layout.kind === "svg" ? layout.svg : null,
      image: layout.kind === "image" ? layout.image : null,
      ...size,
      updated_at: timestamp(),
    })
    .execute();
}
