import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { isId } from "#app/lib/ids.ts";
import { formatDayMonthTime } from "#app/lib/india-time.ts";
import type { Job } from "#app/jobs/jobs.server.ts";
import { applyPlotChange, noHold, staleMessage } from "./plot-change.server.ts";
import { holdHourLimits, holdMessages } from "./plot-holds.ts";
import { plotStatusLabels } from "./plot-model.ts";
import { plotStatusMessages } from "./plot-status.server.ts";
import { effectiveStatus, getPlotRow } from "./plots.server.ts";

/**
 * Holds: staff keep an available plot for a named buyer or a lead for some hours (Settings, "Hold
 * plots for (hours)"). A hold ends by itself: reads treat a hold past its time as Available at
 * once, and expireHolds (run by the job mechanism) writes it back to Available with an audit entry.
 */

export interface HoldRequest {
  id: string;
  /** The version the person saw. */
  version: number;
  /** The buyer's name; with a lead and no name, the lead's name. */
  holdFor: string;
  leadId?: string | null;
  hours: number;
}

export type HoldResult =
  | { ok: true }
  | { ok: false; message: string }
  | { ok: false; errors: Partial<Record<"holdFor" | "hours", string>> };

const hourMs = 60 * 60 * 1000;

export async function holdPlot(
  db: DB,
  actor: string,
  request: HoldRequest,
  now: Date = new Date(),
): Promise<HoldResult> {
  const { id, version, hours } = request;
  if (!Number.isInteger(hours) || hours < holdHourLimits.min || hours > holdHourLimits.max) {
    return { ok: false, errors: { hours: holdMessages.hours } };
  }
  if (!isId(id)) return { ok: false, message: plotStatusMessages.gone };
  const leadId = request.leadId && request.leadId !== "" ? request.leadId : null;
  return db.transaction().execute(async (trx): Promise<HoldResult> => {
    let holdFor = request.holdFor.trim().slice(0, 120);
    if (leadId) {
      const lead = isId(leadId)
        ? await trx.selectFrom("leads").select("name").where("id", "=", leadId).executeTakeFirst()
        : undefined;
      if (!lead) return { ok: false, message: holdMessages.lead };
      holdFor ||= lead.name ?? "";
    }
    if (holdFor === "") return { ok: false, errors: { holdFor: holdMessages.holdFor } };
    const row = await getPlotRow(trx, id);
    if (!row) return { ok: false, message: plotStatusMessages.gone };
    if (Number(row.version) !== version)
      return { ok: false, message: await staleMessage(trx, id, row.number) };
    const from = effectiveStatus(row, now);
    if (from !== "available" && from !== "on_hold") {
      return { ok: false, message: holdMessages.notAvailable(row.number, plotStatusLabels[from]) };
    }
    const until = new Date(now.getTime() + hours * hourMs);
    const patch = {
      status: "on_hold",
      hold_for: holdFor,
      hold_lead_id: leadId,
      held_by: actor,
      hold_until: timestamp(until),
    };
    const summary = `Plot ${row.number}: ${plotStatusLabels[from]} → On hold (for ${holdFor}, until ${formatDayMonthTime(until)})`;
    const done = await applyPlotChange(trx, row, patch, { actor, action: "plot-hold", summary }, now);
    return done ? { ok: true } : { ok: false, message: await staleMessage(trx, id, row.number) };
  });
}

/**
 * Returns every hold past its hold_until to Available, each with an audit entry, and answers how
 * many. The job mechanism calls it on a schedule (and at start, so holds also end across
 * restarts); a hold changed meanwhile is left alone (the update is conditional on its version).
 */
export async function expireHolds(db: DB, now: Date = new Date()): Promise<number> {
  const due = await db
    .selectFrom("plots")
    .selectAll()
    .where("status", "=", "on_hold")
    .where((eb) => eb.or([eb("hold_until", "<=", timestamp(now)), eb("hold_until", "is", null)]))
    .execute();
  let expired = 0;
  for (const row of due) {
    const summary = `Plot ${row.number}: On hold → Available (the hold${row.hold_for ? ` for ${row.hold_for}` : ""} expired)`;
    const done = await db
      .transaction()
      .execute((trx) =>
        applyPlotChange(
          trx,
          row,
          { status: "available", ...noHold },
          { actor: null, action: "plot-hold-expired", summary },
          now,
        ),
      );
    if (done) expired++;
  }
  return expired;
}

/**
 * Lapsed holds back to Available once a minute across all instances; the first run comes at
 * start, so holds that ended while the site was down end then.
 */
export function holdExpiryJob(db: DB): Job {
  return {
    name: "plot-hold-expiry",
    everyMs: 60_000,
    leaseMs: 5 * 60_000,
    async run(now) {
      const ended = await expireHolds(db, now);
      if (ended > 0) console.log(`Returned ${ended} plots whose hold ended to Available.`);
    },
  };
}
