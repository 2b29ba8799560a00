import { Form, useNavigation } from "react-router";

import { RowDeleteButton } from "#app/components/admin/row-delete-button.tsx";
import { RowIconSymbols } from "#app/components/admin/row-icons.tsx";
import type { ConfirmRequest } from "#app/components/ui/confirm-request.ts";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { bindFields } from "#app/components/ui/field.static.tsx";
import { fieldsToCorrect, FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import {
  costLimits,
  guidelineRupeesText,
  inForceText,
  type CostsRefusal,
  type GuidelineField,
  type GuidelineRecord,
  type ProjectCosts,
} from "#app/domain/costs/index.ts";

type Project = { id: string; name: string } & ProjectCosts;

const valueText = (value: GuidelineRecord) =>
  `${guidelineRupeesText(value.rupeesPerSqft)} ${inForceText({ from: value.from, to: null })}`;

/** What deleting a guideline value asks, with JavaScript and without. */
export function guidelineDeleteRequest(project: { name: string }, value: GuidelineRecord): ConfirmRequest {
  return {
    question: "Delete this guideline value?",
    subject: `${project.name}: ${valueText(value)}`,
    consequence:
      "Costs from its first day on are worked out with the value before it, or on the price alone when there is none. This cannot be undone.",
    confirmLabel: "Delete guideline value",
  };
}

const columns: Column<GuidelineRecord>[] = [
  {
    key: "value",
    header: "₹ a sq.ft",
    rowHeader: true,
    className: "font-medium text-neutral-900 tabular-nums",
    cell: (value) => guidelineRupeesText(value.rupeesPerSqft),
  },
  {
    key: "from",
    header: "In force",
    phone: "inline",
    className: "tabular-nums",
    cell: (value) => inForceText({ from: value.from, to: null }),
  },
  { key: "source", header: "Source", className: "text-neutral-700", cell: (value) => value.source },
];

/**
 * The project's guideline values, newest first: the one in force on a day is the latest that has
 * started by then, so a revision is added from its day and the older value stays for the days before.
 */
export function GuidelineValues({ project, failed }: { project: Project; failed: CostsRefusal | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-guideline";
  const errors = failed?.errors ?? {};
  const field = bindFields<GuidelineField>({
    idPrefix: "guideline",
    errors,
    values: failed?.values,
    marked: true,
  });
  return (
    <Panel
      title={`Guideline value of ${project.name}`}
      intro="The state revises guideline values at any time: add the new value from the day it takes effect; the old one stays for the days before."
    >
      <div className="space-y-6">
        {/* The Delete buttons' icon is drawn from these symbols. */}
        <RowIconSymbols />
        <DataTable
          caption={`Guideline values of ${project.name}, newest first`}
          columns={columns}
          rows={project.guidelineValues}
          rowKey={(value) => value.id}
          actions={(value) => (
            <RowDeleteButton
              label={`Delete the guideline value ${valueText(value)}`}
              request={guidelineDeleteRequest(project, value)}
              fields={{ intent: "delete-guideline", projectId: project.id, id: value.id }}
            />
          )}
          empty={
            <p className="text-neutral-700">
              No guideline value on record: stamp duty and registration are worked out on the price.
            </p>
          }
        />
        <Form
          key={project.guidelineValues.map((value) => value.id).join()}
          method="post"
          className="space-y-4"
          noValidate
          aria-labelledby="guideline-form-title"
        >
          <HiddenFields fields={{ intent: "add-guideline", projectId: project.id }} />
          <h3 id="guideline-form-title" className="font-semibold text-forest-900">
            Add a guideline value
          </h3>
          <FormError message={fieldsToCorrect(errors)} />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField {...field("rupeesPerSqft")} label="₹ a sq.ft" inputMode="numeric" required />
            <TextField {...field("from")} type="date" label="In force from" required />
            <TextField
              {...field("source")}
              label="Source"
              hint="The Registration Department's guideline value page or order."
              maxLength={costLimits.source}
              required
            />
          </div>
          <SubmitButton pending={busy} pendingLabel="Adding...">
            Add the value
          </SubmitButton>
        </Form>
      </div>
    </Panel>
  );
}
