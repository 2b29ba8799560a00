/**
 * The classes of the plot panel the layout plan's behaviour writes (plot-plan-enhance.ts,
 * plot-cost-panel.ts). A public page carries only the style rules its HTML names (server/used-css.ts),
 * and the panel is not in the HTML: the plan section names these in a <template> (PanelLooks), so
 * the rules come with the page and the panel looks as written.
 */
const button = "inline-flex items-center rounded-lg px-4 py-2.5 font-semibold";

export const panelLooks = {
  panel: "relative mt-4 rounded-xl bg-white p-4 shadow-lg ring-1 ring-forest-900/15 sm:p-5",
  title: "text-xl font-semibold text-forest-900",
  close: "absolute top-3 right-3 rounded-lg px-3 py-1 text-xl text-neutral-700 hover:bg-neutral-100",
  facts: "mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm",
  term: "font-semibold text-neutral-700",
  value: "text-neutral-900",
  actions: "mt-4 flex flex-wrap gap-3",
  enquire: `${button} bg-marigold-400 text-forest-900 hover:bg-marigold-500`,
  visit: `${button} bg-forest-800 text-white hover:bg-forest-900`,
  cost: "mt-4 border-t border-neutral-200 pt-4",
  costTitle: "font-semibold text-forest-900",
  choice: "mt-2 flex items-center gap-2 text-sm text-neutral-800",
  checkbox: "size-5 accent-forest-700",
  figures: "mt-2",
  costRows: "grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm",
  costLabel: "text-neutral-700",
  costValue: "text-right text-neutral-900 tabular-nums",
  total: "mt-2 flex justify-between gap-4 border-t border-neutral-200 pt-2 font-semibold",
  totalValue: "text-right",
  note: "mt-1 text-xs text-neutral-600",
  loan: "mt-3 text-sm text-neutral-800",
  loanLabel: "font-semibold",
  link: "mt-3 inline-block font-semibold text-forest-800 underline",
} as const;

/** Every class the panel uses, for the page's stylesheet. */
export const panelClasses = [...new Set(Object.values(panelLooks).flatMap((looks) => looks.split(" ")))].join(
  " ",
);

/** One of the panel's elements, with its looks and its text. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}
