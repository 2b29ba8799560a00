import { data } from "react-router";

import { PlotDetail } from "#app/components/admin/plots/plot-detail.tsx";
import { servicesContext } from "#app/context.ts";
import { loadPlotPage, plotPageAction } from "#app/domain/plots/plot-page.server.ts";
import { plotPath, plotsPath } from "#app/domain/plots/plot-view.ts";
import { requireStaff } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { safeReturnPath } from "#app/lib/safe-redirect.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/project-plot";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Plot ${loaderData?.plot.number ?? ""} · ${loaderData?.project.name ?? ""} | Back office` },
    { name: "robots", content: "noindex" },
  ];
}

/** One plot of a project: its hold and its history. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const page = await loadPlotPage(db, params.id, params.plotId);
  if (!page) throw data({ notFound: true }, { status: 404 });
  return page;
}

/** Hold or release; a form posted from elsewhere (the lead page) names where to go back to. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { db } = context.get(servicesContext);
  const form = await readForm(request);
  const here = plotPath(params.id, params.plotId);
  const back = safeReturnPath(String(form.get("returnTo") ?? ""), here);
  const result = await plotPageAction(db, staff.name, params.id, params.plotId, form);
  if ("notFound" in result) throw data({ notFound: true }, { status: 404 });
  if ("toast" in result) return redirectWithToast(back, result.toast);
  if (back !== here)
    return redirectWithToast(back, { type: "error", message: Object.values(result.errors)[0]! });
  return data({ errors: result.errors }, { status: 400 });
}

export default function ProjectPlot({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PlotDetail
      {...loaderData}
      errors={actionData?.errors ?? {}}
      listPath={plotsPath(loaderData.project.id)}
    />
  );
}
