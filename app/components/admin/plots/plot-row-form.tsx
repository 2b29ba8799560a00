import { Form, Link } from "react-router";

import { buttonClass, inlineControlClass } from "#app/components/ui/form-styles.ts";
import { facings, plotStatuses, plotStatusLabels } from "#app/domain/plots/plot-model.ts";
import { plotRules, type PlotField, type PlotFormValues } from "#app/domain/plots/plot-form.ts";
import type { PlotRowView } from "#app/domain/plots/plot-view.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";

const cell = "px-2 py-1.5 align-top";
const input = `${inlineControlClass} min-w-0 px-2 py-1`;

/**
 * A row of the Plots table as a form (the table's cells hold its controls, tied to the form by
 * its id): a plain post to the page's action, so it works without JavaScript.
 */
export function PlotRowForm({
  row,
  values,
  errors,
  closeHref,
}: {
  row: PlotRowView;
  values: PlotFormValues;
  errors: FieldErrors<PlotField>;
  closeHref: string;
}) {
  const formId = `plot-edit-${row.id}`;
  const of = `of plot ${row.number}`;
  const control = (name: PlotField, label: string, width: string) => (
    <td className={cell}>
      <input
        form={formId}
        name={name}
        aria-label={`${label} ${of}`}
        aria-invalid={errors[name] ? true : undefined}
        defaultValue={values[name]}
        {...(name in plotRules ? plotRules[name as keyof typeof plotRules] : {})}
        className={`${input} ${width}`}
      />
      {errors[name] ? <p className="mt-1 max-w-48 text-xs font-medium text-red-700">{errors[name]}</p> : null}
    </td>
  );
  return (
    <tr className="bg-marigold-50/40">
      <td className={cell} />
      {control("number", "Number", "w-16")}
      {control("block", "Block", "w-16")}
      {control("areaSqft", "Area (sq.ft)", "w-20")}
      {control("dimensions", "Dimensions", "w-28")}
      <td className={cell}>
        <select
          form={formId}
          name="facing"
          aria-label={`Facing ${of}`}
          defaultValue={values.facing}
          className={`${input} w-16`}
        >
          <option value="">–</option>
          {facings.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
      </td>
      <td className={cell}>
        <input
          form={formId}
          type="checkbox"
          name="corner"
          aria-label={`Corner ${of}`}
          defaultChecked={values.corner !== ""}
          className="mt-2 size-4 accent-forest-700"
        />
      </td>
      {control("roadWidthFt", "Road (ft)", "w-14")}
      {control("ratePerSqft", "Rate (₹/sq.ft)", "w-20")}
      {control("premium", "Premium (₹)", "w-24")}
      <td className={cell} />
      <td className={cell}>
        <select
          form={formId}
          name="status"
          aria-label={`Status ${of}`}
          defaultValue={values.status}
          className={`${input} w-32`}
        >
          {plotStatuses.map((s) => (
            <option key={s} value={s} disabled={s === "on_hold" && row.status !== "on_hold"}>
              {plotStatusLabels[s]}
            </option>
          ))}
        </select>
        {errors.status ? <p className="mt-1 text-xs font-medium text-red-700">{errors.status}</p> : null}
      </td>
      <td className={cell}>
        <Form id={formId} method="post" preventScrollReset className="flex gap-1">
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="id" value={row.id} />
          <input type="hidden" name="version" value={row.version} />
          <button type="submit" className={`${buttonClass.primary} px-3 py-1`}>
            Save
          </button>
          <Link to={closeHref} preventScrollReset className={`${buttonClass.secondary} px-3 py-1`}>
            Cancel
          </Link>
        </Form>
      </td>
    </tr>
  );
}
