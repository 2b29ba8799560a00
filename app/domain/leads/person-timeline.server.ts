import type { DB } from "#app/db/database.server.ts";
import { toDate } from "#app/db/time.ts";
import { listEntityHistory } from "#app/domain/audit/index.server.ts";
import { plotsHeldForLeads } from "#app/domain/plots/index.server.ts";
import { formatSlotTime, isVisitOutcome, visitMoment, visitOutcomeLabels } from "#app/domain/visits/index.ts";
import { formatCalendarDay } from "#app/lib/india-time.ts";
import { describeWhen } from "#app/lib/when.ts";
import { leadAccessActions } from "./lead-access.server.ts";
import { leadKindLabel } from "./lead-model.ts";
import { leadSourceLabel } from "./lead-sources.ts";
import type { TimelineItem } from "./person-page-view.ts";

/** How much of a buyer's history the page shows, newest first. */
export const timelineLength = 200;

/** A lead of the buyer as the timeline tells it. */
export interface TimelineLead {
  id: string;
  kind: string;
  source: string;
  message: string | null;
  details: string;
  plot_number: string | null;
  created_at: Date | string;
  project_name: string | null;
}

type Dated = TimelineItem & { at: number };

/**
 * One timeline of a buyer (issue "One inbox"): each lead as it came and the message the buyer sent
 * with it, the notes on the leads, what staff did with them, the site visits they booked (each
 * dated when it was booked, with its day and time now, whether it was moved, cancelled, and what
 * came of it), the plots held for them (dated when the hold was made) and their WhatsApp messages
 * both ways (issue "WhatsApp channel": a buyer's message counts as their reply), newest first.
 */
export async function personTimeline(
  db: DB,
  personId: string,
  leads: readonly TimelineLead[],
  now: Date,
): Promise<TimelineItem[]> {
  const ids = leads.map((lead) => lead.id);
  const [notes, histories, visits, holds, merges, whatsApp] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom("lead_notes")
          .selectAll()
          .where("lead_id", "in", ids)
          .orderBy("created_at", "desc")
          .limit(timelineLength)
          .execute(),
    Promise.all(ids.map((leadId) => listEntityHistory(db, "lead", leadId))),
    visitItems(db, leads, now),
    holdItems(db, ids, now),
    listEntityHistory(db, "person", personId),
    whatsAppItems(db, personId, ids, now),
  ]);
  const dated = (at: Date) => ({ at: at.getTime(), when: describeWhen(at, now) });
  const timeline: Dated[] = [
    ...leads.flatMap((lead) => {
      const about = [lead.project_name, lead.plot_number ? `plot ${lead.plot_number}` : null]
        .filter(Boolean)
        .join(", ");
      const at = toDate(lead.created_at);
      const came: Dated = {
        key: `lead-${lead.id}`,
        kind: "lead",
        text: `${leadKindLabel(lead.kind)} from ${leadSourceLabel(lead.source)}${about ? ` about ${about}` : ""}`,
        by: null,
        leadId: lead.id,
        ...dated(at),
      };
      const message: Dated | null = lead.message?.trim()
        ? {
            key: `message-${lead.id}`,
            kind: "message",
            text: lead.message,
            by: null,
            leadId: lead.id,
            ...dated(at),
          }
        : null;
      return message ? [came, message] : [came];
    }),
    ...notes.map((note): Dated => ({
      key: `note-${note.id}`,
      kind: "note",
      text: note.body,
      by: note.author,
      leadId: note.lead_id,
      ...dated(toDate(note.created_at)),
    })),
    ...histories
      .flat()
      .concat(merges)
      .filter((entry) => entry.action !== leadAccessActions.viewed && entry.action !== "lead-note")
      .map((entry): Dated => ({
        key: `audit-${entry.id}`,
        kind: "change",
        text: entry.summary,
        by: entry.actor,
        leadId: entry.entity === "lead" ? entry.entityId : null,
        ...dated(entry.createdAt),
      })),
    ...visits,
    ...holds,
    ...whatsApp,
  ];
  // Newest first; a lead's message stays under the lead it came with (the sort keeps their order).
  timeline.sort((a, b) => b.at - a.at);
  return timeline.slice(0, timelineLength).map(({ at: _at, ...item }) => item);
}

/** The day and time a site-visit lead booked, as the form wrote them into its details. */
function bookedFor(details: string): { date: string; time: string } | null {
  try {
    const { visitDate, timeSlot } = JSON.parse(details) as { visitDate?: unknown; timeSlot?: unknown };
    return typeof visitDate === "string" && typeof timeSlot === "string"
      ? { date: visitDate, time: timeSlot }
      : null;
  } catch {
    return null;
  }
}

/**
 * The buyer's booked site visits, one entry each, dated when it was booked: its project, day and
 * time now, the day and time it was booked for when the buyer has moved it since, and where it
 * stands: booked, cancelled, or what came of it (came or not, the plots liked).
 */
async function visitItems(db: DB, leads: readonly TimelineLead[], now: Date): Promise<Dated[]> {
  const ids = leads.map((lead) => lead.id);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("site_visits")
    .innerJoin("projects", "projects.id", "site_visits.project_id")
    .select([
      "site_visits.id",
      "site_visits.lead_id",
      "site_visits.visit_date",
      "site_visits.start_time",
      "site_visits.visitors",
      "site_visits.status",
      "site_visits.outcome",
      "site_visits.plots_liked",
      "site_visits.created_at",
      "projects.name as project_name",
    ])
    .where("site_visits.lead_id", "in", ids)
    .execute();
  const detailsOf = new Map(leads.map((lead) => [lead.id, lead.details]));
  return rows.map((visit): Dated => {
    const booked = bookedFor(detailsOf.get(visit.lead_id) ?? "");
    const movedFrom =
      booked && (booked.date !== visit.visit_date || booked.time !== formatSlotTime(visit.start_time))
        ? booked
        : null;
    const outcome = isVisitOutcome(visit.outcome) ? visit.outcome : null;
    const state =
      visit.status === "cancelled"
        ? "cancelled"
        : outcome
          ? `${visitOutcomeLabels[outcome].toLowerCase()}${visit.plots_liked ? `, plots liked: ${visit.plots_liked}` : ""}`
          : "booked";
    const visitors = visit.visitors === 1 ? "1 visitor" : `${visit.visitors} visitors`;
    const at = toDate(visit.created_at);
    return {
      key: `visit-${visit.id}`,
      kind: "visit",
      text: [
        `Site visit to ${visit.project_name}, ${visitMoment(visit.visit_date, visit.start_time)}, ${visitors}: ${state}.`,
        movedFrom ? ` Moved from ${formatCalendarDay(movedFrom.date)} at ${movedFrom.time}.` : "",
      ].join(""),
      by: null,
      leadId: visit.lead_id,
      at: at.getTime(),
      when: describeWhen(at, now),
    };
  });
}

/** The plot-hold audit action (app/domain/plots/plot-holds.server.ts writes it with each hold). */
const plotHoldAction = "plot-hold";

/**
 * The plots on hold for the leads, each dated when its hold was made, by whom: the newest
 * "plot-hold" entry of the plot's audit history, written in the hold's own transaction (the plots
 * table keeps no time of the hold, and its updated_at moves with any later edit of the plot). A
 * hold without its entry (none is made without one) is dated now.
 */
async function holdItems(db: DB, leadIds: readonly string[], now: Date): Promise<Dated[]> {
  const holds = await plotsHeldForLeads(db, leadIds);
  return Promise.all(
    holds.map(async (hold) => {
      const made = (await listEntityHistory(db, "plot", hold.id)).find(
        (entry) => entry.action === plotHoldAction,
      );
      const at = made?.createdAt ?? now;
      const until = hold.holdUntil ? new Date(hold.holdUntil) : now;
      return {
        key: `hold-${hold.id}`,
        kind: "hold" as const,
        text: `Plot ${hold.number} of ${hold.projectName} on hold until ${describeWhen(until, now).exact}`,
        by: made?.actor ?? null,
        leadId: null,
        at: at.getTime(),
        when: describeWhen(at, now),
      };
    }),
  );
}

/**
 * The buyer's WhatsApp messages, both ways (app/domain/whatsapp keeps them; read here, where the
 * rest of the timeline is read): the buyer's as their reply, ours with what became of them.
 */
async function whatsAppItems(
  db: DB,
  personId: string,
  leadIds: readonly string[],
  now: Date,
): Promise<Dated[]> {
  const rows = await db
    .selectFrom("whatsapp_messages")
    .select(["id", "direction", "body", "state", "sent_by", "lead_id", "created_at"])
    .where((eb) =>
      leadIds.length === 0
        ? eb("person_id", "=", personId)
        : eb.or([eb("person_id", "=", personId), eb("lead_id", "in", leadIds)]),
    )
    .where("purpose", "!=", "lead-alert")
    .orderBy("created_at", "desc")
    .limit(timelineLength)
    .execute();
  return rows.map((row): Dated => {
    const at = toDate(row.created_at);
    return {
      key: `whatsapp-${row.id}`,
      kind: "whatsapp",
      text: row.direction === "in" ? `Replied on WhatsApp: ${row.body}` : `${row.body} (${row.state})`,
      by: row.direction === "in" ? null : (row.sent_by ?? "Sent by the site"),
      leadId: row.lead_id,
      at: at.getTime(),
      when: describeWhen(at, now),
    };
  });
}
