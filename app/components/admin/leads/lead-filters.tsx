import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { Form } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Field } from "#app/components/ui/field.static.tsx";
import { controlClass } from "#app/components/ui/form-styles.ts";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import { leadKindLabels, leadKinds, leadStatuses } from "#app/domain/leads/lead-model.ts";
import { leadsPath, type LeadFilter } from "#app/domain/leads/lead-view.ts";

/** A choice changed with JavaScript applies at once; typing in the search box waits for Enter. */
function submitOnChange(event: FormEvent<HTMLFormElement>) {
  const target = event.target;
  if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === "date")) {
    event.currentTarget.requestSubmit();
  }
}

/**
 * The filter bar: a GET form, so the filters live in the address (shareable, and working without
 * JavaScript); the view stays, the page starts again at 1.
 */
export function LeadFilters({
  filter,
  projects,
  clearHref,
}: {
  filter: LeadFilter;
  projects: readonly { id: string; name: string }[];
  clearHref: string;
}) {
  const choices = [
    {
      name: "kind",
      label: "Kind",
      placeholder: "All kinds",
      value: filter.kind,
      options: leadKinds.map((kind) => ({ value: kind, label: leadKindLabels[kind] })),
    },
    {
      name: "status",
      label: "Status",
      placeholder: "All statuses",
      value: filter.status,
      options: leadStatuses,
    },
    {
      name: "project",
      label: "Project",
      placeholder: "All projects",
      value: filter.projectId,
      options: projects.map((project) => ({ value: project.id, label: project.name })),
      className: "col-span-2 lg:col-span-1",
    },
  ];
  return (
    <Card className="p-4">
      <Form
        method="get"
        action={leadsPath}
        onChange={submitOnChange}
        role="search"
        aria-label="Filter leads"
        className="grid grid-cols-2 gap-3 lg:grid-cols-6"
      >
        {filter.view === "spam" ? <input type="hidden" name="view" value="spam" /> : null}
        <Field id="lead-q" label="Search" className="col-span-2 lg:col-span-6">
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-neutral-500"
            />
            <input
              id="lead-q"
              type="search"
              name="q"
              defaultValue={filter.q}
              placeholder="Name, phone or e-mail"
              maxLength={100}
              className={`${controlClass.compact} pl-9`}
            />
          </div>
        </Field>
        {choices.map(({ name, value, ...choice }) => (
          <SelectField key={name} id={`lead-${name}`} name={name} defaultValue={value ?? ""} {...choice} />
        ))}
        <TextField id="lead-from" name="from" label="From" type="date" defaultValue={filter.from ?? ""} />
        <TextField id="lead-to" name="to" label="To" type="date" defaultValue={filter.to ?? ""} />
        <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
          <Button type="submit" variant="primary" className="flex-1">
            Apply
          </Button>
          <LinkButton to={clearHref} className="flex-1">
            Clear
          </LinkButton>
        </div>
      </Form>
    </Card>
  );
}
