import type { ReactNode } from "react";
import { Form } from "react-router";

import { bindFields } from "#app/components/ui/field.static.tsx";
import { FormError, fieldsToCorrect } from "#app/components/ui/form-status.static.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { inlineControlClass } from "#app/components/ui/form-styles.ts";
import { SelectField, TextField, type SelectOption } from "#app/components/ui/inputs.static.tsx";
import { CheckboxField } from "#app/components/ui/checkbox-field.static.tsx";
import { facings } from "#app/domain/plots/plot-model.ts";
import { plotRules, type PlotField, type PlotFormValues } from "#app/domain/plots/plot-form.ts";
import { statusOptions, type InventorySummary, type PlotFilterValues } from "#app/domain/plots/plot-view.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";

import { bulkFormId } from "./plot-form-ids.ts";

/** The page header's line (a span: the header puts it in a paragraph): "12 available · 3 on hold · 20 booked · 65 sold (registered) · 2 not for sale; 85 of 100 sold". */
export function InventoryLine({ summary }: { summary: InventorySummary }) {
  const { counts } = summary;
  return (
    <span className="block text-sm text-neutral-700 tabular-nums" data-testid="inventory-summary">
      {counts.available} available · {counts.on_hold} on hold · {counts.booked} booked · {counts.sold} sold
      (registered) · {counts.not_for_sale} not for sale. Sold {summary.soldPlots} of {summary.totalPlots}.
    </span>
  );
}

/** Status, facing and block filters: a plain GET form, so the address keeps them. */
export function PlotFilters({ filter, blocks }: { filter: PlotFilterValues; blocks: readonly string[] }) {
  const selects: {
    name: keyof PlotFilterValues;
    label: string;
    options: readonly SelectOption[];
    placeholder: string;
  }[] = [
    { name: "status", label: "Status", options: statusOptions, placeholder: "All statuses" },
    { name: "facing", label: "Facing", options: facings, placeholder: "All facings" },
    ...(blocks.length > 0
      ? [{ name: "block" as const, label: "Block", options: blocks, placeholder: "All blocks" }]
      : []),
  ];
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" preventScrollReset>
      {selects.map(({ name, ...select }) => (
        <SelectField
          key={name}
          id={`plots-filter-${name}`}
          name={name}
          {...select}
          defaultValue={filter[name] ?? ""}
        />
      ))}
      <Button type="submit" variant="secondary">
        Filter
      </Button>
    </Form>
  );
}

/** One bulk change: its control (labelled for screen readers only) and the button that applies it. */
function BulkChange({
  label,
  intent,
  button,
  children,
}: {
  label: string;
  intent: string;
  button: string;
  children: ReactNode;
}) {
  return (
    <>
      <label className="text-sm">
        <span className="sr-only">{label}</span>
        {children}
      </label>
      <Button type="submit" name="intent" value={intent} variant="secondary">
        {button}
      </Button>
    </>
  );
}

/** The chosen rows' bulk changes: one status, or one rate, for all of them. */
export function PlotBulkForm() {
  return (
    <Form
      id={bulkFormId}
      method="post"
      preventScrollReset
      className="flex flex-wrap items-end gap-3 rounded-lg bg-neutral-50 px-3 py-2 ring-1 ring-neutral-200"
    >
      <p className="w-full text-sm font-semibold text-neutral-800 sm:w-auto sm:self-center">Chosen plots:</p>
      <BulkChange label="New status for the chosen plots" intent="bulk-status" button="Set status">
        <select name="bulkStatus" className={inlineControlClass} defaultValue="booked">
          {statusOptions
            .filter((o) => o.value !== "on_hold")
            .map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
        </select>
      </BulkChange>
      <BulkChange label="New rate per sq.ft for the chosen plots (₹)" intent="bulk-rate" button="Set rate">
        <input
          name="bulkRate"
          inputMode="numeric"
          placeholder="Rate ₹/sq.ft"
          className={`${inlineControlClass} w-32`}
        />
      </BulkChange>
    </Form>
  );
}

/** "Add plot": the plot's fields in a row; a refused add comes back as typed, messages under the fields. */
export function PlotAddForm({ values, errors }: { values: PlotFormValues; errors: FieldErrors<PlotField> }) {
  const field = bindFields<PlotField>({ idPrefix: "plot-add", errors, values });
  return (
    <Card>
      <Form method="post" preventScrollReset className="space-y-3 p-4">
        <h2 className="text-base font-semibold text-neutral-900">Add a plot</h2>
        <FormError message={fieldsToCorrect(errors)} />
        <input type="hidden" name="intent" value="add" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
          <TextField {...field("number")} label="Plot number" rule={plotRules.number} />
          <TextField {...field("block")} label="Block" rule={plotRules.block} />
          <TextField {...field("areaSqft")} label="Area (sq.ft)" rule={plotRules.areaSqft} />
          <TextField
            {...field("dimensions")}
            label="Dimensions"
            placeholder="30 × 40 ft"
            rule={plotRules.dimensions}
          />
          <SelectField {...field("facing")} label="Facing" options={facings} placeholder="–" />
          <TextField {...field("roadWidthFt")} label="Road (ft)" rule={plotRules.roadWidthFt} />
          <TextField {...field("ratePerSqft")} label="Rate (₹/sq.ft)" rule={plotRules.ratePerSqft} />
          <TextField {...field("premium")} label="Premium (₹)" rule={plotRules.premium} />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <CheckboxField id="plot-add-corner" name="corner" value="on" label="Corner plot" />
          <SelectField
            {...field("status")}
            label="Status"
            options={statusOptions.filter((o) => o.value !== "on_hold")}
            className="w-48"
          />
          <Button type="submit" variant="primary" className="self-end">
            Add plot
          </Button>
        </div>
      </Form>
    </Card>
  );
}
