import type { Transaction } from "kysely";

import { recordAudit } from "#app/domain/audit/index.server.ts";
import type { DB } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import { timestamp } from "#app/db/time.ts";
import type { OutlinesAnswer } from "./layout-views.ts";
import { maxPlotsPerProject, type LayoutPlan } from "./plot-model.ts";
import { readOutline, validOutline, type OutlinePlot } from "./plot-outline.ts";
import { projectLayout } from "./public-plots.server.ts";
import type { CleanSvg } from "./svg-clean.server.ts";

/**
 * A project's layout plan as staff keep it: a cleaned SVG or an image (one per project, replaced by
 * the next upload), and the outlines staff draw on an image plan. Each change is an audit entry.
 */

type NewLayout =
  { kind: "svg"; svg: CleanSvg } | { kind: "image"; url: string; width: number; height: number };

/** A change of the plan is an update of its project: "Layout plan: SVG uploaded". */
function auditLayout(trx: Transaction<Database>, actor: string | null, projectId: string, change: string) {
  return recordAudit(trx, {
    actor,
    action: "update",
    entity: "project",
    entityId: projectId,
    summary: `Layout plan: ${change}`,
  });
}

export async function storeLayout(db: DB, projectId: string, layout: NewLayout, actor: string | null) {
  const row =
    layout.kind === "svg"
      ? { kind: "svg", svg: layout.svg.svg, image: null, width: layout.svg.width, height: layout.svg.height }
      : { kind: "image", svg: null, image: layout.url, width: layout.width, height: layout.height };
  const now = timestamp();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("project_layouts")
      .values({ project_id: projectId, ...row, updated_at: now })
      .onConflict((oc) => oc.column("project_id").doUpdateSet({ ...row, updated_at: now }))
      .execute();
    await auditLayout(trx, actor, projectId, layout.kind === "svg" ? "SVG uploaded" : "image uploaded");
  });
}

/** What the outline editor works on: the plan and every plot with its outline (if any). */
export async function layoutEditorData(
  db: DB,
  projectId: string,
): Promise<{ layout: LayoutPlan | null; plots: OutlinePlot[] }> {
  const [layout, rows] = await Promise.all([
    projectLayout(db, projectId),
    db
      .selectFrom("plots")
      .select(["id", "number", "outline"])
      .where("project_id", "=", projectId)
      .orderBy("sort_key")
      .orderBy("id")
      .limit(maxPlotsPerProject)
      .execute(),
  ]);
  return {
    layout,
    plots: rows.map((row) => ({ id: row.id, number: row.number, outline: readOutline(row.outline) })),
  };
}

export type OutlineSave = OutlinesAnswer;

export const outlineMessages = {
  noImagePlan: "Outlines are drawn on an image plan: upload the layout image first.",
  badOutline: (number: string) =>
    `The outline of plot ${number} is not a closed shape inside the plan (three to 200 corners).`,
  unknownPlot: (number: string) => `There is no plot ${number} in this project's inventory.`,
};

/**
 * Saves the outlines of an image plan, by plot number (null clears one). Nothing is saved when one
 * of them is wrong; the versions bump, so a stale edit of a plot elsewhere is told it changed.
 */
export async function saveOutlines(
  db: DB,
  projectId: string,
  outlines: Record<string, unknown>,
  actor: string | null,
): Promise<OutlineSave> {
  const layout = await projectLayout(db, projectId);
  if (!layout || layout.kind !== "image") return { ok: false, message: outlineMessages.noImagePlan };
  const plots = await db
    .selectFrom("plots")
    .select(["id", "number", "outline"])
    .where("project_id", "=", projectId)
    .execute();
  const byNumber = new Map(plots.map((plot) => [plot.number, plot]));
  const changes: { id: string; outline: string | null }[] = [];
  for (const [number, outline] of Object.entries(outlines)) {
    const plot = byNumber.get(number);
    if (!plot) return { ok: false, message: outlineMessages.unknownPlot(number) };
    if (outline !== null && !validOutline(outline, layout.width, layout.height)) {
      return { ok: false, message: outlineMessages.badOutline(number) };
    }
    const stored = outline === null ? null : JSON.stringify(outline);
    if (stored !== plot.outline) changes.push({ id: plot.id, outline: stored });
  }
  if (changes.length === 0) return { ok: true, saved: 0 };
  const now = timestamp();
  await db.transaction().execute(async (trx) => {
    for (const change of changes) {
      await trx
        .updateTable("plots")
        .set((eb) => ({ outline: change.outline, updated_at: now, version: eb("version", "+", 1) }))
        .where("id", "=", change.id)
        .execute();
    }
    await auditLayout(
      trx,
      actor,
      projectId,
      `${changes.length} plot outline${changes.length === 1 ? "" : "s"} saved`,
    );
  });
  return { ok: true, saved: changes.length };
}
