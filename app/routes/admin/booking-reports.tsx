import { BookingReportsPage } from "#app/components/admin/bookings/booking-reports-page.tsx";
import { servicesContext } from "#app/context.ts";
import { bookingReportMonths } from "#app/domain/bookings/index.ts";
import { bookingReport, currentReportMonth } from "#app/domain/bookings/index.server.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";

import type { Route } from "./+types/booking-reports";

export function meta() {
  return [{ title: "Booking reports | Back office" }, { name: "robots", content: "noindex" }];
}

/**
 * Issue "Site visits and bookings", Reports: a month's bookings and collections per project (this
 * month unless another of the last twelve is asked), this week's dues and the overdue payments.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, "manage-bookings");
  const { db } = context.get(servicesContext);
  const thisMonth = currentReportMonth();
  const months = bookingReportMonths(thisMonth);
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  const month = months.some((option) => option.value === asked) ? asked : thisMonth;
  return { months, report: (await bookingReport(db, month))! };
}

export default function BookingReports({ loaderData }: Route.ComponentProps) {
  return <BookingReportsPage {...loaderData} />;
}
