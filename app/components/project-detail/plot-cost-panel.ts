/**
 * The plot panel's "What it costs" block (issue "What it costs"), written by the layout plan's
 * behaviour (plot-plan-enhance.ts) from the figures the section's JSON carries: the price, stamp
 * duty, registration fee and the project's charges, the all-in total in lakh and the loan estimate,
 * with the women buyers' fee as a choice that works the figures out again in place. The same lines
 * and words as the plot's cost page, which the block links to (with the cost sheet's form).
 */
import {
  loanNote,
  plotCostPath,
  plotCostView,
  womenChoiceLabel,
  type CostTerms,
  type CostView,
} from "#app/domain/costs/index.ts";

import { element, panelLooks as looks } from "./plot-panel-looks.ts";

function figures(view: CostView): HTMLElement[] {
  const rows = element("dl", looks.costRows);
  for (const row of view.rows) {
    rows.append(element("dt", looks.costLabel, row.label), element("dd", looks.costValue, row.value));
  }
  const total = element("p", looks.total);
  total.append(
    element("span", "", "All-in cost"),
    element("span", looks.totalValue, `${view.total} (${view.totalInFull})`),
  );
  const loan = element("p", looks.loan);
  loan.append(
    element("span", looks.loanLabel, "Loan estimate: "),
    `${view.loan.summary}: EMI ${view.loan.emi}; your own money ${view.loan.ownMoney}.`,
  );
  return [rows, total, element("p", looks.note, view.basis), loan];
}

/** The block for a priced plot, or null (no price, or no rates in force). */
export function costBlock(
  projectId: string,
  terms: CostTerms | null,
  plot: { number: string; price: number | null; areaSqft: number },
): HTMLElement | null {
  const view = terms && plotCostView(terms, plot, { woman: false });
  if (!terms || !view) return null;
  const block = element("section", looks.cost);
  block.dataset.plotCost = "";
  block.setAttribute("aria-labelledby", "plan-cost-title");
  // Named for its plot: the project page's own section is "What it costs".
  const title = element("h4", looks.costTitle, `What plot ${plot.number} costs`);
  title.id = "plan-cost-title";
  const choice = element("label", looks.choice);
  const woman = element("input", looks.checkbox);
  woman.type = "checkbox";
  choice.append(woman, womenChoiceLabel);
  const shown = element("div", looks.figures);
  shown.setAttribute("aria-live", "polite");
  shown.append(...figures(view));
  woman.addEventListener("change", () => {
    const next = plotCostView(terms, plot, { woman: woman.checked });
    if (next) shown.replaceChildren(...figures(next));
  });
  const link = element("a", looks.link, "Cost sheet and loan details");
  link.href = plotCostPath(projectId, plot.number);
  block.append(title, choice, shown, element("p", looks.note, loanNote), link);
  return block;
}
