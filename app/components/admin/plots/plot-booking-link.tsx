import { LinkButton } from "#app/components/ui/link-button.tsx";
import { bookingPath, newBookingPath } from "#app/domain/bookings/index.ts";
import type { PlotRowView } from "#app/domain/plots/index.ts";

/**
 * Issue "Site visits and bookings": a plot's way to its booking, or to the booking form while it
 * is available or on hold (for the lead it is held for).
 */
export function PlotBookingLink({
  plot,
  mayBook,
  bookingId,
  leadId = null,
}: {
  plot: Pick<PlotRowView, "id" | "number" | "status">;
  mayBook: boolean;
  bookingId: string | null;
  leadId?: string | null;
}) {
  if (!mayBook) return null;
  if (bookingId)
    return (
      <LinkButton variant="secondary" size="sm" to={bookingPath(bookingId)}>
        Booking of plot {plot.number}
      </LinkButton>
    );
  if (plot.status !== "available" && plot.status !== "on_hold") return null;
  return (
    <LinkButton variant="primary" size="sm" to={newBookingPath(plot.id, leadId)}>
      Book plot {plot.number}
    </LinkButton>
  );
}
