import { Link } from "react-router";

import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import {
  bookingPath,
  bookingStatusLabels,
  bookingStatusTones,
  bookingStatuses,
  formatPaiseInFull,
  type BookingStatus,
} from "#app/domain/bookings/index.ts";
import { keptBookingsReason, type PersonBookingRow } from "#app/domain/personal-data/personal-data-view.ts";
import { formatCalendarDay } from "#app/lib/india-time.ts";

const isStatus = (status: string): status is BookingStatus =>
  bookingStatuses.includes(status as BookingStatus);

const columns: Column<PersonBookingRow>[] = [
  {
    key: "plot",
    header: "Booking",
    rowHeader: true,
    cell: (row) => (
      <Link
        to={bookingPath(row.id)}
        className="font-medium text-forest-700 underline-offset-4 hover:underline"
      >
        Plot {row.plot}, {row.project}
      </Link>
    ),
  },
  {
    key: "status",
    header: "Status",
    cell: (row) =>
      isStatus(row.status) ? (
        <StatusBadge tone={bookingStatusTones[row.status]} label={bookingStatusLabels[row.status]} />
      ) : (
        row.status
      ),
  },
  {
    key: "price",
    header: "Price",
    cell: (row) => formatPaiseInFull(row.pricePaise),
    align: "end",
    className: "tabular-nums",
  },
  {
    key: "booked",
    header: "Booked on",
    cell: (row) => formatCalendarDay(row.bookedOn),
    className: "whitespace-nowrap",
  },
  {
    key: "receipts",
    header: "Receipts",
    cell: (row) =>
      row.receipts.length === 0 ? (
        "None"
      ) : (
        <ul className="space-y-0.5">
          {row.receipts.map((receipt) => (
            <li key={receipt.number} className="tabular-nums">
              {receipt.number} · {formatCalendarDay(receipt.receivedOn)} ·{" "}
              {formatPaiseInFull(receipt.amountPaise)}
            </li>
          ))}
        </ul>
      ),
  },
];

/**
 * The bookings a person is on, and why an erasure keeps them: the law requires a booking's
 * records (books of account), which the DPDP Act allows to be kept.
 */
export function PersonBookings({
  personKey,
  bookings,
  divided,
}: {
  personKey: string;
  bookings: PersonBookingRow[];
  /** Under other rows of the panel: a line between. */
  divided: boolean;
}) {
  if (bookings.length === 0) return null;
  return (
    <div className={divided ? "border-t border-neutral-200" : undefined}>
      <DataTable
        caption={`Bookings under ${personKey}, newest first`}
        columns={columns}
        rows={bookings}
        rowKey={(row) => row.id}
        look="plain"
      />
      <p className="border-t border-neutral-200 px-4 py-3 text-sm text-neutral-700 sm:px-5">
        {keptBookingsReason(bookings.length)}
      </p>
    </div>
  );
}
