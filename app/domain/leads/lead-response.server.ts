import type { DB } from "../../db/database.server.ts";
import { timestamp, toDate, toDateOrNull } from "../../db/time.ts";
import {
  businessMillis,
  describeBusinessHours,
  formatDuration,
  median,
  responseTargetMs,
  type BusinessHours,
} from "./business-hours.ts";
import { isLeadKind, type LeadKind } from "./lead-model.ts";
import type { FirstResponseView } from "./lead-view.ts";

/** Issue "Daily work": how fast leads get a first response, for the dashboard and the sidebar. */

/** The dashboard's figures look back this far. */
export const responseWindowDays = 30;
/** The most answered leads the median reads (the newest): plenty for a month of a developer's leads. */
export const medianSampleLimit = 2_000;
/** The most unanswered leads looked at for the waiting list (the oldest first). */
export const waitingSampleLimit = 500;

const dayMs = 24 * 60 * 60 * 1000;

export interface WaitingLead {
  id: string;
  name: string;
  kind: LeadKind;
  /** Business time waited so far. */
  waitedMs: number;
}

export interface FirstResponseFigures {
  /** The median business time to a first response; null when no lead was answered. */
  medianMs: number | null;
  answered: number;
  /** Leads (spam left out) waiting over five minutes of business hours, longest wait first. */
  waiting: WaitingLead[];
}

/** The last 30 days' leads (spam left out): the median first response, and who waits too long. */
export async function firstResponseFigures(
  db: DB,
  hours: BusinessHours,
  now: Date,
): Promise<FirstResponseFigures> {
  const since = timestamp(new Date(now.getTime() - responseWindowDays * dayMs));
  const recent = () => db.selectFrom("leads").where("spam", "=", 0).where("created_at", ">=", since);
  const [answered, unanswered] = await Promise.all([
    recent()
      .select(["created_at", "first_response_at"])
      .where("first_response_at", "is not", null)
      .orderBy("created_at", "desc")
      .limit(medianSampleLimit)
      .execute(),
    recent()
      .select(["id", "name", "kind", "created_at"])
      .where("first_response_at", "is", null)
      .orderBy("created_at", "asc")
      .limit(waitingSampleLimit)
      .execute(),
  ]);
  const times = answered.map((row) =>
    businessMillis(toDate(row.created_at), toDateOrNull(row.first_response_at) ?? now, hours),
  );
  const waiting = unanswered
    .map((row) => ({
      id: row.id,
      name: row.name,
      kind: isLeadKind(row.kind) ? row.kind : "enquiry",
      waitedMs: businessMillis(toDate(row.created_at), now, hours),
    }))
    .filter((lead) => lead.waitedMs > responseTargetMs)
    .sort((a, b) => b.waitedMs - a.waitedMs);
  return { medianMs: median(times), answered: answered.length, waiting };
}

/** The dashboard lists this many of the longest waits. */
export const waitingListLength = 5;

export function toFirstResponseView(figures: FirstResponseFigures, hours: BusinessHours): FirstResponseView {
  return {
    median: figures.medianMs === null ? null : formatDuration(figures.medianMs),
    answered: figures.answered,
    hours: describeBusinessHours(hours),
    waitingCount: figures.waiting.length,
    waiting: figures.waiting
      .slice(0, waitingListLength)
      .map(({ waitedMs, ...lead }) => ({ ...lead, waited: formatDuration(waitedMs) })),
  };
}

/** The sidebar's Leads count: leads still New, spam left out (one count from an index). */
export async function countNewLeads(db: DB): Promise<number> {
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("spam", "=", 0)
    .where("status", "=", "New")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
