import { BookingsPage } from "#app/components/admin/bookings/bookings-page.tsx";
import { servicesContext } from "#app/context.ts";
import { bookingStatuses, type BookingStatus } from "#app/domain/bookings/index.ts";
import { listBookings } from "#app/domain/bookings/index.server.ts";
import { can } from "#app/domain/staff/roles.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";

import type { Route } from "./+types/bookings";

export function meta() {
  return [{ title: "Bookings | Back office" }, { name: "robots", content: "noindex" }];
}

/** Issue "Site visits and bookings": the bookings, newest first; a sales executive sees their own. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "book-plots");
  const asked = new URL(request.url).searchParams.get("status");
  const status = bookingStatuses.find((s) => s === asked) ?? null;
  const bookings = await listBookings(context.get(servicesContext).db, {
    workableBy: can(staff.role, "all-leads") ? null : staff.id,
    status: status as BookingStatus | null,
  });
  return { bookings, status, manages: can(staff.role, "manage-bookings") };
}

export default function Bookings({ loaderData }: Route.ComponentProps) {
  return <BookingsPage {...loaderData} />;
}
