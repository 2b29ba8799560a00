import { data } from "react-router";

import { BookingTermsPage } from "#app/components/admin/bookings/booking-terms-page.tsx";
import { servicesContext } from "#app/context.ts";
import { bookingTermsPath, readTermsForm } from "#app/domain/bookings/index.ts";
import { getBookingTerms, saveBookingTerms } from "#app/domain/bookings/index.server.ts";
import { listProjectNames } from "#app/domain/projects/projects.server.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/booking-terms";

export function meta() {
  return [{ title: "Payment schedules | Back office" }, { name: "robots", content: "noindex" }];
}

/** Issue "Site visits and bookings": each project's payment schedule template (owners and sales managers). */
export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, "manage-bookings");
  const { db } = context.get(servicesContext);
  const projects = await listProjectNames(db);
  const terms = await Promise.all(projects.map((project) => getBookingTerms(db, project.id)));
  return {
    rows: projects.map((project, i) => ({
      projectId: project.id,
      projectName: project.name,
      terms: terms[i]!,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "manage-bookings");
  const { db } = context.get(servicesContext);
  const form = await readForm(request);
  const projectId = String(form.get("projectId") ?? "");
  const project = (await listProjectNames(db)).find((p) => p.id === projectId);
  if (!project)
    return redirectWithToast(bookingTermsPath, { type: "error", message: "That project is gone." });
  const read = readTermsForm(form);
  if (!read.ok) {
    const values = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
    return data({ failed: { projectId, values, errors: read.errors } }, { status: 400 });
  }
  await saveBookingTerms(db, staff, project, read.value);
  return redirectWithToast(bookingTermsPath, {
    type: "success",
    message: `Payment schedule of ${project.name} saved.`,
  });
}

export default function BookingTerms({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingTermsPage rows={loaderData.rows} failed={actionData?.failed ?? null} />;
}
