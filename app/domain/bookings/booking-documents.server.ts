import type { Kysely, Transaction } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import { isPostgres } from "#app/db/migrations/dialect.ts";
import type { Database } from "#app/db/schema.ts";
import { timestamp } from "#app/db/time.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { brochureMaxBytes, brochureMessages, checkBrochure } from "#app/domain/media/index.server.ts";
import { isId } from "#app/lib/ids.ts";
import type { BookingActor } from "./booking-changes.server.ts";
import { documentLabels, type DocumentKind } from "./booking-model.ts";
import { getBooking, mayWorkBooking, type Booking } from "./booking-read.server.ts";

/**
 * Issue "Site visits and bookings": the booking's documents checklist (patta, chitta, encumbrance
 * certificate, FMB sketch, DTCP/CMDA approval, sale agreement, sale deed). Each is a PDF (a scan
 * saved as PDF), checked by its content and kept in the brochures' private store (`Brochures`,
 * app/domain/media/brochures.server.ts: the local disk or a bucket, never served publicly); it
 * reaches only signed-in staff who may work the booking, through admin/bookings/:id/documents/:kind.
 * A document replaced or removed has its old file deleted once the change is committed.
 */

/** The part of the brochures' store (`Brochures`) the documents use. */
export interface DocumentStore {
  /** Checks and stores a PDF; returns its key. */
  put(bytes: Uint8Array): Promise<string>;
  open(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  delete(key: string): Promise<void>;
}

/** A document's size limit: the brochure's. */
export const documentMaxBytes = brochureMaxBytes;

const megabytes = Math.round(documentMaxBytes / 1024 / 1024);

export const documentMessages = {
  noFile: (label: string) => `Choose the ${label} PDF to upload.`,
  empty: (label: string) => `The ${label} file is empty.`,
  tooLarge: (label: string) => `The ${label} must be ${megabytes} MB or smaller.`,
  notPdf: (label: string) => `The ${label} must be a PDF file: save the scan as a PDF and upload that.`,
  unreadable: (label: string) => `The ${label} could not be read as a PDF; it may be damaged.`,
  gone: "That booking no longer exists.",
  notYours: "A sales executive works the bookings of their own leads only.",
  cancelled: "This booking is cancelled: its documents are kept as they were.",
  notThere: (label: string) => `There is no ${label} to remove.`,
  saved: (label: string, plot: string) => `The ${label} of plot ${plot} is saved.`,
  removed: (label: string, plot: string) => `The ${label} of plot ${plot} was removed.`,
} as const;

export type DocumentResult = { ok: true; message: string } | { ok: false; message: string };

/** Why these bytes cannot be this document, or null: the brochure's checks, in the document's words. */
export async function documentProblem(bytes: Uint8Array, kind: DocumentKind): Promise<string | null> {
  const label = documentLabels[kind];
  // Named before the parse, so an oversized file is refused without reading it as a PDF.
  if (bytes.byteLength === 0) return documentMessages.empty(label);
  if (bytes.byteLength > documentMaxBytes) return documentMessages.tooLarge(label);
  const problem = await checkBrochure(bytes);
  if (problem === null) return null;
  if (problem === brochureMessages.notPdf) return documentMessages.notPdf(label);
  if (problem === brochureMessages.tooLarge) return documentMessages.tooLarge(label);
  if (problem === brochureMessages.empty) return documentMessages.empty(label);
  return documentMessages.unreadable(label);
}

/** The name staff gave the file, without a folder or control characters; `<kind>.pdf` when none is left. */
export function documentFileName(name: string, kind: DocumentKind): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 150);
  return clean || `${kind}.pdf`;
}

/** The download's name, plain ASCII for the Content-Disposition header: `patta-plot-23.pdf`. */
export function documentDownloadName(kind: DocumentKind, plotNumber: string): string {
  const plot = plotNumber
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${kind}-plot-${plot || "unnumbered"}.pdf`;
}

/** Why this staff member may not change the booking's documents, or null when they may. */
function refusal(actor: BookingActor, booking: Booking | null): { ok: false; message: string } | null {
  if (!booking) return { ok: false, message: documentMessages.gone };
  if (!mayWorkBooking(actor, booking)) return { ok: false, message: documentMessages.notYours };
  if (booking.status === "cancelled") return { ok: false, message: documentMessages.cancelled };
  return null;
}

/** Whether the checklist offers uploads and removals: a booking the staff member works, not cancelled. */
export function mayChangeBookingDocuments(
  staff: { id: string; allLeads: boolean },
  booking: Pick<Booking, "lead" | "bookedById" | "status">,
): boolean {
  return booking.status !== "cancelled" && mayWorkBooking(staff, booking);
}

/** The booking read after taking its row (PostgreSQL; SQLite writes one transaction at a time). */
async function lockedBooking(trx: Transaction<Database>, id: string): Promise<Booking | null> {
  await trx
    .selectFrom("bookings")
    .select("id")
    .where("id", "=", id)
    .$if(isPostgres(trx as unknown as Kysely<unknown>), (q) => q.forUpdate())
    .executeTakeFirst();
  return getBooking(trx, id);
}

/** Deletes a stored file no row points to; a failure is only logged, as the change already stands. */
async function deleteFile(store: DocumentStore, key: string): Promise<void> {
  try {
    await store.delete(key);
  } catch (error) {
    console.error("Removing a booking document's file failed:", error);
  }
}

type Committed = { ok: true; message: string; oldKey: string | null } | { ok: false; message: string };

/**
 * Stores a document of the booking, replacing the kind's earlier file (deleted once the new row is
 * committed), with its audit entry. The PDF is checked before anything is stored.
 */
export async function saveBookingDocument(
  db: DB,
  store: DocumentStore,
  actor: BookingActor,
  bookingId: string,
  kind: DocumentKind,
  file: { name: string; bytes: Uint8Array },
  now: Date = new Date(),
): Promise<DocumentResult> {
  const label = documentLabels[kind];
  if (!isId(bookingId)) return { ok: false, message: documentMessages.gone };
  const problem = await documentProblem(file.bytes, kind);
  if (problem) return { ok: false, message: problem };
  const refused = refusal(actor, await getBooking(db, bookingId));
  if (refused) return refused;

  const fileName = documentFileName(file.name, kind);
  const key = await store.put(file.bytes);
  let result: Committed;
  try {
    result = await db.transaction().execute(async (trx): Promise<Committed> => {
      const booking = await lockedBooking(trx, bookingId);
      const refused = refusal(actor, booking);
      if (refused) return refused;
      const plot = booking!.plot.number;
      const earlier = await trx
        .selectFrom("booking_documents")
        .select("file_key")
        .where("booking_id", "=", bookingId)
        .where("kind", "=", kind)
        .executeTakeFirst();
      const row = {
        file_key: key,
        file_name: fileName,
        uploaded_by: actor.name,
        uploaded_at: timestamp(now),
      };
      await trx
        .insertInto("booking_documents")
        .values({ booking_id: bookingId, kind, ...row })
        .onConflict((oc) => oc.columns(["booking_id", "kind"]).doUpdateSet(row))
        .execute();
      const summary = `${earlier ? "Replaced" : "Added"} the ${label} of plot ${plot} (${fileName})`;
      await recordAudit(trx, {
        actor: actor.name,
        action: "booking-document",
        entity: "booking",
        entityId: bookingId,
        summary,
      });
      return { ok: true, message: documentMessages.saved(label, plot), oldKey: earlier?.file_key ?? null };
    });
  } catch (error) {
    await deleteFile(store, key);
    throw error;
  }
  if (!result.ok) {
    await deleteFile(store, key);
    return result;
  }
  if (result.oldKey && result.oldKey !== key) await deleteFile(store, result.oldKey);
  return { ok: true, message: result.message };
}

/** Removes a document of the booking (its file once the change is committed), with its audit entry. */
export async function removeBookingDocument(
  db: DB,
  store: DocumentStore,
  actor: BookingActor,
  bookingId: string,
  kind: DocumentKind,
): Promise<DocumentResult> {
  const label = documentLabels[kind];
  if (!isId(bookingId)) return { ok: false, message: documentMessages.gone };
  const result = await db.transaction().execute(async (trx): Promise<Committed> => {
    const booking = await lockedBooking(trx, bookingId);
    const refused = refusal(actor, booking);
    if (refused) return refused;
    const plot = booking!.plot.number;
    const row = await trx
      .deleteFrom("booking_documents")
      .where("booking_id", "=", bookingId)
      .where("kind", "=", kind)
      .returning(["file_key", "file_name"])
      .executeTakeFirst();
    if (!row) return { ok: false, message: documentMessages.notThere(label) };
    const summary = `Removed the ${label} of plot ${plot} (${row.file_name})`;
    await recordAudit(trx, {
      actor: actor.name,
      action: "booking-document",
      entity: "booking",
      entityId: bookingId,
      summary,
    });
    return { ok: true, message: documentMessages.removed(label, plot), oldKey: row.file_key };
  });
  if (!result.ok) return result;
  if (result.oldKey) await deleteFile(store, result.oldKey);
  return { ok: true, message: result.message };
}

/**
 * A document's file for the download, with the name it is offered under, or null when the booking
 * has none of that kind (or the file is gone). Who may open it is the route's check.
 */
export async function openBookingDocument(
  db: DB,
  store: DocumentStore,
  bookingId: string,
  kind: DocumentKind,
): Promise<{ body: ReadableStream<Uint8Array>; size: number; downloadName: string } | null> {
  if (!isId(bookingId)) return null;
  const row = await db
    .selectFrom("booking_documents")
    .innerJoin("bookings", "bookings.id", "booking_documents.booking_id")
    .innerJoin("plots", "plots.id", "bookings.plot_id")
    .select(["booking_documents.file_key", "plots.number"])
    .where("booking_documents.booking_id", "=", bookingId)
    .where("booking_documents.kind", "=", kind)
    .executeTakeFirst();
  if (!row) return null;
  const file = await store.open(row.file_key);
  return file ? { ...file, downloadName: documentDownloadName(kind, row.number) } : null;
}
