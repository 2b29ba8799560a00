import { Form, useNavigation } from "react-router";

import { bindFields } from "#app/components/ui/field.static.tsx";
import { fieldsToCorrect, FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import {
  chargeBases,
  chargeBasisLabels,
  costLimits,
  type ChargeField,
  type CostsRefusal,
  type ProjectCharge,
} from "#app/domain/costs/index.ts";

const perOptions = chargeBases.map((per) => ({ value: per, label: chargeBasisLabels[per] }));

/** The stored charges as the form's fields, row by row. */
function storedValues(charges: readonly ProjectCharge[]): Record<string, string> {
  return Object.fromEntries(
    charges.flatMap((charge, n) => [
      [`name-${n}`, charge.name],
      [`rupees-${n}`, String(charge.rupees)],
      [`per-${n}`, charge.per],
    ]),
  );
}

/** As many rows as are filled in, and two empty ones to add with (four at least, the limit at most). */
function rowCount(values: Record<string, string>): number {
  let filled = 0;
  for (let n = 0; n < costLimits.charges; n++)
    if (values[`name-${n}`]?.trim() || values[`rupees-${n}`]?.trim()) filled = n + 1;
  return Math.min(costLimits.charges, Math.max(4, filled + 2));
}

/** The project's other charges (EB, water, corpus, documentation), a plot or a sq.ft, saved as a whole. */
export function OtherCharges({
  project,
  failed,
}: {
  project: { id: string; name: string; charges: ProjectCharge[] };
  failed: CostsRefusal | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-charges";
  const values = failed?.values ?? storedValues(project.charges);
  const errors = failed?.errors ?? {};
  const field = bindFields<ChargeField>({ idPrefix: "charges", errors, values });
  const rows = Array.from({ length: rowCount(values) }, (_, n) => n);
  return (
    <Panel
      title={`Other charges of ${project.name}`}
      intro={`Added to every plot's cost, in this order: for example EB connection, water connection, corpus fund and documentation. At most ${costLimits.charges}; empty rows are left out.`}
    >
      <Form key={JSON.stringify(project.charges)} method="post" className="space-y-4" noValidate>
        <HiddenFields fields={{ intent: "save-charges", projectId: project.id }} />
        <FormError message={fieldsToCorrect(errors)} />
        <div className="grid gap-x-4 gap-y-3 sm:grid-cols-[2fr_1fr_1fr]">
          {/* The columns' names for the eye; each field's own label says it to a screen reader. */}
          {["Charge", "₹", "For"].map((heading) => (
            <p
              key={heading}
              aria-hidden="true"
              className="text-sm font-medium text-neutral-600 max-sm:hidden"
            >
              {heading}
            </p>
          ))}
          {rows.map((n) => (
            <div key={n} className="contents">
              <TextField
                {...field(`name-${n}`)}
                label={<span className="sm:sr-only">Charge {n + 1} name</span>}
                maxLength={costLimits.chargeName}
                autoComplete="off"
                className="max-sm:mt-2"
              />
              <TextField
                {...field(`rupees-${n}`)}
                label={<span className="sm:sr-only">Charge {n + 1} rupees</span>}
                inputMode="numeric"
                autoComplete="off"
              />
              <SelectField
                {...field(`per-${n}`)}
                label={<span className="sm:sr-only">Charge {n + 1} for</span>}
                options={perOptions}
              />
            </div>
          ))}
        </div>
        <SubmitButton pending={busy} pendingLabel="Saving..." className={buttonClass.secondary}>
          Save<span className="sr-only"> the other charges of {project.name}</span>
        </SubmitButton>
      </Form>
    </Panel>
  );
}
