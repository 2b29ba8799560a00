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

import { panelLooks as looks } from "./plot-panel-looks.ts";

function node<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const element = document.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

function figures(view: CostView): HTMLElement[] {
  const rows = node("dl", looks.costRows);
  for (const row of view.rows) {
    rows.append(node("dt", looks.costLabel, row.label), node("dd", looks.costValue, row.value));
  }
  const total = node("p", looks.total);
  total.append(
    node("span", "", "All-in cost"),
    node("span", looks.totalValue, `${view.total} (${view.totalInFull})`),
  );
  const loan = node("p", looks.loan);
  loan.append(
    node("span", looks.loanLabel, "Loan estimate: "),
    `${view.loan.summary}: EMI ${view.loan.emi}; your own money ${view.loan.ownMoney}.`,
  );
  return [rows, total, node("p", looks.note, view.basis), loan];
}

/** The block for a priced plot, or null (no price, or no rates in force). */
export function costBlock(
  projectId: string,
  terms: CostTerms | null,
  plot: { number: string; price: number | null; areaSqft: number },
): HTMLElement | null {
  const view = terms && plotCostView(terms, plot, { woman: false });
  if (!terms || !view) return null;
  const block = node("section", looks.cost);
  block.dataset.plotCost = "";
  block.setAttribute("aria-labelledby", "plan-cost-title");
  // Named for its plot: the project page's own section is "What it costs".
  const title = node("h4", looks.costTitle, `What plot ${plot.number} costs`);
  title.id = "plan-cost-title";
  const choice = node("label", looks.choice);
  const woman = node("input", looks.checkbox);
  woman.type = "checkbox";
  choice.append(woman, womenChoiceLabel);
  const shown = node("div", looks.figures);
  shown.setAttribute("aria-live", "polite");
  shown.append(...figures(view));
  woman.addEventListener("change", () => {
    const next = plotCostView(terms, plot, { woman: woman.checked });
    if (next) shown.replaceChildren(...figures(next));
  });
  const link = node("a", looks.link, "Cost sheet and loan details");
  link.href = plotCostPath(projectId, plot.number);
  block.append(title, choice, shown, node("p", looks.note, loanNote), link);
  return block;
}
