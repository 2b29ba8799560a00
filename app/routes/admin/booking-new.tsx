import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";

import { BackLink } from "#app/components/admin/back-link.tsx";
import { BookingForm } from "#app/components/admin/bookings/booking-form.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { servicesContext } from "#app/context.ts";
import { bookingPath, paisePerRupee, readBookingForm } from "#app/domain/bookings/index.ts";
import { createBooking, loadBookingForm } from "#app/domain/bookings/index.server.ts";
import { getSiteSettings } from "#app/domain/settings/index.server.ts";
import { can } from "#app/domain/staff/roles.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { indiaToday } from "#app/lib/india-time.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/booking-new";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Book plot ${loaderData?.plot.number ?? ""} | Back office` },
    { name: "robots", content: "noindex" },
  ];
}

/** Issue "Site visits and bookings": the booking form of one plot (`?plot=`, and `?lead=` from a lead). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "book-plots");
  const params = new URL(request.url).searchParams;
  const page = await loadBookingForm(context.get(servicesContext).db, {
    plotId: params.get("plot") ?? "",
    leadId: params.get("lead"),
    leadScope: can(staff.role, "all-leads") ? "all" : { assignedTo: staff.id },
  });
  if (!page) throw data({ notFound: true }, { status: 404 });
  if (page.bookingId) throw redirect(bookingPath(page.bookingId));
  return page;
}

/**
 * A booking refused because the plot changed meanwhile (409) reads the plot again, so the form
 * carries its new version and the next try is not refused for the same reason.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "book-plots");
  const { db } = context.get(servicesContext);
  const form = await readForm(request);
  const values = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
  const read = readBookingForm(form, indiaToday());
  if (!read.ok) return data({ values, errors: read.errors, message: null }, { status: 400 });
  const settings = await getSiteSettings(db);
  const result = await createBooking(
    db,
    { id: staff.id, name: staff.name, allLeads: can(staff.role, "all-leads") },
    read.value,
    { discountApprovalPaise: settings.bookingDiscountApproval * paisePerRupee },
  );
  if (result.ok)
    return redirectWithToast(bookingPath(result.id), {
      type: "success",
      message: `Plot booked. Receipt ${result.receipt} recorded for the token.`,
    });
  if ("errors" in result) return data({ values, errors: result.errors, message: null }, { status: 400 });
  return data({ values, errors: {}, message: result.message }, { status: 409 });
}

export default function BookingNew({ loaderData, actionData }: Route.ComponentProps) {
  const { project, plot } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <BackLink to={`/admin/projects/${project.id}/plots/${plot.id}`}>Plot {plot.number}</BackLink>
      <PageHeader
        title={`Book plot ${plot.number}`}
        intro={`${project.name} · ${plot.area} · ${plot.statusLabel}`}
      />
      <BookingForm
        {...loaderData}
        values={actionData?.values ?? null}
        errors={actionData?.errors ?? {}}
        message={actionData?.message ?? null}
      />
    </div>
  );
}
