import { plotFactColumns } from "./plot-model.ts";

/** The plots CSV's columns (import and export); number and area_sqft are required, the rest optional. */
export const plotCsvColumns = [...plotFactColumns, "rate_per_sqft", "premium", "status"] as const;
