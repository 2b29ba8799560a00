/** The back office's addresses of bookings (issue "Site visits and bookings"). */
export const bookingsPath = "/admin/bookings";

export const bookingPath = (id: string) => `${bookingsPath}/${id}`;

export const bookingTermsPath = `${bookingsPath}/terms`;

export const bookingReportsPath = `${bookingsPath}/reports`;

/** The booking form for a plot, for a lead when the plot is held for one or booked from a lead's page. */
export function newBookingPath(plotId: string, leadId?: string | null): string {
  const query = new URLSearchParams({ plot: plotId });
  if (leadId) query.set("lead", leadId);
  return `${bookingsPath}/new?${query}`;
}

export const receiptPath = (bookingId: string, receiptId: string) =>
  `${bookingPath(bookingId)}/receipts/${receiptId}`;
