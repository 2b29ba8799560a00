import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { isId, newId } from "#app/lib/ids.ts";
import { closedLeadStatuses, leadKindLabels, isLeadKind, type LeadStatus } from "./lead-model.ts";
import { summaryWithLeadIds } from "./lead-access.server.ts";
import { queueLeadAlert } from "./leads.server.ts";

/**
 * What staff do to a lead. Each change and its audit entry (shown in the dashboard's Recent
 * Activity) are written in one transaction; each returns false when the lead does not exist.
 */

export interface Actor {
  name: string;
}

export const maxNoteLength = 2000;

async function leadFor(db: DB, id: unknown) {
  if (!isId(id)) return null;
  return (
    (await db
      .selectFrom("leads")
      .select(["id", "name", "kind", "status", "spam", "assigned_to"])
      .where("id", "=", id)
      .executeTakeFirst()) ?? null
  );
}

function describe(lead: { name: string; kind: string }): string {
  const kind = isLeadKind(lead.kind) ? leadKindLabels[lead.kind].toLowerCase() : "lead";
  return `${kind} from ${lead.name}`;
}

function audit(db: DB, actor: Actor | null, action: string, leadId: string, summary: string) {
  return recordAudit(db, { actor: actor?.name ?? null, action, entity: "lead", entityId: leadId, summary });
}

/** The lead's first response is its first status change or note, stored with it (issue "Daily work"). */
async function markFirstResponse(db: DB, leadId: string, at: string): Promise<void> {
  await db
    .updateTable("leads")
    .set({ first_response_at: at })
    .where("id", "=", leadId)
    .where("first_response_at", "is", null)
    .execute();
}

type Lead = NonNullable<Awaited<ReturnType<typeof leadFor>>>;

async function changeStatus(db: DB, lead: Lead, status: LeadStatus, actor: Actor): Promise<void> {
  if (lead.status === status) return;
  const now = timestamp();
  await db.updateTable("leads").set({ status, status_changed_at: now }).where("id", "=", lead.id).execute();
  await markFirstResponse(db, lead.id, now);
  await audit(
    db,
    actor,
    "lead-status",
    lead.id,
    `Moved the ${describe(lead)} from ${lead.status} to ${status}`,
  );
}

/** The active staff member's name, "" for no one, or null when the account is unknown or disabled. */
async function assigneeName(db: DB, staffId: string | null): Promise<string | null> {
  if (staffId === null) return "";
  const user = await db
    .selectFrom("auth_user")
    .select(["name", "disabled"])
    .where("id", "=", staffId)
    .executeTakeFirst();
  return !user || Boolean(user.disabled) ? null : user.name;
}

async function changeAssignee(db: DB, lead: Lead, staffId: string | null, name: string, actor: Actor) {
  await db.updateTable("leads").set({ assigned_to: staffId }).where("id", "=", lead.id).execute();
  await audit(
    db,
    actor,
    "lead-assign",
    lead.id,
    staffId === null ? `Unassigned the ${describe(lead)}` : `Assigned the ${describe(lead)} to ${name}`,
  );
}

export async function setLeadStatus(db: DB, id: unknown, status: LeadStatus, actor: Actor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await leadFor(trx, id);
    if (!lead) return false;
    await changeStatus(trx, lead, status, actor);
    return true;
  });
}

/** Assigns the lead to an active staff member, or to no one (null). */
export async function assignLead(
  db: DB,
  id: unknown,
  staffId: string | null,
  actor: Actor,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await leadFor(trx, id);
    if (!lead) return false;
    const name = await assigneeName(trx, staffId);
    if (name === null) return false;
    await changeAssignee(trx, lead, staffId, name, actor);
    return true;
  });
}

/** What the lead page's one Save changed; "gone" when the lead no longer exists. */
export type FollowUpResult =
  "gone" | "unknown-assignee" | { status: LeadStatus | null; assignee: { name: string } | null };

/**
 * The lead page's Follow-up form: status and assignee saved together in one transaction, with one
 * audit entry per field that changed (`null` fields of the result did not change).
 */
export async function saveFollowUp(
  db: DB,
  id: unknown,
  values: { status: LeadStatus; assignee: string | null },
  actor: Actor,
): Promise<FollowUpResult> {
  return db.transaction().execute(async (trx) => {
    const lead = await leadFor(trx, id);
    if (!lead) return "gone";
    const reassigned = values.assignee !== lead.assigned_to;
    const name = reassigned ? await assigneeName(trx, values.assignee) : "";
    if (name === null) return "unknown-assignee";
    await changeStatus(trx, lead, values.status, actor);
    if (reassigned) await changeAssignee(trx, lead, values.assignee, name, actor);
    const status = lead.status === values.status ? null : values.status;
    const assignee = reassigned ? { name } : null;
    return { status, assignee };
  });
}

export async function addLeadNote(db: DB, id: unknown, body: string, actor: Actor): Promise<boolean> {
  const text = body.trim().slice(0, maxNoteLength);
  if (text === "") return false;
  return db.transaction().execute(async (trx) => {
    const lead = await leadFor(trx, id);
    if (!lead) return false;
    const now = timestamp();
    await trx
      .insertInto("lead_notes")
      .values({ id: newId(), lead_id: lead.id, author: actor.name, body: text, created_at: now })
      .execute();
    await markFirstResponse(trx, lead.id, now);
    await audit(trx, actor, "lead-note", lead.id, `Added a note to the ${describe(lead)}`);
    return true;
  });
}

/** Moves a lead to the Spam view (staff judged it), or back to the inbox with its alert sent. */
export async function setLeadSpam(db: DB, id: unknown, spam: boolean, actor: Actor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await leadFor(trx, id);
    if (!lead) return false;
    if (Boolean(lead.spam) === spam) return true;
    await trx
      .updateTable("leads")
      .set(spam ? { spam: 1, spam_reason: "staff" } : { spam: 0, spam_reason: null })
      .where("id", "=", lead.id)
      .execute();
    if (spam) {
      await trx
        .deleteFrom("lead_alerts")
        .where("lead_id", "=", lead.id)
        .where("state", "<>", "sent")
        .execute();
    } else {
      const alert = await trx
        .selectFrom("lead_alerts")
        .select("state")
        .where("lead_id", "=", lead.id)
        .executeTakeFirst();
      if (alert?.state !== "sent") await queueLeadAlert(trx, lead.id);
    }
    await audit(
      trx,
      actor,
      spam ? "lead-spam" : "lead-restore",
      lead.id,
      spam ? `Marked the ${describe(lead)} as spam` : `Restored the ${describe(lead)} from spam`,
    );
    return true;
  });
}

/**
 * Deletes a lead on the person's request (DPDP Act): the lead, its notes and alert go, and the
 * audit entries about it keep what was done but no longer the person's name.
 */
export async function deleteLead(db: DB, id: unknown, actor: Actor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await leadFor(trx, id);
    if (!lead) return false;
    await trx.deleteFrom("leads").where("id", "=", lead.id).execute();
    await forgetLeadsInAudit(trx, [lead.id]);
    const kind = isLeadKind(lead.kind) ? leadKindLabels[lead.kind].toLowerCase() : "lead";
    await audit(
      trx,
      actor,
      "lead-delete",
      lead.id,
      `Deleted ${/^[aeiou]/.test(kind) ? "an" : "a"} ${kind} on request`,
    );
    return true;
  });
}

/** The audit entries about these leads keep what was done, no longer whose lead it was. */
export async function forgetLeadsInAudit(db: DB, leadIds: readonly string[]): Promise<void> {
  if (leadIds.length === 0) return;
  await db
    .updateTable("audit_log")
    .set({ summary: "Worked on a lead that has since been deleted" })
    .where("entity", "=", "lead")
    .where("entity_id", "in", leadIds)
    .execute();
}

/**
 * Settings' retention period: closed (won or lost) leads whose status last changed more than
 * `months` ago are deleted, with their notes. 0 keeps them. Returns how many were deleted.
 */
export async function purgeClosedLeads(db: DB, months: number, now: Date = new Date()): Promise<number> {
  if (months <= 0) return 0;
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom("leads")
      .select("id")
      .where("status", "in", [...closedLeadStatuses])
      .where("status_changed_at", "<", timestamp(cutoff))
      .execute();
    const ids = expired.map((row) => row.id);
    if (ids.length === 0) return 0;
    await trx.deleteFrom("leads").where("id", "in", ids).execute();
    await forgetLeadsInAudit(trx, ids);
    await recordAudit(trx, {
      actor: null,
      action: "lead-retention",
      entity: "lead",
      summary: summaryWithLeadIds(
        `Deleted ${ids.length} closed ${ids.length === 1 ? "lead" : "leads"} past the ${months}-month retention period`,
        ids,
      ),
    });
    return ids.length;
  });
}

/** Sends every alert e-mail that gave up again (Leads, "Retry"). Returns how many. */
export async function retryFailedAlerts(db: DB): Promise<number> {
  const result = await db
    .updateTable("lead_alerts")
    .set({ state: "pending", attempts: 0, next_attempt_at: timestamp() })
    .where("state", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
