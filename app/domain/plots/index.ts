export { facings, type Facing } from "./plot-model.ts";
export type { InventoryHint } from "./plot-view.ts";
export { plotStatusLabels, type PlotStatus } from "./plot-model.ts";
export { toPlotRowView, type PlotRowView } from "./plot-view.ts";
export { facingWords, toPlanPlot, type PlanPlot } from "./plot-plan.ts";
export { englishWording, type Wording } from "./plot-wording.ts";
