export { facings, type Facing } from "./plot-model.ts";
