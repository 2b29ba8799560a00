import { BackLink } from "#app/components/admin/back-link.tsx";
import { HistoryCard, type HistoryEntry } from "#app/components/ui/history-card.tsx";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import {
  bookingDocumentRows,
  bookingStatusLabels,
  bookingStatusTones,
  bookingsPath,
  type PaymentStanding,
} from "#app/domain/bookings/index.ts";
import type { Booking, BookingIntent } from "#app/domain/bookings/index.server.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";
import { BookingClosing } from "./booking-closing.tsx";
import { BookingDocuments } from "./booking-documents.tsx";
import { BookingPayments } from "./booking-payments.tsx";
import { BookingSchedule } from "./booking-schedule.tsx";
import { BookingSummary } from "./booking-summary.tsx";

export interface BookingPageProps {
  booking: Booking;
  today: string;
  standings: PaymentStanding[];
  history: HistoryEntry[];
  /** Owners and sales managers: approval, registration, cancellation. */
  manages: boolean;
  failed: { intent: BookingIntent; errors: FieldErrors<string>; values: Record<string, string> } | null;
}

/**
 * Issue "Site visits and bookings": one booking: its buyers and agreed price, the payment schedule
 * and where it stands, the receipts with their PDFs and the next payment, the documents, what a
 * manager does with it, and its history.
 */
export function BookingPage({ booking, today, standings, history, manages, failed }: BookingPageProps) {
  const open = booking.status === "booked";
  const mine = (intent: BookingIntent) => (failed?.intent === intent ? failed : null);
  const scheduleFailed = mine("schedule");
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <BackLink to={bookingsPath}>Bookings</BackLink>
      <PageHeader
        title={`Booking of plot ${booking.plot.number}`}
        intro={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge
              tone={bookingStatusTones[booking.status]}
              label={bookingStatusLabels[booking.status]}
            />
            <span>{booking.project.name}</span>
          </span>
        }
        actions={
          <>
            <LinkButton
              variant="secondary"
              size="sm"
              to={`/admin/projects/${booking.project.id}/plots/${booking.plot.id}`}
            >
              Plot {booking.plot.number}
            </LinkButton>
            {booking.lead ? (
              <LinkButton variant="secondary" size="sm" to={`/admin/leads/${booking.lead.id}`}>
                Lead: {booking.lead.name}
              </LinkButton>
            ) : null}
          </>
        }
      />
      <BookingSummary booking={booking} />
      <BookingSchedule
        bookingOpen={open}
        standings={standings}
        failed={
          scheduleFailed
            ? { message: scheduleFailed.errors.schedule ?? "", values: scheduleFailed.values }
            : null
        }
      />
      <BookingPayments booking={booking} today={today} failed={mine("payment")} />
      <BookingDocuments
        bookingId={booking.id}
        documents={bookingDocumentRows(booking.documents)}
        mayChange={booking.status !== "cancelled"}
      />
      {open && manages ? <BookingClosing booking={booking} today={today} failed={failed} /> : null}
      <HistoryCard entries={history} titleId="booking-history" />
    </div>
  );
}
