import { Link } from "react-router";

import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import {
  bookingPath,
  formatPaise,
  formatPaiseInFull,
  type DueRow,
  type ProjectMonthRow,
} from "#app/domain/bookings/index.ts";
import { formatShortDate } from "#app/lib/india-time.ts";

const figure = "tabular-nums";

/** The totals row reads in bold. */
const strong = (row: ProjectMonthRow, text: string | number) =>
  row.projectId === "" ? <strong className="font-semibold">{text}</strong> : text;

const monthColumns: readonly Column<ProjectMonthRow>[] = [
  { key: "project", header: "Project", rowHeader: true, cell: (row) => strong(row, row.project) },
  {
    key: "bookings",
    header: "Bookings",
    cell: (row) => strong(row, row.bookings),
    align: "end",
    className: figure,
  },
  {
    key: "booked",
    header: "Agreed price",
    cell: (row) => strong(row, formatPaise(row.bookedPaise)),
    align: "end",
    className: figure,
  },
  {
    key: "cancelled",
    header: "Cancelled since",
    cell: (row) => strong(row, row.cancelled),
    align: "end",
    className: figure,
  },
  {
    key: "receipts",
    header: "Receipts",
    cell: (row) => strong(row, row.receipts),
    align: "end",
    className: figure,
  },
  {
    key: "collected",
    header: "Collected",
    cell: (row) => strong(row, formatPaise(row.collectedPaise)),
    align: "end",
    className: figure,
  },
];

/** The month per project, with the totals as the last row. */
export function BookingMonthTable({
  rows,
  total,
  monthLabel,
}: {
  rows: readonly ProjectMonthRow[];
  total: ProjectMonthRow;
  monthLabel: string;
}) {
  return (
    <DataTable
      caption={`Bookings and collections per project, ${monthLabel}`}
      look="scroll"
      dense
      columns={monthColumns}
      rows={[...rows, total]}
      rowKey={(row) => row.projectId || "total"}
    />
  );
}

const dueColumns: readonly Column<DueRow>[] = [
  {
    key: "plot",
    header: "Plot",
    rowHeader: true,
    cell: (row) => (
      <Link
        to={bookingPath(row.bookingId)}
        className="font-medium text-forest-800 underline-offset-2 hover:underline"
      >
        Plot {row.plot}, {row.project}
      </Link>
    ),
  },
  { key: "buyer", header: "Buyer", cell: (row) => row.buyer },
  { key: "label", header: "Payment", cell: (row) => row.label },
  { key: "due", header: "Due on", cell: (row) => formatShortDate(row.dueOn), className: "whitespace-nowrap" },
  {
    key: "left",
    header: "Left to pay",
    cell: (row) => formatPaiseInFull(row.leftPaise),
    align: "end",
    className: `${figure} whitespace-nowrap`,
  },
];

/** Scheduled payments with something left to pay, each linking to its booking. */
export function BookingDuesTable({ caption, rows }: { caption: string; rows: readonly DueRow[] }) {
  return (
    <DataTable
      caption={caption}
      columns={dueColumns}
      rows={rows}
      rowKey={(row) => `${row.bookingId}-${row.position}`}
    />
  );
}
