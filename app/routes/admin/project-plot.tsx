import { data } from "react-router";

import { PlotDetail } from "#app/components/admin/plots/plot-detail.tsx";
import { servicesContext } from "#app/context.ts";
import { bookingOfPlot } from "#app/domain/bookings/index.server.ts";
import { loadPlotPage, plotPageAction } from "#app/domain/plots/plot-page.server.ts";
import { plotPath, plotsPath } from "#app/domain/plots/plot-view.ts";
import { getLead } from "#app/domain/leads/lead-inbox.server.ts";
import { getPlot } from "#app/domain/plots/plots.server.ts";
import { can, type StaffRole } from "#app/domain/staff/roles.ts";
import { forbidden, requirePermission } from "#app/domain/staff/session.server.ts";
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
  const staff = requirePermission(context, "read-plots");
  const { db } = context.get(servicesContext);
  // The leads a hold may name: a sales executive's own; none for a role without the leads.
  const leadScope = can(staff.role, "all-leads")
    ? "all"
    : can(staff.role, "read-leads")
      ? { assignedTo: staff.id }
      : "none";
  const page = await loadPlotPage(db, params.id, params.plotId, leadScope);
  if (!page) throw data({ notFound: true }, { status: 404 });
  return {
    ...page,
    mayHold: await mayHold(db, staff, params.plotId, null),
    mayBook: can(staff.role, "book-plots"),
    bookingId: await bookingOfPlot(db, page.plot.id),
  };
}

/**
 * Issue "Roles": whoever changes plots holds and releases any plot. A sales executive holds a plot
 * for a lead of their own, and changes or releases only such a hold: a plot held for a colleague's
 * lead (or for a buyer with no lead) is not theirs to touch. `change` is the posted one, a release
 * or a hold for a lead; null asks whether they may touch the plot's hold at all (the page's forms).
 */
async function mayHold(
  db: Parameters<typeof getPlot>[0],
  staff: { id: string; role: StaffRole },
  plotId: string,
  change: { release: boolean; leadId: unknown } | null,
): Promise<boolean> {
  if (can(staff.role, "edit-plots")) return true;
  if (!can(staff.role, "hold-plots")) return false;
  const theirs = async (leadId: unknown) => (await getLead(db, leadId))?.assignedTo === staff.id;
  const plot = await getPlot(db, plotId);
  const held = plot?.status === "on_hold";
  if (held && !(await theirs(plot.holdLeadId))) return false;
  if (!change) return true;
  return change.release ? held : theirs(change.leadId);
}

/** Hold or release; a form posted from elsewhere (the lead page) names where to go back to. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "hold-plots");
  const { db } = context.get(servicesContext);
  const form = await readForm(request);
  const change = { release: form.get("intent") === "release", leadId: form.get("leadId") };
  if (!(await mayHold(db, staff, params.plotId, change))) throw forbidden();
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
