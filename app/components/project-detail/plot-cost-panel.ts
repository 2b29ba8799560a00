/**
 * The plot panel's "What it costs" block (issue "What it costs"), written by the layout plan's
 * behaviour (plot-plan-enhance.ts) from the figures the section's JSON carries: the price, stamp
 * duty, registration fee and the project's charges, the all-in total in lakh and the loan estimate,
 * with the women buyers' fee as a choice that works the figures out again in place. The same lines
 * and words as the plot's cost page, which the block links to (with the cost sheet's form), in the
 * page's language (the texts the plan's data carries, plot-panel-words.ts).
 */
import { plotCostPath, plotCostView, type CostTerms, type CostView } from "#app/domain/costs/index.ts";
import type { Wording } from "#app/domain/plots/plot-wording.ts";
import { localizedPath } from "#app/i18n/locales.ts";

import { element, panelLooks as looks } from "./plot-panel-looks.ts";

function figures(view: CostView, { say }: Wording): HTMLElement[] {
  const rows = element("dl", looks.costRows);
  for (const row of view.rows) {
    rows.append(element("dt", looks.costLabel, row.label), element("dd", looks.costValue, row.value));
  }
  const total = element("p", looks.total);
  total.append(
    element("span", "", say("cost:allInCost")),
    element("span", looks.totalValue, `${view.total} (${view.totalInFull})`),
  );
  const loan = element("p", looks.loan);
  loan.append(
    element("span", looks.loanLabel, say("cost:loanEstimateLead")),
    say("cost:loanInBrief", { summary: view.loan.summary, emi: view.loan.emi, ownMoney: view.loan.ownMoney }),
  );
  return [rows, total, element("p", looks.note, view.basis), loan];
}

/** The block for a priced plot, or null (no price, or no rates in force). */
export function costBlock(
  projectId: string,
  terms: CostTerms | null,
  plot: { number: string; price: number | null; areaSqft: number },
  wording: Wording,
): HTMLElement | null {
  const view = terms && plotCostView(terms, plot, { woman: false }, wording);
  if (!terms || !view) return null;
  const { say } = wording;
  const block = element("section", looks.cost);
  block.dataset.plotCost = "";
  block.setAttribute("aria-labelledby", "plan-cost-title");
  // Named for its plot: the project page's own section is "What it costs".
  const title = element("h4", looks.costTitle, say("cost:whatPlotCosts", { number: plot.number }));
  title.id = "plan-cost-title";
  const choice = element("label", looks.choice);
  const woman = element("input", looks.checkbox);
  woman.type = "checkbox";
  choice.append(woman, say("cost:womanBuyer"));
  const shown = element("div", looks.figures);
  shown.setAttribute("aria-live", "polite");
  shown.append(...figures(view, wording));
  woman.addEventListener("change", () => {
    const next = plotCostView(terms, plot, { woman: woman.checked }, wording);
    if (next) shown.replaceChildren(...figures(next, wording));
  });
  const link = element("a", looks.link, say("cost:costSheetAndLoanDetails"));
  link.href = localizedPath(plotCostPath(projectId, plot.number), wording.locale);
  block.append(title, choice, shown, element("p", looks.note, say("cost:loanNote")), link);
  return block;
}
