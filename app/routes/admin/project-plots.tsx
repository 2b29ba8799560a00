import { data, redirect } from "react-router";

import { PlotsPage } from "#app/components/admin/plots/plots-page.tsx";
import { servicesContext } from "#app/context.ts";
import { loadPlotsPage, plotsPageAction } from "#app/domain/plots/plot-page.server.ts";
import { plotsPath } from "#app/domain/plots/plot-view.ts";
import { can } from "#app/domain/staff/roles.ts";
import { forbidden, requirePermission } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/project-plots";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Plots · ${loaderData?.project.name ?? "Project"} | Back office` },
    { name: "robots", content: "noindex" },
  ];
}

/** Issue "Plot inventory and the layout plan": a project's plots, filtered by the address. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "read-plots");
  const mayEdit = can(staff.role, "edit-plots");
  const { db } = context.get(servicesContext);
  const page = await loadPlotsPage(db, params.id, new URL(request.url).searchParams);
  if (!page) throw data({ notFound: true }, { status: 404 });
  // A row's edit and the delete step are for a role that changes plots.
  if (!mayEdit && (page.editId || page.deleting)) throw forbidden();
  return { ...page, mayEdit };
}

/** The page's forms; success goes back to the list (its filters kept) with a message. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "edit-plots");
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  url.searchParams.delete("edit");
  url.searchParams.delete("delete");
  const back = `${plotsPath(params.id)}${url.search}`;
  const form = await readForm(request);
  const result = await plotsPageAction(db, staff.name, params.id, form);
  if ("notFound" in result) throw data({ notFound: true }, { status: 404 });
  // Without JavaScript nobody has confirmed yet: show the confirmation step first.
  if ("confirmDelete" in result) {
    const query = new URLSearchParams(url.search);
    query.set("delete", result.confirmDelete);
    throw redirect(`${plotsPath(params.id)}?${query}`);
  }
  if ("toast" in result) return redirectWithToast(back, result.toast);
  return data({ refused: result.refused }, { status: 400 });
}

export default function ProjectPlots({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PlotsPage
      {...loaderData}
      refused={actionData?.refused ?? null}
      listPath={plotsPath(loaderData.project.id)}
    />
  );
}
