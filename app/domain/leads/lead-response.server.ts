import type { ExpressionBuilder } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import { timestamp, toDate, toDateOrNull } from "#app/db/time.ts";
import { describeBusinessHours, type BusinessHours } from "#app/domain/settings/index.ts";
import { businessMillis, formatDuration, lateArrivals, median } from "./response-time.ts";
import { tallyLeads } from "./lead-inbox.server.ts";
import { isLeadKind, type LeadKind } from "./lead-model.ts";
import type { FirstResponseView } from "./lead-view.ts";

/** Issue "Daily work": how fast leads get a first response, for the dashboard and the sidebar. */

/** The dashboard's figures look back this far. */
export const responseWindowDays = 30;
/**
 * The most answered leads the median reads (the newest): a steady figure for a month of a
 * developer's leads, and a dashboard that costs the same with 100,000 leads in the table.
 */
export const medianSampleLimit = 500;
/** The dashboard lists this many of the longest waits. */
export const waitingListLength = 5;

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
  /** Leads (spam left out) waiting over five minutes of business hours. */
  waitingCount: number;
  /** The longest of those waits, longest first (`waitingListLength` at most). */
  waiting: WaitingLead[];
}

const countAll = (eb: ExpressionBuilder<Database, "leads">) => eb.fn.countAll<number | string>().as("n");

/**
 * The last 30 days' leads (spam left out): the median first response, and who waits too long.
 * The counts and the longest waits come from the index on (spam, created_at, first_response_at),
 * so the dashboard reads a few rows whatever the table holds.
 */
export async function firstResponseFigures(
  db: DB,
  hours: BusinessHours,
  now: Date,
): Promise<FirstResponseFigures> {
  const since = timestamp(new Date(now.getTime() - responseWindowDays * dayMs));
  const recent = () => db.selectFrom("leads").where("spam", "=", 0).where("created_at", ">=", since);
  const answered = () => recent().where("first_response_at", "is not", null);
  const late = () =>
    recent()
      .where("first_response_at", "is", null)
      .where("created_at", "<", timestamp(lateArrivals(now, hours)));
  const [newest, answeredCount, waitingCount, longest] = await Promise.all([
    answered()
      .select(["created_at", "first_response_at"])
      .orderBy("created_at", "desc")
      .limit(medianSampleLimit)
      .execute(),
    answered().select(countAll).executeTakeFirstOrThrow(),
    late().select(countAll).executeTakeFirstOrThrow(),
    // The earliest arrival has waited longest: waiting only grows with an earlier arrival.
    late()
      .select(["id", "name", "kind", "created_at"])
      .orderBy("created_at", "asc")
      .limit(waitingListLength)
      .execute(),
  ]);
  const times = newest.map((row) =>
    businessMillis(toDate(row.created_at), toDateOrNull(row.first_response_at) ?? now, hours),
  );
  return {
    medianMs: median(times),
    answered: Number(answeredCount.n),
    waitingCount: Number(waitingCount.n),
    waiting: longest.map((row) => ({
      id: row.id,
      name: row.name,
      kind: isLeadKind(row.kind) ? row.kind : "enquiry",
      waitedMs: businessMillis(toDate(row.created_at), now, hours),
    })),
  };
}

export function toFirstResponseView(figures: FirstResponseFigures, hours: BusinessHours): FirstResponseView {
  return {
    median: figures.medianMs === null ? null : formatDuration(figures.medianMs),
    answered: figures.answered,
    hours: describeBusinessHours(hours),
    waitingCount: figures.waitingCount,
    waiting: figures.waiting.map(({ waitedMs, ...lead }) => ({ ...lead, waited: formatDuration(waitedMs) })),
  };
}

/** The sidebar's Leads count: leads still New, spam left out (from the leads' tallies). */
export function countNewLeads(db: DB): Promise<number> {
  return tallyLeads(db, { view: "inbox", kind: null, status: "New" });
}
