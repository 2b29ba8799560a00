import { csvText, guardCell } from "#app/lib/csv.ts";
import { addDays, formatMonth, monthsBefore } from "#app/lib/india-time.ts";
import { paymentModeLabels, type PaymentMode } from "./booking-model.ts";
import { bookingReportsPath } from "./booking-paths.ts";
import { paymentStandings, type ScheduledPayment } from "./booking-schedule.ts";

/**
 * Issue "Site visits and bookings", Reports: what the booking reports show and the accountant's
 * CSV files (browser-safe; read from the database in booking-reports.server.ts).
 *
 * - Bookings and collections, per project for a month (India): the bookings made in the month
 *   (`booked_on` in it) that still stand (booked or registered), their count and agreed price; the
 *   ones made in the month and since cancelled are counted apart (`cancelled`), their price left
 *   out. Collections are the receipts received in the month, whatever became of their booking
 *   since; a cancelled booking's refund is not taken off.
 * - Dues: the schedule rows of open (booked) bookings with something left to pay once the
 *   booking's receipts fill its schedule in order (`paymentStandings`): overdue, due before today;
 *   this week, due from today to today + 6.
 */

/** A project's month, or all projects' (the totals row). */
export interface ProjectMonthRow {
  /** "" for the totals row. */
  projectId: string;
  project: string;
  bookings: number;
  /** The standing bookings' agreed prices. */
  bookedPaise: number;
  cancelled: number;
  receipts: number;
  collectedPaise: number;
}

/** A scheduled payment with something left to pay. */
export interface DueRow {
  bookingId: string;
  /** The row's place in the booking's schedule, from 0. */
  position: number;
  project: string;
  plot: string;
  /** The first buyer. */
  buyer: string;
  label: string;
  /** YYYY-MM-DD. */
  dueOn: string;
  leftPaise: number;
}

export interface BookingReport {
  /** YYYY-MM, India time. */
  month: string;
  monthLabel: string;
  projects: ProjectMonthRow[];
  total: ProjectMonthRow;
  /** YYYY-MM-DD: the week of dues runs from `today` to `weekEnd`, both included. */
  today: string;
  weekEnd: string;
  overdue: DueRow[];
  thisWeek: DueRow[];
}

/** One receipt of the collections file. */
export interface CollectionLine {
  number: string;
  receivedOn: string;
  project: string;
  plot: string;
  buyer: string;
  amountPaise: number;
  mode: PaymentMode;
  reference: string;
  recordedBy: string;
}

export const bookingReportKinds = ["collections", "dues"] as const;
export type BookingReportKind = (typeof bookingReportKinds)[number];

export function isBookingReportKind(value: unknown): value is BookingReportKind {
  return bookingReportKinds.includes(value as BookingReportKind);
}

/** The CSV file of a month's collections, or of the dues (which do not depend on the month). */
export function bookingReportExportPath(month: string, kind: BookingReportKind): string {
  return `${bookingReportsPath}/export?${new URLSearchParams({ month, kind })}`;
}

/** Whether `month` is a real "YYYY-MM". */
export function isReportMonth(month: string): boolean {
  const match = /^\d{4}-(\d{2})$/.exec(month);
  return match !== null && Number(match[1]) >= 1 && Number(match[1]) <= 12;
}

/** The months a report can be asked for: this one and the eleven before, newest first. */
export function bookingReportMonths(current: string): { value: string; label: string }[] {
  return Array.from({ length: 12 }, (_, back) => {
    const value = monthsBefore(current, back);
    return { value, label: formatMonth(value) };
  });
}

/** The last day of the week of dues that starts `today`. */
export function weekEndOf(today: string): string {
  return addDays(today, 6);
}

/** An open booking with its schedule and what it has received. */
export interface OpenBookingDues {
  bookingId: string;
  project: string;
  plot: string;
  buyer: string;
  schedule: ScheduledPayment[];
  receivedPaise: number;
}

const byDay = (a: DueRow, b: DueRow) =>
  a.dueOn.localeCompare(b.dueOn) ||
  a.project.localeCompare(b.project) ||
  a.plot.localeCompare(b.plot, "en", { numeric: true });

/** The overdue payments and this week's, each in the order they fall due. */
export function dueRows(
  bookings: readonly OpenBookingDues[],
  today: string,
): { overdue: DueRow[]; thisWeek: DueRow[] } {
  const weekEnd = weekEndOf(today);
  const overdue: DueRow[] = [];
  const thisWeek: DueRow[] = [];
  for (const booking of bookings) {
    for (const [position, standing] of paymentStandings(
      booking.schedule,
      booking.receivedPaise,
      today,
    ).entries()) {
      if (standing.leftPaise === 0 || standing.dueOn > weekEnd) continue;
      const row: DueRow = {
        bookingId: booking.bookingId,
        position,
        project: booking.project,
        plot: booking.plot,
        buyer: booking.buyer,
        label: standing.label,
        dueOn: standing.dueOn,
        leftPaise: standing.leftPaise,
      };
      (standing.dueOn < today ? overdue : thisWeek).push(row);
    }
  }
  return { overdue: overdue.sort(byDay), thisWeek: thisWeek.sort(byDay) };
}

/** Paise as the rupees a spreadsheet reads: "150000.00", "-25.50". */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const whole = Math.abs(paise);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

export const collectionsCsvHeader = [
  "Receipt number",
  "Date",
  "Project",
  "Plot",
  "Buyer",
  "Amount",
  "Mode",
  "Reference",
  "Recorded by",
] as const;

/** The month's receipts, one a line, amounts in rupees; names guarded against formulas. */
export function collectionsCsv(lines: readonly CollectionLine[]): string {
  return csvText([
    [...collectionsCsvHeader],
    ...lines.map((line) => [
      line.number,
      line.receivedOn,
      guardCell(line.project),
      guardCell(line.plot),
      guardCell(line.buyer),
      csvRupees(line.amountPaise),
      paymentModeLabels[line.mode] ?? line.mode,
      guardCell(line.reference),
      guardCell(line.recordedBy),
    ]),
  ]);
}

export const duesCsvHeader = [
  "Status",
  "Due date",
  "Project",
  "Plot",
  "Buyer",
  "Payment",
  "Amount left",
] as const;

/** The overdue payments, then this week's, amounts left in rupees. */
export function duesCsv(dues: { overdue: readonly DueRow[]; thisWeek: readonly DueRow[] }): string {
  const lines = (status: string, rows: readonly DueRow[]) =>
    rows.map((row) => [
      status,
      row.dueOn,
      guardCell(row.project),
      guardCell(row.plot),
      guardCell(row.buyer),
      guardCell(row.label),
      csvRupees(row.leftPaise),
    ]);
  return csvText([
    [...duesCsvHeader],
    ...lines("Overdue", dues.overdue),
    ...lines("Due this week", dues.thisWeek),
  ]);
}

/** "booking-collections-2026-11.csv"; "booking-dues-2026-11-24.csv" (dated the day it is made, India). */
export function bookingReportFilename(kind: BookingReportKind, month: string, today: string): string {
  return kind === "collections" ? `booking-collections-${month}.csv` : `booking-dues-${today}.csv`;
}
