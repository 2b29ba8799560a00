import { defaultReraWebsite } from "#app/domain/projects/index.ts";
import type { DB } from "#app/db/database.server.ts";
import { companyLetterhead } from "#app/domain/settings/index.ts";
import { getSiteSettings } from "#app/domain/settings/index.server.ts";
import { getBooking, type Booking } from "./booking-read.server.ts";
import { receiptFileName, type ReceiptInput } from "./booking-receipt-pdf.server.ts";

/**
 * Issue "Site visits and bookings": what a receipt's PDF needs, read from the booking, its project
 * and the site settings, and the PDF as the back office answers it.
 */

export interface LoadedReceipt {
  /** For the permission check (mayWorkBooking). */
  booking: Booking;
  receipt: ReceiptInput;
}

/** A receipt of a booking, with what its PDF prints; null when either is unknown or they do not belong together. */
export async function loadReceipt(
  db: DB,
  bookingId: unknown,
  receiptId: unknown,
): Promise<LoadedReceipt | null> {
  const booking = await getBooking(db, bookingId);
  if (!booking) return null;
  // The receipts come in the order they were received: the total to date counts this one and those before it.
  const index = booking.receipts.findIndex((r) => r.id === receiptId);
  const receipt = booking.receipts[index];
  if (!receipt) return null;
  const [settings, project] = await Promise.all([
    getSiteSettings(db),
    db
      .selectFrom("projects")
      .select([
        "rera_number",
        "rera_date",
        "rera_url",
        "rera_website",
        "approval_number",
        "approval_year",
        "exemption_reason",
      ])
      .where("id", "=", booking.project.id)
      .executeTakeFirstOrThrow(),
  ]);
  const receivedToDatePaise = booking.receipts.slice(0, index + 1).reduce((sum, r) => sum + r.amountPaise, 0);
  return {
    booking,
    receipt: {
      company: companyLetterhead(settings),
      number: receipt.number,
      receivedOn: receipt.receivedOn,
      amountPaise: receipt.amountPaise,
      mode: receipt.mode,
      reference: receipt.reference,
      buyers: booking.buyers.map((b) => ({ name: b.name, phone: b.phone })),
      project: {
        name: booking.project.name,
        reraNumber: project.rera_number,
        reraDate: project.rera_date,
        reraUrl: project.rera_url,
        reraWebsite: project.rera_website || defaultReraWebsite,
        approvalNumber: project.approval_number,
        approvalYear: project.approval_year,
        exemptionReason: project.exemption_reason,
      },
      plot: { number: booking.plot.number, areaSqft: booking.areaSqft },
      pricePaise: booking.pricePaise,
      receivedToDatePaise,
      balancePaise: booking.pricePaise - receivedToDatePaise,
      cancelledOn: booking.cancelledOn,
    },
  };
}

/** The receipt's PDF, shown in the browser (it prints from there) and never kept by a cache. */
export function receiptResponse(pdf: Uint8Array, number: string): Response {
  // pdf-lib's bytes are a plain ArrayBuffer's (TypeScript types them over any buffer).
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `inline; filename="${receiptFileName(number)}"`,
      // X-Content-Type-Options: nosniff comes with every response (server/security-headers.ts).
      "Cache-Control": "private, no-store",
    },
  });
}
