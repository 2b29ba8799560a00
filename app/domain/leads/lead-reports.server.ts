import type { DB } from "#app/db/database.server.ts";
import { timestamp, toDate, toDateOrNull } from "#app/db/time.ts";
import type { BusinessHours } from "#app/domain/settings/index.server.ts";
import { formatMonth, indiaDayBounds, indiaToday, monthsBefore } from "#app/lib/india-time.ts";
import { leadSourceLabel } from "./lead-sources.ts";
import type { LeadReport, LeadReportRow } from "./lead-reports.ts";
import { businessMillis, formatDuration, median } from "./response-time.ts";

/**
 * Issue "One inbox", Reports: a month's leads (spam and the sources' test leads left out) counted
 * by source, by campaign and by executive, each with how many were answered, the median first
 * response in business hours, and the bookings among them (the leads marked Won).
 */

interface MonthLead {
  source: string;
  campaign: string | null;
  executive: string | null;
  status: string;
  created_at: Date | string;
  first_response_at: Date | string | null;
}

/** The month's first and next month's first instants in India time; null for a bad "YYYY-MM". */
export function monthBounds(month: string): { start: Date; end: Date } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  if (Number(match[2]) < 1 || Number(match[2]) > 12) return null;
  const start = indiaDayBounds(`${month}-01`);
  const end = indiaDayBounds(`${monthsBefore(month, -1)}-01`);
  return start && end ? { start: start.start, end: end.start } : null;
}

/** The India month `now` falls in, as YYYY-MM. */
export function currentMonth(now: Date = new Date()): string {
  return indiaToday(now).slice(0, 7);
}

function rowsBy(
  leads: readonly MonthLead[],
  keyOf: (lead: MonthLead) => string,
  hours: BusinessHours,
): LeadReportRow[] {
  const groups = Map.groupBy(leads, keyOf);
  return [...groups.entries()]
    .map(([label, group]) => summary(label, group, hours))
    .sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label));
}

function summary(label: string, group: readonly MonthLead[], hours: BusinessHours): LeadReportRow {
  const waits = group.flatMap((lead) => {
    const answered = toDateOrNull(lead.first_response_at);
    return answered ? [businessMillis(toDate(lead.created_at), answered, hours)] : [];
  });
  const middle = median(waits);
  return {
    label,
    leads: group.length,
    answered: waits.length,
    medianResponse: middle === null ? null : formatDuration(middle),
    bookings: group.filter((lead) => lead.status === "Won").length,
  };
}

/** The month's report; null for a month that is not "YYYY-MM". */
export async function leadReport(db: DB, month: string, hours: BusinessHours): Promise<LeadReport | null> {
  const bounds = monthBounds(month);
  if (!bounds) return null;
  const leads: MonthLead[] = await db
    .selectFrom("leads")
    .leftJoin("auth_user", "auth_user.id", "leads.assigned_to")
    .select([
      "leads.source",
      "leads.campaign",
      "auth_user.name as executive",
      "leads.status",
      "leads.created_at",
      "leads.first_response_at",
    ])
    .where("leads.spam", "=", 0)
    .where("leads.test", "=", false)
    .where("leads.created_at", ">=", timestamp(bounds.start))
    .where("leads.created_at", "<", timestamp(bounds.end))
    .execute();
  return {
    month,
    monthLabel: formatMonth(month),
    total: summary("All leads", leads, hours),
    bySource: rowsBy(leads, (lead) => leadSourceLabel(lead.source), hours),
    byCampaign: rowsBy(leads, (lead) => lead.campaign ?? "No campaign", hours),
    byExecutive: rowsBy(leads, (lead) => lead.executive ?? "Unassigned", hours),
  };
}
