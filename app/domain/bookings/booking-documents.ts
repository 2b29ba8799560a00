import { formatShortDateTime } from "#app/lib/india-time.ts";
import { documentKinds, type DocumentKind } from "./booking-model.ts";
import { bookingPath } from "./booking-paths.ts";

/**
 * Issue "Site visits and bookings": the booking's documents checklist as the page shows it (safe
 * for the browser; the files themselves are kept by booking-documents.server.ts).
 */

/** Where one document of a booking is downloaded (GET) and uploaded or removed (POST). */
export const bookingDocumentPath = (bookingId: string, kind: DocumentKind) =>
  `${bookingPath(bookingId)}/documents/${kind}`;

/** The multipart field the upload form posts its PDF in. */
export const documentFileField = "file";

/** One received document as the checklist shows it. */
export interface BookingDocumentRow {
  kind: DocumentKind;
  fileName: string;
  uploadedBy: string;
  /** When it was uploaded, in India time ("Jun 10, 2026, 3:30 PM"). */
  uploadedAtText: string;
}

/** The received documents of a booking (getBooking's `documents`) as rows, in the checklist's order. */
export function bookingDocumentRows(
  documents: readonly { kind: DocumentKind; fileName: string; uploadedBy: string; uploadedAt: Date }[],
): BookingDocumentRow[] {
  return documents
    .filter((d) => documentKinds.includes(d.kind))
    .toSorted((a, b) => documentKinds.indexOf(a.kind) - documentKinds.indexOf(b.kind))
    .map((d) => ({
      kind: d.kind,
      fileName: d.fileName,
      uploadedBy: d.uploadedBy,
      uploadedAtText: formatShortDateTime(d.uploadedAt),
    }));
}
