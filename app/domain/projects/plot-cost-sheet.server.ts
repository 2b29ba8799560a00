import { costSheetFileName, costSheetPdf } from "#app/domain/costs/index.server.ts";
import { companyLetterhead, type SiteSettings } from "#app/domain/settings/index.ts";
import { downloadResponse } from "#app/lib/download-response.ts";
import { signLeadLink, verifyLeadLink } from "#app/lib/lead-links.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import type { PlotCostFacts } from "./plot-costs.server.ts";
import { defaultReraWebsite } from "./project.ts";

/**
 * Issue "What it costs": a plot's cost sheet (PDF) as a download, for a buyer after the cost sheet
 * form stored their lead (a signed link for that plot and buyer) and for staff from a lead's page.
 */

const scope = (projectId: string, plotNumber: string, woman: boolean) =>
  `cost-sheet\n${projectId}\n${plotNumber}\n${woman ? "woman" : ""}`;

/** Where the cost sheet downloads after the form: signed for the plot and the buyer, valid for minutes. */
export function costSheetLink(
  secret: string,
  facts: Pick<PlotCostFacts, "project" | "plot">,
  woman: boolean,
  leadId: string,
): string {
  const { project, plot } = facts;
  const token = signLeadLink(secret, scope(project.id, plot.number, woman), leadId);
  const query = new URLSearchParams({ token, ...(woman ? { buyer: "woman" } : {}) });
  return `/project/${encodeURIComponent(project.id)}/plots/${encodeURIComponent(plot.number)}/cost-sheet?${query}`;
}

export function verifyCostSheetLink(
  secret: string,
  facts: Pick<PlotCostFacts, "project" | "plot">,
  woman: boolean,
  token: unknown,
): boolean {
  return verifyLeadLink(secret, scope(facts.project.id, facts.plot.number, woman), token);
}

/** The cost sheet as a PDF download, for today's figures. */
export async function costSheetResponse(
  facts: PlotCostFacts,
  settings: SiteSettings,
  buyer: { woman: boolean; name: string | null },
): Promise<Response> {
  const { project, plot, terms } = facts;
  const pdf = await costSheetPdf({
    company: companyLetterhead(settings),
    preparedOn: terms.asOf,
    buyerName: buyer.name,
    woman: buyer.woman,
    project: {
      name: project.name,
      location: project.location,
      reraNumber: project.reraNumber,
      reraDate: project.reraDate,
      reraUrl: project.reraUrl,
      reraWebsite: project.reraWebsite || defaultReraWebsite,
      approvalNumber: project.approvalNumber,
      approvalYear: project.approvalYear,
      exemptionReason: project.exemptionReason,
    },
    plot: {
      number: plot.number,
      areaSqft: plot.areaSqft,
      area: plot.area,
      dimensions: plot.dimensions,
      facing: plot.facingLabel,
      price: plot.price,
    },
    terms,
  });
  return downloadResponse(pdf, costSheetFileName(project.name, plot.number), "application/pdf");
}

/** Staff asked for a sheet the plot cannot have: back to where they were, saying why. */
export function noCostSheet(backTo: string): Promise<Response> {
  return redirectWithToast(backTo, {
    type: "error",
    message:
      "No cost sheet: the plot needs a price, a published project and rates in force (the Costs page).",
  });
}
