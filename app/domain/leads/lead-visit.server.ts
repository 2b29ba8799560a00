import type { Transaction } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import { timestamp } from "#app/db/time.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { isVisitOutcome, visitMoment, visitOutcomeLabels } from "#app/domain/visits/index.ts";
import { recordVisitOutcome } from "#app/domain/visits/index.server.ts";
import { newId } from "#app/lib/ids.ts";
import { indiaToday } from "#app/lib/india-time.ts";
import type { Actor } from "./lead-actions.server.ts";
import { outcomeMessages, type LeadVisitView } from "./lead-visit-view.ts";

/**
 * Issue "Site visits and bookings": the visit a site-visit lead booked, on the lead's page, and
 * what came of it, which the executive records from the day of the visit. The outcome is also a
 * note on the lead, so it shows on the person's timeline.
 */
export async function leadVisit(db: DB, leadId: string, now = new Date()): Promise<LeadVisitView | null> {
  const visit = await db
    .selectFrom("site_visits")
    .select([
      "id",
      "visit_date",
      "start_time",
      "visitors",
      "pickup_point",
      "status",
      "outcome",
      "plots_liked",
      "outcome_note",
    ])
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  if (!visit) return null;
  return {
    id: visit.id,
    date: visit.visit_date,
    time: visit.start_time,
    visitors: visit.visitors,
    pickupPoint: visit.pickup_point,
    cancelled: visit.status === "cancelled",
    outcome: isVisitOutcome(visit.outcome) ? visit.outcome : null,
    plotsLiked: visit.plots_liked,
    note: visit.outcome_note,
    due: visit.status === "booked" && visit.visit_date <= indiaToday(now),
  };
}

export type OutcomeResult = { ok: true } | { ok: false; errors: { outcome?: string; plotsLiked?: string } };

/** Records the outcome from the lead page's form: came or not, the plots liked, a word more. */
export async function saveVisitOutcome(
  db: DB,
  leadId: string,
  form: FormData,
  actor: Actor,
  now = new Date(),
): Promise<OutcomeResult | "gone"> {
  const outcome = form.get("outcome");
  const plotsLiked = String(form.get("plotsLiked") ?? "").trim();
  const note = String(form.get("outcomeNote") ?? "")
    .trim()
    .slice(0, 500);
  const errors: { outcome?: string; plotsLiked?: string } = {};
  if (!isVisitOutcome(outcome)) errors.outcome = outcomeMessages.outcome;
  if (plotsLiked.length > 200) errors.plotsLiked = outcomeMessages.plotsLiked;
  if (!isVisitOutcome(outcome) || errors.plotsLiked) return { ok: false, errors };
  const visit = await leadVisit(db, leadId, now);
  if (!visit) return "gone";
  if (!visit.due) return { ok: false, errors: { outcome: outcomeMessages.notYet } };
  await db.transaction().execute(async (trx: Transaction<Database>) => {
    await recordVisitOutcome(
      trx,
      visit.id,
      { outcome, plotsLiked: plotsLiked || null, note: note || null },
      now,
    );
    const body = [
      `Site visit of ${visitMoment(visit.date, visit.time)}: ${visitOutcomeLabels[outcome]}.`,
      plotsLiked ? `Plots liked: ${plotsLiked}.` : "",
      note,
    ]
      .filter(Boolean)
      .join(" ");
    await trx
      .insertInto("lead_notes")
      .values({ id: newId(), lead_id: leadId, author: actor.name, body, created_at: timestamp(now) })
      .execute();
    await recordAudit(trx, {
      actor: actor.name,
      action: "visit-outcome",
      entity: "lead",
      entityId: leadId,
      summary: `Recorded a site visit's outcome: ${visitOutcomeLabels[outcome]}`,
    });
  });
  return { ok: true };
}
