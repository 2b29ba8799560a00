import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { formatDayMonthTime, parseIndiaDateTime } from "#app/lib/india-time.ts";
import { isId } from "#app/lib/ids.ts";
import { nextStepMessages, nextStepRules } from "./next-step.ts";

/**
 * Issue "One inbox": every lead has a next step with the time it is due (a new lead's is to call
 * the buyer, due when it arrives), which staff change as the sale goes on. "My day" lists the steps
 * due, and the overdue ones are mailed to their owner each business morning.
 */

export type NextStepResult =
  | { ok: true; summary: string }
  | { ok: false; errors: Partial<Record<"nextStep" | "nextStepDue", string>> }
  | "gone";

/** The lead page's Next step form: what, and when (India time); with its audit entry, in one transaction. */
export async function saveNextStep(
  db: DB,
  leadId: unknown,
  form: FormData,
  actor: { name: string },
): Promise<NextStepResult> {
  const step = String(form.get("nextStep") ?? "").trim();
  const dueText = String(form.get("nextStepDue") ?? "");
  const errors: Partial<Record<"nextStep" | "nextStepDue", string>> = {};
  if (step === "") errors.nextStep = nextStepMessages.step;
  else if (step.length > nextStepRules.nextStep.maxLength) errors.nextStep = nextStepMessages.stepLength;
  const due = parseIndiaDateTime(dueText);
  if (!due) errors.nextStepDue = nextStepMessages.due;
  if (Object.keys(errors).length > 0 || !due) return { ok: false, errors };
  if (!isId(leadId)) return "gone";
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("leads")
      .set({ next_step: step, next_step_due: timestamp(due) })
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return "gone";
    const summary = `Next step: ${step}, due ${formatDayMonthTime(due)}`;
    await recordAudit(trx, {
      actor: actor.name,
      action: "lead-next-step",
      entity: "lead",
      entityId: leadId,
      summary,
    });
    return { ok: true, summary };
  });
}
