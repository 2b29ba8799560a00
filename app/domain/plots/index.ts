export { facings, type Facing } from "./plot-model.ts";
export type { InventoryHint } from "./plot-view.ts";
