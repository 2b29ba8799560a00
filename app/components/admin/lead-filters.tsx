import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { Form, Link } from "react-router";

import { Field } from "#app/components/ui/field.static.tsx";
import { buttonClass, controlClass } from "#app/components/ui/form-styles.ts";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import { leadKindLabels, leadKinds, leadStatuses } from "#app/domain/leads/lead-model.ts";
import { leadFilterQuery, leadsPath, type LeadFilter } from "#app/domain/leads/lead-view.ts";

/** Inbox | Spam, each with its count under the same filters. */
export function LeadViewTabs({
  filter,
  counts,
}: {
  filter: LeadFilter;
  counts: { inbox: number; spam: number };
}) {
  const tabs = [
    { view: "inbox" as const, label: "Inbox", count: counts.inbox },
    { view: "spam" as const, label: "Spam", count: counts.spam },
  ];
  return (
    <nav aria-label="Lead views" className="inline-flex rounded-lg bg-neutral-200/70 p-1">
      {tabs.map((tab) => {
        const current = filter.view === tab.view;
        return (
          <Link
            key={tab.view}
            to={`${leadsPath}${leadFilterQuery(filter, { view: tab.view, page: 1 })}`}
            aria-current={current ? "page" : undefined}
            className={`inline-flex items-center gap-2 rounded-md px-4 py-1.5 text-sm font-semibold ${
              current ? "bg-white text-forest-900 shadow-sm" : "text-neutral-700 hover:text-neutral-900"
            }`}
          >
            {tab.label}
            <span
              className={`rounded-full px-2 text-xs tabular-nums ${current ? "bg-forest-100 text-forest-900" : "bg-neutral-300/70"}`}
            >
              {tab.count}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}

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
  return (
    <Form
      method="get"
      action={leadsPath}
      onChange={submitOnChange}
      role="search"
      aria-label="Filter leads"
      className="grid grid-cols-2 gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-neutral-200 lg:grid-cols-6"
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
      <SelectField
        id="lead-kind"
        name="kind"
        label="Kind"
        placeholder="All kinds"
        defaultValue={filter.kind ?? ""}
        options={leadKinds.map((kind) => ({ value: kind, label: leadKindLabels[kind] }))}
      />
      <SelectField
        id="lead-status"
        name="status"
        label="Status"
        placeholder="All statuses"
        defaultValue={filter.status ?? ""}
        options={leadStatuses}
      />
      <SelectField
        id="lead-project"
        name="project"
        label="Project"
        placeholder="All projects"
        defaultValue={filter.projectId ?? ""}
        options={projects.map((project) => ({ value: project.id, label: project.name }))}
        className="col-span-2 lg:col-span-1"
      />
      <TextField id="lead-from" name="from" label="From" type="date" defaultValue={filter.from ?? ""} />
      <TextField id="lead-to" name="to" label="To" type="date" defaultValue={filter.to ?? ""} />
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <button type="submit" className={`${buttonClass.primary} flex-1`}>
          Apply
        </button>
        <Link to={clearHref} className={`${buttonClass.secondary} flex-1`}>
          Clear
        </Link>
      </div>
    </Form>
  );
}
