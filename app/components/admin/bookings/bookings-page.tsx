import { Link } from "react-router";

import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import {
  bookingPath,
  bookingReportsPath,
  bookingStatusLabels,
  bookingStatusTones,
  bookingStatuses,
  bookingsPath,
  bookingTermsPath,
  formatPaise,
  type BookingStatus,
} from "#app/domain/bookings/index.ts";
import type { BookingListItem } from "#app/domain/bookings/index.server.ts";
import { formatShortDate } from "#app/lib/india-time.ts";

const columns: readonly Column<BookingListItem>[] = [
  {
    key: "plot",
    header: "Plot",
    rowHeader: true,
    cell: (b) => (
      <Link to={bookingPath(b.id)} className="font-medium text-forest-800 underline-offset-2 hover:underline">
        Plot {b.plotNumber}, {b.projectName}
      </Link>
    ),
  },
  { key: "buyer", header: "Buyer", cell: (b) => b.buyer },
  {
    key: "booked",
    header: "Booked on",
    cell: (b) => formatShortDate(b.bookedOn),
    className: "whitespace-nowrap",
  },
  {
    key: "price",
    header: "Price",
    cell: (b) => formatPaise(b.pricePaise),
    align: "end",
    className: "tabular-nums",
  },
  {
    key: "paid",
    header: "Paid",
    cell: (b) => formatPaise(b.paidPaise),
    align: "end",
    className: "tabular-nums",
  },
  {
    key: "status",
    header: "Status",
    cell: (b) => (
      <span className="flex flex-wrap gap-1">
        <StatusBadge tone={bookingStatusTones[b.status]} label={bookingStatusLabels[b.status]} />
        {b.approval === "pending" ? <StatusBadge tone="marigold" label="Discount to approve" /> : null}
      </span>
    ),
  },
];

/**
 * Issue "Site visits and bookings": every booking (a sales executive's own), with what it costs
 * and what has been paid; owners and sales managers also reach the reports and the schedule
 * templates from here. A plot is booked from its page or from a lead's hold.
 */
export function BookingsPage({
  bookings,
  status,
  manages,
}: {
  bookings: BookingListItem[];
  status: BookingStatus | null;
  manages: boolean;
}) {
  const tabs: { label: string; to: string; current: boolean }[] = [
    { label: "All", to: bookingsPath, current: status === null },
    ...bookingStatuses.map((s) => ({
      label: bookingStatusLabels[s],
      to: `${bookingsPath}?status=${s}`,
      current: status === s,
    })),
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader
        title="Bookings"
        intro="Plots booked with their token, newest first. Book a plot from its page in a project's Plots, or from a lead's hold."
        actions={
          manages ? (
            <>
              <LinkButton variant="secondary" size="sm" to={bookingReportsPath}>
                Booking reports
              </LinkButton>
              <LinkButton variant="secondary" size="sm" to={bookingTermsPath}>
                Payment schedules
              </LinkButton>
            </>
          ) : null
        }
      />
      <nav aria-label="Booking status" className="inline-flex flex-wrap rounded-lg bg-neutral-200/70 p-1">
        {tabs.map((tab) => (
          <Link
            key={tab.label}
            to={tab.to}
            aria-current={tab.current ? "page" : undefined}
            className={`rounded-md px-4 py-1.5 text-sm font-semibold ${
              tab.current ? "bg-white text-forest-900 shadow-sm" : "text-neutral-700 hover:text-neutral-900"
            }`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <DataTable
        caption="Bookings, newest first"
        columns={columns}
        rows={bookings}
        rowKey={(b) => b.id}
        empty={
          <EmptyState title="No bookings yet.">
            Open a project&apos;s Plots and choose a plot to book it.
          </EmptyState>
        }
      />
    </div>
  );
}
