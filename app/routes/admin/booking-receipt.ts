import { servicesContext } from "#app/context.ts";
import {
  loadReceipt,
  mayWorkBooking,
  receiptPdf,
  receiptResponse,
} from "#app/domain/bookings/index.server.ts";
import { can } from "#app/domain/staff/roles.ts";
import { forbidden, requirePermission } from "#app/domain/staff/session.server.ts";

import type { Route } from "./+types/booking-receipt";

/**
 * Issue "Site visits and bookings": a receipt as a PDF to print or send, for the staff who may work
 * its booking (a sales executive, those of their own leads).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "book-plots");
  const { db } = context.get(servicesContext);
  const loaded = await loadReceipt(db, params.id, params.receiptId);
  if (!loaded) {
    return new Response("No such receipt.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  if (!mayWorkBooking({ id: staff.id, allLeads: can(staff.role, "all-leads") }, loaded.booking))
    throw forbidden();
  return receiptResponse(await receiptPdf(loaded.receipt), loaded.receipt.number);
}
