import { Form } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { SelectField, type SelectOption } from "#app/components/ui/inputs.static.tsx";
import { facings } from "#app/domain/plots/plot-model.ts";
import { statusOptions, type PlotFilterValues } from "#app/domain/plots/plot-view.ts";

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
