import { data } from "react-router";

import { BookingPage } from "#app/components/admin/bookings/booking-page.tsx";
import { servicesContext } from "#app/context.ts";
import { bookingPath } from "#app/domain/bookings/index.ts";
import { bookingPageAction, loadBookingPage } from "#app/domain/bookings/index.server.ts";
import { can } from "#app/domain/staff/roles.ts";
import { forbidden, requirePermission } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/booking";

/** Whoever books plots works the page; owners and sales managers also approve, register and cancel. */
function bookingStaff(context: Route.LoaderArgs["context"]) {
  const staff = requirePermission(context, "book-plots");
  return {
    id: staff.id,
    name: staff.name,
    allLeads: can(staff.role, "all-leads"),
    manages: can(staff.role, "manage-bookings"),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const booking = loaderData?.booking;
  return [
    { title: `Booking of plot ${booking?.plot.number ?? ""} · ${booking?.project.name ?? ""} | Back office` },
    { name: "robots", content: "noindex" },
  ];
}

/** Issue "Site visits and bookings": one booking, its money, its papers and its history. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadBookingPage(context.get(servicesContext).db, bookingStaff(context), params.id);
  if ("notFound" in page) throw data({ notFound: true }, { status: 404 });
  if ("forbidden" in page) throw forbidden();
  return page;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = bookingStaff(context);
  const { db } = context.get(servicesContext);
  const page = await loadBookingPage(db, staff, params.id);
  if ("notFound" in page) throw data({ notFound: true }, { status: 404 });
  if ("forbidden" in page) throw forbidden();
  const result = await bookingPageAction(db, staff, params.id, await readForm(request));
  if ("forbidden" in result) throw forbidden();
  if ("toast" in result) return redirectWithToast(bookingPath(params.id), result.toast);
  return data({ failed: result }, { status: 400 });
}

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingPage {...loaderData} failed={actionData?.failed ?? null} />;
}
