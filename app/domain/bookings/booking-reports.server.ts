import type { DB } from "#app/db/database.server.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { formatMonth, indiaToday, monthsBefore } from "#app/lib/india-time.ts";
import type { PaymentMode } from "./booking-model.ts";
import { firstBuyer, paidSoFar } from "./booking-read.server.ts";
import {
  bookingReportFilename,
  collectionsCsv,
  dueRows,
  duesCsv,
  isReportMonth,
  weekEndOf,
  type BookingReport,
  type BookingReportKind,
  type CollectionLine,
  type DueRow,
  type OpenBookingDues,
  type ProjectMonthRow,
} from "./booking-reports.ts";

/**
 * Issue "Site visits and bookings", Reports: a month's bookings and collections per project, the
 * dues of this week and the overdue payments, and the receipts of the accountant's CSV (what each
 * counts: booking-reports.ts). Days are India's YYYY-MM-DD texts, so a month is a range of them;
 * amounts are summed in the database and come back as numbers (PostgreSQL's sums are text).
 */

/** The India month `now` falls in, as YYYY-MM. */
export function currentReportMonth(now: Date = new Date()): string {
  return indiaToday(now).slice(0, 7);
}

/** The month's first day and the next month's, as YYYY-MM-DD (`from <= day < to`). */
function monthDays(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: `${monthsBefore(month, -1)}-01` };
}

const emptyRow = (projectId: string, project: string): ProjectMonthRow => ({
  projectId,
  project,
  bookings: 0,
  bookedPaise: 0,
  cancelled: 0,
  receipts: 0,
  collectedPaise: 0,
});

/** Per project with a booking or a receipt in the month, by name. */
async function projectRows(db: DB, month: string): Promise<ProjectMonthRow[]> {
  const { from, to } = monthDays(month);
  const [booked, received] = await Promise.all([
    db
      .selectFrom("bookings")
      .innerJoin("projects", "projects.id", "bookings.project_id")
      .select((eb) => [
        "bookings.project_id",
        "projects.name",
        "bookings.status",
        eb.fn.countAll<number | string>().as("count"),
        eb.fn.sum<number | string>("bookings.price_paise").as("paise"),
      ])
      .where("bookings.booked_on", ">=", from)
      .where("bookings.booked_on", "<", to)
      .groupBy(["bookings.project_id", "projects.name", "bookings.status"])
      .execute(),
    db
      .selectFrom("booking_receipts")
      .innerJoin("bookings", "bookings.id", "booking_receipts.booking_id")
      .innerJoin("projects", "projects.id", "bookings.project_id")
      .select((eb) => [
        "bookings.project_id",
        "projects.name",
        eb.fn.countAll<number | string>().as("count"),
        eb.fn.sum<number | string>("booking_receipts.amount_paise").as("paise"),
      ])
      .where("booking_receipts.received_on", ">=", from)
      .where("booking_receipts.received_on", "<", to)
      .groupBy(["bookings.project_id", "projects.name"])
      .execute(),
  ]);
  const rows = new Map<string, ProjectMonthRow>();
  const rowOf = (id: string, name: string) => {
    const row = rows.get(id) ?? emptyRow(id, name);
    rows.set(id, row);
    return row;
  };
  for (const group of booked) {
    const row = rowOf(group.project_id, group.name);
    if (group.status === "cancelled") row.cancelled += Number(group.count);
    else {
      row.bookings += Number(group.count);
      row.bookedPaise += Number(group.paise ?? 0);
    }
  }
  for (const group of received) {
    const row = rowOf(group.project_id, group.name);
    row.receipts = Number(group.count);
    row.collectedPaise = Number(group.paise ?? 0);
  }
  return [...rows.values()].sort((a, b) => a.project.localeCompare(b.project));
}

function totalOf(rows: readonly ProjectMonthRow[]): ProjectMonthRow {
  const total = emptyRow("", "All projects");
  for (const row of rows) {
    total.bookings += row.bookings;
    total.bookedPaise += row.bookedPaise;
    total.cancelled += row.cancelled;
    total.receipts += row.receipts;
    total.collectedPaise += row.collectedPaise;
  }
  return total;
}

/**
 * The open bookings with a payment due by the end of this week, each with its whole schedule (the
 * receipts fill it in order) and what it has received.
 */
async function openBookingDues(db: DB, weekEnd: string): Promise<OpenBookingDues[]> {
  const rows = await db
    .selectFrom("booking_dues")
    .innerJoin("bookings", "bookings.id", "booking_dues.booking_id")
    .innerJoin("projects", "projects.id", "bookings.project_id")
    .innerJoin("plots", "plots.id", "bookings.plot_id")
    .select((eb) => [
      "booking_dues.booking_id",
      "booking_dues.label",
      "booking_dues.due_on",
      "booking_dues.amount_paise",
      "projects.name as project",
      "plots.number as plot",
      firstBuyer(eb),
      paidSoFar(eb),
    ])
    .where("bookings.status", "=", "booked")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("booking_dues as soon")
          .select("soon.booking_id")
          .whereRef("soon.booking_id", "=", "bookings.id")
          .where("soon.due_on", "<=", weekEnd),
      ),
    )
    .orderBy("booking_dues.booking_id")
    .orderBy("booking_dues.position")
    .execute();
  const bookings = new Map<string, OpenBookingDues>();
  for (const row of rows) {
    const booking = bookings.get(row.booking_id) ?? {
      bookingId: row.booking_id,
      project: row.project,
      plot: row.plot,
      buyer: row.buyer ?? "",
      schedule: [],
      receivedPaise: Number(row.paid ?? 0),
    };
    booking.schedule.push({ label: row.label, dueOn: row.due_on, amountPaise: Number(row.amount_paise) });
    bookings.set(row.booking_id, booking);
  }
  return [...bookings.values()];
}

/** The overdue payments and this week's, as of India's day at `now`. */
export async function bookingDues(
  db: DB,
  now: Date = new Date(),
): Promise<{ today: string; weekEnd: string; overdue: DueRow[]; thisWeek: DueRow[] }> {
  const today = indiaToday(now);
  const weekEnd = weekEndOf(today);
  return { today, weekEnd, ...dueRows(await openBookingDues(db, weekEnd), today) };
}

/** The month's report with the dues as of `now`; null for a month that is not "YYYY-MM". */
export async function bookingReport(
  db: DB,
  month: string,
  now: Date = new Date(),
): Promise<BookingReport | null> {
  if (!isReportMonth(month)) return null;
  const [projects, dues] = await Promise.all([projectRows(db, month), bookingDues(db, now)]);
  return { month, monthLabel: formatMonth(month), projects, total: totalOf(projects), ...dues };
}

/** The month's receipts for the accountant, by day and number; null for a month that is not "YYYY-MM". */
export async function collectionLines(db: DB, month: string): Promise<CollectionLine[] | null> {
  if (!isReportMonth(month)) return null;
  const { from, to } = monthDays(month);
  const rows = await db
    .selectFrom("booking_receipts")
    .innerJoin("bookings", "bookings.id", "booking_receipts.booking_id")
    .innerJoin("projects", "projects.id", "bookings.project_id")
    .innerJoin("plots", "plots.id", "bookings.plot_id")
    .select((eb) => [
      "booking_receipts.number",
      "booking_receipts.received_on",
      "booking_receipts.amount_paise",
      "booking_receipts.mode",
      "booking_receipts.reference",
      "booking_receipts.recorded_by",
      "projects.name as project",
      "plots.number as plot",
      firstBuyer(eb),
    ])
    .where("booking_receipts.received_on", ">=", from)
    .where("booking_receipts.received_on", "<", to)
    .orderBy("booking_receipts.received_on")
    .orderBy("booking_receipts.financial_year")
    .orderBy("booking_receipts.sequence")
    .execute();
  return rows.map((row) => ({
    number: row.number,
    receivedOn: row.received_on,
    project: row.project,
    plot: row.plot,
    buyer: row.buyer ?? "",
    amountPaise: Number(row.amount_paise),
    mode: row.mode as PaymentMode,
    reference: row.reference,
    recordedBy: row.recorded_by,
  }));
}

/**
 * The accountant's file: the month's collections or the dues as of `now`, with an audit entry
 * (it names buyers). Null for a month that is not "YYYY-MM".
 */
export async function bookingReportFile(
  db: DB,
  actor: { name: string },
  kind: BookingReportKind,
  month: string,
  now: Date = new Date(),
): Promise<{ csv: string; filename: string } | null> {
  if (!isReportMonth(month)) return null;
  const filename = bookingReportFilename(kind, month, indiaToday(now));
  let csv: string;
  let summary: string;
  if (kind === "collections") {
    const lines = (await collectionLines(db, month))!;
    csv = collectionsCsv(lines);
    summary = `Downloaded the collections of ${formatMonth(month)} (${lines.length === 1 ? "1 receipt" : `${lines.length} receipts`}) as CSV`;
  } else {
    const dues = await bookingDues(db, now);
    const count = dues.overdue.length + dues.thisWeek.length;
    csv = duesCsv(dues);
    summary = `Downloaded the dues (${count === 1 ? "1 payment" : `${count} payments`}) as CSV`;
  }
  await recordAudit(db, { actor: actor.name, action: "booking-report-export", entity: "booking", summary });
  return { csv, filename };
}
