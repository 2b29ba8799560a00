import { data, type RouterContextProvider } from "react-router";

import { servicesContext } from "#app/context.ts";
import {
  bookingPath,
  documentFileField,
  documentLabels,
  isDocumentKind,
} from "#app/domain/bookings/index.ts";
import {
  documentMaxBytes,
  documentMessages,
  getBooking,
  mayWorkBooking,
  openBookingDocument,
  removeBookingDocument,
  saveBookingDocument,
  type DocumentResult,
} from "#app/domain/bookings/index.server.ts";
import { postedFiles } from "#app/domain/media/index.server.ts";
import { can } from "#app/domain/staff/roles.ts";
import { forbidden, requirePermission } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/booking-document";

/** Room for the multipart boundaries, headers and the intent around one file at the size limit. */
const multipartOverhead = 64 * 1024;

const notFound = () => data({ notFound: true }, { status: 404 });

/** The booking and the document kind the address names, for staff who may work that booking. */
async function workable(params: Route.LoaderArgs["params"], context: Readonly<RouterContextProvider>) {
  const staff = requirePermission(context, "book-plots");
  const services = context.get(servicesContext);
  const booking = await getBooking(services.db, params.id);
  if (!booking || !isDocumentKind(params.kind)) throw notFound();
  const actor = { id: staff.id, name: staff.name, allLeads: can(staff.role, "all-leads") };
  if (!mayWorkBooking(actor, booking)) throw forbidden();
  return { services, booking, actor, kind: params.kind };
}

/** Issue "Site visits and bookings": a document of the booking's checklist, opened in the browser. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, booking, kind } = await workable(params, context);
  const file = await openBookingDocument(services.db, services.brochures, booking.id, kind);
  if (!file) throw notFound();
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.size),
      "Content-Disposition": `inline; filename="${file.downloadName}"`,
      // X-Content-Type-Options: nosniff comes with every response (server/security-headers.ts).
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * Uploads the document (multipart, its PDF in `file`) or removes it (`intent=remove`), then goes
 * back to the booking with a message; a refused file (empty, too big, not a PDF) says why.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, booking, actor, kind } = await workable(params, context);
  const label = documentLabels[kind];
  const back = (result: DocumentResult) =>
    redirectWithToast(bookingPath(booking.id), {
      type: result.ok ? "success" : "error",
      message: result.message,
    });

  if (Number(request.headers.get("Content-Length") ?? 0) > documentMaxBytes + multipartOverhead) {
    return back({ ok: false, message: documentMessages.tooLarge(label) });
  }
  const form = await readForm(request);
  if (form.get("intent") === "remove") {
    return back(await removeBookingDocument(services.db, services.brochures, actor, booking.id, kind));
  }
  const [file] = postedFiles(form, documentFileField);
  if (!file) return back({ ok: false, message: documentMessages.noFile(label) });
  if (file.size > documentMaxBytes) return back({ ok: false, message: documentMessages.tooLarge(label) });
  const bytes = new Uint8Array(await file.arrayBuffer());
  return back(
    await saveBookingDocument(services.db, services.brochures, actor, booking.id, kind, {
      name: file.name,
      bytes,
    }),
  );
}
