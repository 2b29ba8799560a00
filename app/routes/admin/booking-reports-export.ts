import { data } from "react-router";

import { servicesContext } from "#app/context.ts";
import { isBookingReportKind } from "#app/domain/bookings/index.ts";
import { bookingReportFile, currentReportMonth } from "#app/domain/bookings/index.server.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { csvResponse } from "#app/lib/download-response.ts";

import type { Route } from "./+types/booking-reports-export";

/**
 * Issue "Site visits and bookings": the accountant's CSV, `?month=YYYY-MM&kind=collections` (the
 * month's receipts) or `kind=dues` (the overdue payments and this week's, as of today).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "manage-bookings");
  const search = new URL(request.url).searchParams;
  const kind = search.get("kind");
  const month = search.get("month") ?? currentReportMonth();
  if (!isBookingReportKind(kind)) throw data({ notFound: true }, { status: 404 });
  const file = await bookingReportFile(context.get(servicesContext).db, staff, kind, month);
  if (!file) throw data({ notFound: true }, { status: 404 });
  return csvResponse(file.csv, file.filename);
}
