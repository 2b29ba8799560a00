/**
 * The forms the Plots table's controls name by id: a row cannot hold a form, so the edited row's
 * controls and every row's choice box point at theirs with `form=`.
 */
export const bulkFormId = "plots-bulk";
export const plotEditFormId = (plotId: string) => `plot-edit-${plotId}`;
