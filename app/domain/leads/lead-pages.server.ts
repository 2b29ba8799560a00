import { outcomeMessages } from "./lead-visit-view.ts";
import { saveVisitOutcome } from "./lead-visit.server.ts";
import { toastResult, type Toast } from "#app/lib/toast.ts";
import { indiaDateTimeValue } from "#app/lib/india-time.ts";
import { describeWhen } from "#app/lib/when.ts";
import type { DB } from "#app/db/database.server.ts";
import type { BusinessHours } from "#app/domain/settings/index.ts";
import { isId } from "#app/lib/ids.ts";
import {
  addLeadNote,
  deleteLead,
  maxNoteLength,
  retryFailedAlerts,
  saveFollowUp,
  setLeadSpam,
  setLeadStatus,
  type Actor,
} from "./lead-actions.server.ts";
import type { LeadDetail, LeadSummary } from "./lead-inbox.server.ts";
import { isLeadStatus, leadKindLabels, type LeadStatus } from "./lead-model.ts";
import type { LeadPageView } from "./lead-page-view.ts";
import { nextStepMessages } from "./next-step.ts";
import { saveNextStep } from "./next-step.server.ts";
import { formatDuration, waitsTooLong } from "./response-time.ts";
import { budgetLabel } from "./lead-options.ts";
import {
  leadPath,
  leadsPath,
  messageSnippet,
  type LeadActionErrors,
  type LeadResponse,
  type LeadRow,
} from "./lead-view.ts";

/** The back office's Leads pages: what they show of a lead, dated for display, and what staff do there. */

/** How long the lead waited, or has waited so far, for someone to change its status or add a note. */
export function leadResponse(
  lead: Pick<LeadSummary, "spam" | "createdAt" | "firstResponseAt">,
  now: Date,
  hours: BusinessHours,
): LeadResponse | null {
  if (lead.spam) return null;
  if (lead.firstResponseAt) {
    return {
      answered: true,
      after: formatDuration(lead.firstResponseAt.getTime() - lead.createdAt.getTime()),
    };
  }
  return {
    answered: false,
    waiting: formatDuration(now.getTime() - lead.createdAt.getTime()),
    late: waitsTooLong(lead.createdAt, now, hours),
  };
}

export function toLeadRow(lead: LeadSummary, now: Date, hours: BusinessHours): LeadRow {
  return {
    id: lead.id,
    kind: lead.kind,
    source: lead.source,
    name: lead.name,
    phone: lead.phone,
    status: lead.status,
    projectName: lead.projectName,
    plotNumber: lead.plotNumber,
    snippet: messageSnippet(lead.message),
    budget: lead.details.budget ? budgetLabel(lead.details.budget) : null,
    location: lead.details.location ?? null,
    assignedName: lead.assignedName,
    spamReason: lead.spamReason,
    earlierLeads: lead.earlierLeads,
    alertFailed: lead.alertState === "failed",
    when: describeWhen(lead.createdAt, now),
    response: leadResponse(lead, now, hours),
  };
}

/** Issue "Inbox": everything the person sent, and what staff did with it. */
export function toLeadPage(lead: LeadDetail, now: Date, hours: BusinessHours): LeadPageView {
  const { createdAt, statusChangedAt, firstResponseAt, notes, history, alert, ...rest } = lead;
  return {
    ...rest,
    when: describeWhen(createdAt, now),
    nextStep: lead.nextStep,
    nextStepDue: lead.nextStepDue
      ? {
          ...describeWhen(lead.nextStepDue, now),
          value: indiaDateTimeValue(lead.nextStepDue),
          overdue: lead.nextStepDue < now,
        }
      : null,
    response: leadResponse({ spam: lead.spam, createdAt, firstResponseAt }, now, hours),
    statusChanged: statusChangedAt ? describeWhen(statusChangedAt, now) : null,
    notes: notes.map(({ createdAt: at, ...note }) => ({ ...note, when: describeWhen(at, now) })),
    history: history.map(({ createdAt: at, ...item }) => ({
      ...item,
      when: describeWhen(at, now),
      earlier: at.getTime() < createdAt.getTime(),
    })),
    alert: alert
      ? {
          state: alert.state,
          attempts: alert.attempts,
          lastError: alert.lastError,
          sent: alert.sentAt ? describeWhen(alert.sentAt, now) : null,
          next: describeWhen(alert.nextAttemptAt, now),
        }
      : null,
  };
}

/** Back to the list when the lead was deleted meanwhile. */
export const leadGone: Toast = { type: "error", message: "That lead no longer exists." };

/** Back to a page with a message, or the lead page again (400) with a message next to the control. */
export type LeadWorkResult = { toast: Toast; to: string } | { errors: LeadActionErrors };

function statusMessage(status: LeadStatus, before: LeadStatus): string {
  return status === before ? `The status stays ${status}.` : `Status changed to ${status}.`;
}

/**
 * The Leads list's status form (one per row): the same change and audit entry as on the lead
 * page, then back to the list where it was.
 */
export async function changeStatusFromList(db: DB, actor: Actor, form: FormData): Promise<Toast> {
  const status = form.get("status");
  const id = form.get("lead");
  if (!isLeadStatus(status)) return { type: "error", message: "Choose a status from the list." };
  const lead = await db
    .selectFrom("leads")
    .select("status")
    .where("id", "=", isId(id) ? id : "")
    .executeTakeFirst();
  if (!lead || !(await setLeadStatus(db, id, status, actor))) return leadGone;
  return { type: "success", message: statusMessage(status, isLeadStatus(lead.status) ? lead.status : "New") };
}

function followUpMessage(
  result: { status: LeadStatus | null; assignee: { name: string } | null },
  status: LeadStatus,
): string {
  const said = [
    result.status ? `Status changed to ${result.status}.` : "",
    result.assignee
      ? result.assignee.name
        ? `Lead assigned to ${result.assignee.name}.`
        : "Lead unassigned."
      : "",
  ].filter(Boolean);
  return said.length > 0 ? said.join(" ") : `Nothing changed: the status stays ${status}.`;
}

/** A change on the lead page: its status and assignee (one Save), a note, spam or not, or deleting it. */
export async function workOnLead(
  services: { db: DB },
  actor: Actor,
  lead: Pick<LeadDetail, "id" | "kind" | "name" | "status">,
  form: FormData,
): Promise<LeadWorkResult> {
  const { db } = services;
  const here = leadPath(lead.id);
  const gone = { toast: leadGone, to: leadsPath };
  const done = (message: string, to = here) => ({ ...toastResult("success", message), to });
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "follow-up": {
      const status = form.get("status");
      if (!isLeadStatus(status)) return { errors: { status: "Choose a status from the list." } };
      const value = String(form.get("assignee") ?? "");
      const result = await saveFollowUp(
        db,
        lead.id,
        { status, assignee: value === "" ? null : value },
        actor,
      );
      if (result === "gone") return gone;
      if (result === "unknown-assignee") {
        return { errors: { assignee: "Choose an active staff member, or Unassigned." } };
      }
      return done(followUpMessage(result, status));
    }
    case "note": {
      const body = String(form.get("note") ?? "");
      if (body.trim() === "") return { errors: { note: "Please write the note first.", noteText: body } };
      if (body.trim().length > maxNoteLength) {
        return { errors: { note: `Please keep a note under ${maxNoteLength} characters.`, noteText: body } };
      }
      if (!(await addLeadNote(db, lead.id, body, actor))) return gone;
      return done("Note added.");
    }
    case "next-step": {
      const result = await saveNextStep(db, lead.id, form, actor);
      if (result === "gone") return gone;
      if (!result.ok) return { errors: result.errors };
      return done(nextStepMessages.saved);
    }
    case "visit-outcome": {
      const result = await saveVisitOutcome(db, lead.id, form, actor);
      if (result === "gone") return gone;
      if (!result.ok) return { errors: result.errors };
      return done(outcomeMessages.saved);
    }
    case "spam":
    case "restore": {
      if (!(await setLeadSpam(db, lead.id, intent === "spam", actor))) return gone;
      return done(intent === "spam" ? "Moved to spam." : "Restored to the inbox.");
    }
    case "delete": {
      if (!(await deleteLead(db, lead.id, actor))) return gone;
      return done(`The ${leadKindLabels[lead.kind].toLowerCase()} from ${lead.name} was deleted.`, leadsPath);
    }
    default:
      return { errors: { form: "Unknown action." } };
  }
}

/** "Send again": the alert e-mails that gave up go back in the queue; says how many. */
export async function retryAlerts(db: DB): Promise<string> {
  const queued = await retryFailedAlerts(db);
  if (queued === 0) return "There were no failed alert e-mails to send.";
  return `${queued === 1 ? "1 alert e-mail" : `${queued} alert e-mails`} will be sent again.`;
}
