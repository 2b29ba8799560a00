import { Form } from "react-router";

import { bindFields } from "#app/components/ui/field.static.tsx";
import { FormError, fieldsToCorrect } from "#app/components/ui/form-status.static.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import { CheckboxField } from "#app/components/ui/checkbox-field.static.tsx";
import { facings } from "#app/domain/plots/plot-model.ts";
import { plotRules, type PlotField, type PlotFormValues } from "#app/domain/plots/plot-form.ts";
import { statusOptions } from "#app/domain/plots/plot-view.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";

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
