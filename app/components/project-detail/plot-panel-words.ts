import { costViewWords } from "#app/domain/costs/cost-view.ts";
import type { WordKey } from "#app/domain/plots/plot-wording.ts";

/**
 * The texts the layout plan's script writes (the plot panel, its cost block and the list's count:
 * plot-plan-enhance.ts, plot-cost-panel.ts). The plan's data carries them in the page's language,
 * and a text missing here shows as its key.
 */
export const planScriptWords = [
  "project:plotNumber",
  "project:closePlotDetails",
  "project:status",
  "project:area",
  "project:dimensions",
  "project:facing",
  "project:cornerPlot",
  "project:roadWidth",
  "project:price",
  "project:yes",
  "project:no",
  "project:enquireAboutPlot",
  "project:scheduleSiteVisit",
  "project:allPlotsShown",
  "project:somePlotsShown",
  "cost:whatPlotCosts",
  "cost:womanBuyer",
  "cost:allInCost",
  "cost:loanEstimateLead",
  "cost:loanInBrief",
  "cost:loanNote",
  "cost:costSheetAndLoanDetails",
  ...costViewWords,
] as const satisfies readonly WordKey[];
