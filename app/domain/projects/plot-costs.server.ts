import type { DB } from "#app/db/database.server.ts";
import { costTermsOf, type LoanTerms } from "#app/domain/costs/index.server.ts";
import type { CostTerms } from "#app/domain/costs/index.ts";
import { publicPlotByNumber } from "#app/domain/plots/index.server.ts";
import { englishWording, toPlanPlot, type PlanPlot, type Wording } from "#app/domain/plots/index.ts";
import type { Project } from "./project.ts";
import { getPublishedProject } from "./projects.server.ts";

/** A priced plot of a published project with the figures it is costed with today (issue "What it costs"). */
export interface PlotCostFacts {
  project: Project;
  plot: PlanPlot & { price: number };
  terms: CostTerms;
}

/**
 * What a plot's cost page, its cost sheet form and its cost sheet need; null when the project is
 * not published, the plot is not one of its plots or has no price, or no rates are in force. The
 * plot's facts in the page's words.
 */
export async function plotCostFacts(
  db: DB,
  projectId: unknown,
  plotNumber: unknown,
  loan: LoanTerms,
  wording: Wording = englishWording,
): Promise<PlotCostFacts | null> {
  if (typeof plotNumber !== "string" || plotNumber === "" || plotNumber.length > 20) return null;
  const project = await getPublishedProject(db, projectId);
  if (!project) return null;
  const [found, terms] = await Promise.all([
    publicPlotByNumber(db, project.id, plotNumber),
    costTermsOf(db, project.id, loan),
  ]);
  if (!found || found.price === null || !terms) return null;
  const plot = toPlanPlot(found, wording);
  return { project, plot: { ...plot, price: found.price }, terms };
}
