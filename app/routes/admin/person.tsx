import { data, isRouteErrorResponse, redirect } from "react-router";

import { PersonNotFound } from "#app/components/admin/people/person-not-found.tsx";
import { PersonPage } from "#app/components/admin/people/person-page.tsx";
import { servicesContext } from "#app/context.ts";
import { personPath } from "#app/domain/leads/lead-view.ts";
import { mergePeople } from "#app/domain/leads/people.server.ts";
import { findMergeCandidate, getPersonPage, mergeCandidate } from "#app/domain/leads/person-page.server.ts";
import { personMessages } from "#app/domain/leads/person-page-view.ts";
import { can } from "#app/domain/staff/roles.ts";
import { forbidden, requirePermission } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/person";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `${loaderData.person.name} · Buyers | Back office`
        : "Buyer not found | Back office",
    },
    { name: "robots", content: "noindex" },
  ];
}

/** Issue "One inbox": a buyer's page; a sales executive sees the leads they may work. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "read-leads");
  const { db } = context.get(servicesContext);
  const workableBy = can(staff.role, "all-leads") ? null : staff.id;
  const person = await getPersonPage(db, params.id, { workableBy });
  if (person === null) throw data({ notFound: true }, { status: 404 });
  if (person === "forbidden") throw forbidden();
  if ("redirect" in person) throw redirect(personPath(person.redirect));
  const mayMerge = can(staff.role, "manage-leads");
  const other = new URL(request.url).searchParams.get("merge");
  return { person, mayMerge, merging: mayMerge && other ? await mergeCandidate(db, other) : null };
}

/** Merging another buyer into this one: found by phone or e-mail, asked, then done. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "manage-leads");
  const { db } = context.get(servicesContext);
  const form = await readForm(request);
  const here = personPath(params.id);
  if (form.get("intent") === "find-merge") {
    const other = await findMergeCandidate(db, String(form.get("other") ?? ""));
    if (!other) return data({ mergeError: personMessages.mergeUnknown }, { status: 400 });
    if (other.id === params.id) return data({ mergeError: personMessages.mergeSame }, { status: 400 });
    throw redirect(`${here}?merge=${other.id}`);
  }
  if (form.get("intent") === "merge" && form.get("confirm") === "yes") {
    const result = await mergePeople(db, params.id, form.get("other"), staff);
    if (result === "merged")
      return redirectWithToast(here, { type: "success", message: personMessages.merged });
    const mergeError = result === "same" ? personMessages.mergeSame : personMessages.mergeUnknown;
    return data({ mergeError }, { status: 400 });
  }
  return data({ mergeError: personMessages.mergeUnknown }, { status: 400 });
}

export default function Person({ loaderData, actionData }: Route.ComponentProps) {
  return <PersonPage {...loaderData} mergeError={actionData?.mergeError} />;
}

/** An unknown or malformed address: "not found" inside the back office; signed out goes up. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <PersonNotFound />;
}
