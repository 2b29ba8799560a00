import { formatMonth, monthsBefore } from "#app/lib/india-time.ts";

/**
 * Issue "One inbox", Reports: what the month's report shows (browser-safe; counted in
 * lead-reports.server.ts).
 */

/** One line of a report: a source, a campaign or an executive, or all the month's leads. */
export interface LeadReportRow {
  label: string;
  leads: number;
  /** Leads that had a first response (a status change or a note). */
  answered: number;
  /** The median first response in business hours ("4 min"); null when none was answered. */
  medianResponse: string | null;
  /** The month's leads now booked (marked Won). */
  bookings: number;
}

export interface LeadReport {
  /** YYYY-MM, India time. */
  month: string;
  monthLabel: string;
  total: LeadReportRow;
  bySource: LeadReportRow[];
  byCampaign: LeadReportRow[];
  byExecutive: LeadReportRow[];
}

export const reportsPath = "/admin/reports";

/** The months a report can be asked for: this one and the eleven before, newest first. */
export function reportMonths(current: string): { value: string; label: string }[] {
  return Array.from({ length: 12 }, (_, back) => {
    const value = monthsBefore(current, back);
    return { value, label: formatMonth(value) };
  });
}
