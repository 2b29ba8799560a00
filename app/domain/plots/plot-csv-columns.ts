/** The plots CSV's columns (import and export); number and area_sqft are required, the rest optional. */
export const plotCsvColumns = [
  "number",
  "block",
  "area_sqft",
  "dimensions",
  "facing",
  "corner",
  "road_width_ft",
  "rate_per_sqft",
  "premium",
  "status",
] as const;
