import { inlineControlClass } from "#app/components/ui/form-styles.ts";
import { plotRules, type PlotField } from "#app/domain/plots/plot-form.ts";
import type { PlotRowEdit, PlotRowView } from "#app/domain/plots/plot-view.ts";

import { plotEditFormId } from "./plot-form-ids.ts";

/** The edited row's controls fill their column: the other rows' figures set its width, not the control. */
const control = `${inlineControlClass} w-full min-w-12 px-2 py-1`;

/**
 * One control of the Plots table's edited row, in its column's cell, tied to the row's form by its
 * id (a row cannot hold a form): a text input, or a choice when given `options`, its message under it.
 */
export function PlotEditField({
  row,
  edit,
  name,
  label,
  options,
}: {
  row: PlotRowView;
  edit: PlotRowEdit;
  name: PlotField;
  label: string;
  options?: readonly { value: string; label: string; disabled?: boolean }[];
}) {
  const error = edit.errors?.[name];
  const shared = {
    form: plotEditFormId(row.id),
    name,
    "aria-label": `${label} of plot ${row.number}`,
    "aria-invalid": error ? true : undefined,
    defaultValue: (edit.values ?? row.values)[name],
    className: options ? `${control} min-w-14` : control,
  };
  return (
    <>
      {options ? (
        <select {...shared}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...shared} {...(name in plotRules ? plotRules[name as keyof typeof plotRules] : {})} />
      )}
      {error ? <p className="mt-1 text-xs font-medium whitespace-normal text-red-700">{error}</p> : null}
    </>
  );
}
