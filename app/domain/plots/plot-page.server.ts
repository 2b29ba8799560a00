import type { DB } from "#app/db/database.server.ts";
import { isId } from "#app/lib/ids.ts";
import { readPageNumber } from "#app/lib/page-number.ts";
import { toastResult, type Toast } from "#app/lib/toast.ts";
import { describeWhen, type When } from "#app/lib/when.ts";
import { getSiteSettings } from "#app/domain/settings/index.server.ts";
import { listLeadChoices, type LeadChoiceScope } from "./lead-choices.server.ts";
import { readPlotForm, readPlotStatus } from "./plot-form.ts";
import { holdPlot } from "./plot-holds.server.ts";
import { addPlot, bulkSetRate, deletePlot, updatePlot } from "./plot-save.server.ts";
import { bulkChangeStatus, changePlotStatus } from "./plot-status.server.ts";
import {
  getPlot,
  getPlotRow,
  listPlotBlocks,
  plotHistory,
  plotOfLead,
  plotsPage,
  plotsProject,
  plotStatusCounts,
} from "./plots.server.ts";
import {
  readPlotFilter,
  toInventorySummary,
  toPlotRowView,
  type LeadPlotView,
  type PlotFormRefusal,
} from "./plot-view.ts";

/**
 * The back office's Plots page and plot page: what their loaders show and what their forms do
 * (each intent one call into the plots domain), so the routes stay thin.
 */

/** The Plots page: a page of the plots that pass the address's filters (`?page=`, 100 a page). */
export async function loadPlotsPage(db: DB, projectId: string, params: URLSearchParams, now = new Date()) {
  const project = await plotsProject(db, projectId);
  if (!project) return null;
  const filter = readPlotFilter(params);
  const [listing, blocks, counts, settings] = await Promise.all([
    plotsPage(db, project.id, filter, readPageNumber(params.get("page")).page, now),
    listPlotBlocks(db, project.id),
    plotStatusCounts(db, project.id, now),
    getSiteSettings(db),
  ]);
  const rows = listing.rows.map((plot) => toPlotRowView(plot, now));
  const deleteId = params.get("delete");
  return {
    project: { id: project.id, name: project.name },
    rows,
    page: listing.page,
    pageCount: listing.pageCount,
    matching: listing.total,
    blocks,
    filter,
    summary: toInventorySummary(counts),
    editId: params.get("edit"),
    deleting: rows.find((row) => row.id === deleteId) ?? null,
    holdHours: settings.plotHoldHours,
  };
}

export async function loadPlotPage(
  db: DB,
  projectId: string,
  plotId: string,
  leadScope: LeadChoiceScope = "all",
  now = new Date(),
) {
  const plot = await getPlot(db, plotId, now);
  if (!plot || plot.projectId !== projectId) return null;
  const [project, history, settings, leads] = await Promise.all([
    plotsProject(db, projectId),
    plotHistory(db, plot.id),
    getSiteSettings(db),
    listLeadChoices(db, projectId, leadScope),
  ]);
  return {
    project: { id: projectId, name: project?.name ?? "" },
    plot: toPlotRowView(plot, now),
    history: history.map((entry) => ({
      id: entry.id,
      actor: entry.actor ?? "System",
      summary: entry.summary,
      when: describeWhen(entry.createdAt, now) satisfies When,
    })),
    leads,
    holdHours: settings.plotHoldHours,
  };
}

/**
 * What a form of the Plots page comes to: a message, the form again, a plot of another project
 * (the route answers 404), or a deletion to confirm first (without JavaScript nobody has yet).
 */
export type PlotsActionResult =
  { toast: Toast } | { refused: PlotFormRefusal } | { notFound: true } | { confirmDelete: string };

/**
 * Whether the plot belongs to another project than the one whose address was used (issue 28): a
 * single plot is worked only through its own project's pages. A plot never moves to another
 * project, so checking before the change is enough; a plot deleted meanwhile is the change's to
 * report ("That plot no longer exists").
 */
async function ofAnotherProject(db: DB, projectId: string, plotId: string): Promise<boolean> {
  const row = await getPlotRow(db, plotId);
  return row !== null && row.project_id !== projectId;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const toast = (result: { ok: boolean; message: string }) =>
  toastResult(result.ok ? "success" : "error", result.message);

export const plotsPageMessages = {
  noneChosen: "Choose one or more plots first.",
  badRate: "Enter the new rate per sq.ft in whole rupees (empty removes the rate).",
  badStatus: "Choose a status.",
  unknown: "The form could not be read. Please try again.",
} as const;

/** The Plots page's forms: add, a row's edit, delete, bulk status and bulk rate. */
export async function plotsPageAction(
  db: DB,
  actor: string,
  projectId: string,
  form: FormData,
): Promise<PlotsActionResult> {
  const intent = text(form, "intent");
  const id = text(form, "id");
  const ids = form.getAll("ids").filter((v): v is string => typeof v === "string" && isId(v));
  const onePlot = intent === "edit" || intent === "delete" || intent === "status";
  if (onePlot && (await ofAnotherProject(db, projectId, id))) return { notFound: true };
  if (intent === "add" || intent === "edit") {
    const values = readPlotForm(form);
    const result =
      intent === "add"
        ? await addPlot(db, actor, projectId, values)
        : await updatePlot(db, actor, id, Number(text(form, "version")), values);
    if ("errors" in result) return { refused: { intent, id: intent === "edit" ? id : null, ...result } };
    return toast(result);
  }
  if (intent === "delete") {
    if (text(form, "confirm") !== "yes") return { confirmDelete: id };
    return toast(await deletePlot(db, actor, id));
  }
  if (intent === "status") {
    const status = readPlotStatus(text(form, "status"));
    if (!status) return toastResult("error", plotsPageMessages.badStatus);
    const version = Number(text(form, "version"));
    const result = await changePlotStatus(db, actor, { id, version, status });
    return result.ok ? toastResult("success", "Plot status saved.") : toastResult("error", result.message);
  }
  if (ids.length === 0) return toastResult("error", plotsPageMessages.noneChosen);
  if (intent === "bulk-status") {
    const status = readPlotStatus(text(form, "bulkStatus"));
    if (!status) return toastResult("error", plotsPageMessages.badStatus);
    const result = await bulkChangeStatus(db, actor, projectId, ids, status);
    if (!result.ok) return toastResult("error", result.message);
    return toastResult("success", `${result.changed} of ${ids.length} plots changed.`);
  }
  if (intent === "bulk-rate") {
    const typed = text(form, "bulkRate").replace(/[,₹\s]/g, "");
    if (typed !== "" && !/^\d{1,11}$/.test(typed)) return toastResult("error", plotsPageMessages.badRate);
    const changed = await bulkSetRate(db, actor, projectId, ids, typed === "" ? null : Number(typed));
    return toastResult("success", `New rate on ${changed} of ${ids.length} plots.`);
  }
  return toastResult("error", plotsPageMessages.unknown);
}

export type PlotActionResult =
  { toast: Toast } | { errors: Partial<Record<"holdFor" | "hours", string>> } | { notFound: true };

/** The plot page's forms: hold (for a buyer's name or a lead) and release. */
export async function plotPageAction(
  db: DB,
  actor: string,
  projectId: string,
  plotId: string,
  form: FormData,
): Promise<PlotActionResult> {
  if (await ofAnotherProject(db, projectId, plotId)) return { notFound: true };
  const version = Number(text(form, "version"));
  if (text(form, "intent") === "release") {
    const result = await changePlotStatus(db, actor, { id: plotId, version, status: "available" });
    return result.ok ? toastResult("success", "The hold is released.") : toastResult("error", result.message);
  }
  const hoursText = text(form, "hours");
  const request = {
    id: plotId,
    version,
    holdFor: text(form, "holdFor"),
    leadId: text(form, "leadId") || null,
    hours: hoursText === "" ? Number.NaN : Number(hoursText),
  };
  const result = await holdPlot(db, actor, request);
  if (result.ok) return toastResult("success", "The plot is on hold.");
  return "errors" in result ? { errors: result.errors } : toastResult("error", result.message);
}

/** The lead page's plot: the one the lead asked about, with its status and hold. */
export async function loadLeadPlot(
  db: DB,
  lead: Parameters<typeof plotOfLead>[1],
  now = new Date(),
): Promise<LeadPlotView | null> {
  const asked = await plotOfLead(db, lead, now);
  if (!asked) return null;
  const { number, plot } = asked;
  return { number, projectId: plot?.projectId ?? null, plot: plot && toPlotRowView(plot, now) };
}
