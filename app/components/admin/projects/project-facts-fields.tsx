import type { FieldBinding } from "#app/components/ui/field.static.tsx";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import type { InventoryHint } from "#app/domain/plots/index.ts";
import { projectStatuses } from "#app/domain/projects/project.ts";
import type { ProjectFormField } from "#app/domain/projects/project-form.ts";
import {
  projectFieldLabels as labels,
  projectFieldRules as rules,
} from "#app/domain/projects/project-form-fields.ts";

/** The editor's one-line fields, in order, with an example where the format is free. */
const textFields: {
  name: "name" | "location" | "priceRange" | "plotSizes" | "totalPlots" | "soldPlots";
  placeholder?: string;
  numeric?: boolean;
}[] = [
  { name: "name" },
  { name: "location", placeholder: "e.g. Oragadam, Chennai" },
  { name: "priceRange", placeholder: "e.g. ₹18 L - ₹42 L" },
  { name: "plotSizes", placeholder: "e.g. 800 - 2400 sq.ft" },
  { name: "totalPlots", numeric: true },
  { name: "soldPlots", numeric: true },
];

/**
 * What the project is and how it sells (spec §5 "Project form"): name, place, prices and sizes as
 * typed, the plot counts (read-only once the project keeps an inventory) and the status label.
 */
export function ProjectFactsFields({
  field,
  status,
  inventory,
}: {
  field: (name: ProjectFormField) => FieldBinding;
  /** The stored label: one of the usual four, or a label of the staff's own, offered as well. */
  status: string;
  inventory: InventoryHint | null;
}) {
  const statuses: readonly string[] = (projectStatuses as readonly string[]).includes(status)
    ? projectStatuses
    : [...projectStatuses, status];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {textFields.map(({ name, placeholder, numeric }) => (
        <TextField
          key={name}
          {...field(name)}
          label={labels[name]}
          rule={rules[name]}
          placeholder={placeholder}
          inputClassName={numeric ? "tabular-nums" : undefined}
          // With an inventory the counts come from it (read-only); the texts stay as a fallback.
          readOnly={Boolean(inventory && numeric)}
          hint={inventory && numeric ? "From the inventory" : undefined}
          data-autofocus={name === "name" ? true : undefined}
        />
      ))}
      <SelectField
        {...field("status")}
        label={labels.status}
        rule={rules.status}
        defaultValue={status || projectStatuses[0]}
        options={statuses}
        hint={inventory?.suggestion ? `Suggested from the inventory: ${inventory.suggestion}` : undefined}
      />
      {inventory ? <p className="text-sm text-neutral-700 sm:col-span-2">{inventory.line}</p> : null}
    </div>
  );
}
