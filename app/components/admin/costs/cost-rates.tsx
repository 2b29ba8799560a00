import { Form, useNavigation } from "react-router";

import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { bindFields } from "#app/components/ui/field.static.tsx";
import { fieldsToCorrect, FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import {
  costLimits,
  costRateKinds,
  costRateLabels,
  inForceText,
  rateText,
  type CostRateRecord,
  type CostsRefusal,
  type RateField,
} from "#app/domain/costs/index.ts";

const columns: Column<CostRateRecord>[] = [
  {
    key: "kind",
    header: "For",
    rowHeader: true,
    className: "font-medium text-neutral-900",
    cell: (rate) => costRateLabels[rate.kind],
  },
  { key: "rate", header: "Rate", phone: "inline", className: "tabular-nums", cell: rateText },
  { key: "period", header: "In force", phone: "inline", className: "tabular-nums", cell: inForceText },
  { key: "source", header: "Source", className: "text-neutral-700", cell: (rate) => rate.source },
];

/** The state's rates, each kind's newest first; owners add one from the day it takes effect. */
export function CostRates({
  rates,
  mayAdd,
  projectId,
  failed,
}: {
  rates: CostRateRecord[];
  mayAdd: boolean;
  /** The project shown, which the page comes back to after a rate is added. */
  projectId: string | null;
  failed: CostsRefusal | null;
}) {
  return (
    <Panel
      title="Rates"
      intro="Stamp duty and the registration fee, as the state sets them. A rate is in force from its first day until its last day, or until a later rate of its kind starts."
    >
      <div className="space-y-6">
        <DataTable
          caption="Rates, each kind's newest first"
          columns={columns}
          rows={rates}
          rowKey={(rate) => rate.id}
          empty={<p className="text-neutral-700">No rate on record: no page shows a plot's cost.</p>}
        />
        {mayAdd ? (
          <RateForm key={rates.map((rate) => rate.id).join()} projectId={projectId} failed={failed} />
        ) : null}
      </div>
    </Panel>
  );
}

function RateForm({ projectId, failed }: { projectId: string | null; failed: CostsRefusal | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-rate";
  const errors = failed?.errors ?? {};
  const field = bindFields<RateField>({ idPrefix: "rate", errors, values: failed?.values, marked: true });
  return (
    <Form method="post" className="space-y-4" noValidate aria-labelledby="rate-form-title">
      <HiddenFields fields={{ intent: "add-rate", ...(projectId ? { projectId } : {}) }} />
      <h3 id="rate-form-title" className="font-semibold text-forest-900">
        Add a rate
      </h3>
      <FormError message={fieldsToCorrect(errors)} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          {...field("kind")}
          label="For"
          options={costRateKinds.map((kind) => ({ value: kind, label: costRateLabels[kind] }))}
          placeholder="Choose"
          required
        />
        <TextField
          {...field("percent")}
          label="Rate (%)"
          inputMode="decimal"
          hint="For example 7 or 1.5."
          required
        />
        <TextField
          {...field("valueLimit")}
          label="Up to (₹)"
          inputMode="numeric"
          hint="Only for a rate on values up to a limit, such as the women buyers' fee."
        />
        <TextField {...field("from")} type="date" label="In force from" required />
        <TextField {...field("to")} type="date" label="Last day in force" hint="Empty: until a later rate." />
        <TextField
          {...field("source")}
          label="Source"
          hint="Where it is published: the department, the order or budget."
          maxLength={costLimits.source}
          required
        />
      </div>
      <SubmitButton pending={busy} pendingLabel="Adding...">
        Add the rate
      </SubmitButton>
    </Form>
  );
}
