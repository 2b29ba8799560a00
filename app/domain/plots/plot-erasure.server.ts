import { sql, type Transaction } from "kysely";

import { containsPattern } from "#app/db/contains.ts";
import type { DB } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import { timestamp } from "#app/db/time.ts";
import { applyPlotChange, noHold } from "./plot-change.server.ts";

/**
 * Issue "Roles", buyers' personal data (DPDP Act): the plots held for a person's leads, and what
 * their erasure does to the plots: the holds end, and the plots' history forgets the names.
 */

export interface HeldPlot {
  id: string;
  number: string;
  projectName: string;
  holdFor: string | null;
  holdUntil: string | null;
}

/** The plots on hold now for any of these leads. */
export async function plotsHeldForLeads(db: DB, leadIds: readonly string[]): Promise<HeldPlot[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .selectFrom("plots")
    .innerJoin("projects", "projects.id", "plots.project_id")
    .select([
      "plots.id",
      "plots.number",
      "projects.name as projectName",
      "plots.hold_for",
      "plots.hold_until",
    ])
    .where("plots.hold_lead_id", "in", leadIds)
    .where("plots.status", "=", "on_hold")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    projectName: row.projectName,
    holdFor: row.hold_for,
    holdUntil: row.hold_until === null ? null : timestamp(new Date(row.hold_until)),
  }));
}

/** How a name a plot's history gave is written once the person is erased. */
export const erasedBuyer = "an erased buyer";

/**
 * In the caller's transaction: every hold kept for these leads ends (the plot is Available again,
 * with an audit entry that names nobody), and every entry of a plot's history that held one of
 * `names` ("On hold (for Ravi Kumar, until …)", "the hold for Ravi Kumar expired") names nobody
 * either. Answers how many holds ended.
 */
export async function forgetBuyerInPlots(
  trx: Transaction<Database>,
  { leadIds, names, actor }: { leadIds: readonly string[]; names: readonly string[]; actor: string },
  now: Date = new Date(),
): Promise<number> {
  const held =
    leadIds.length === 0
      ? []
      : await trx
          .selectFrom("plots")
          .selectAll()
          .where("hold_lead_id", "in", leadIds)
          .where("status", "=", "on_hold")
          .execute();
  let ended = 0;
  for (const row of held) {
    const summary = `Plot ${row.number}: On hold → Available (the buyer's data was erased at their request)`;
    const change = { actor, action: "plot-hold-erased", summary };
    if (await applyPlotChange(trx, row, { status: "available", ...noHold }, change, now)) ended++;
  }
  const forgotten = new Set(
    [...names, ...held.map((row) => row.hold_for ?? "")].filter((name) => name.trim()),
  );
  for (const name of forgotten) {
    // The whole name only: "for Priya R" is not a mention of Priya R in "for Priya Raman, until …".
    const literal = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const mention = new RegExp(`for ${literal}(?=[,)]| expired)`, "g");
    const entries = await trx
      .selectFrom("audit_log")
      .select(["id", "summary"])
      .where("entity", "=", "plot")
      .where(sql<boolean>`summary like ${containsPattern(`for ${name}`)} escape '\\'`)
      .execute();
    for (const entry of entries) {
      const summary = entry.summary.replace(mention, `for ${erasedBuyer}`);
      if (summary !== entry.summary) {
        await trx.updateTable("audit_log").set({ summary }).where("id", "=", entry.id).execute();
      }
    }
  }
  return ended;
}
