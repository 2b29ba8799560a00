import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { Form, Link } from "react-router";

import { leadKindLabels, leadKinds, leadStatuses } from "~/domain/leads/lead-model";
import { leadFilterQuery, leadsPath, type LeadFilter } from "~/domain/leads/lead-view";

import { buttonClass, inputClass, labelClass } from "./form-styles";

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

function FilterSelect({
  name,
  label,
  all,
  value,
  options,
  className,
}: {
  name: string;
  label: string;
  /** The first choice, which leaves this filter off. */
  all: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={`lead-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`lead-${name}`} name={name} defaultValue={value ?? ""} className={inputClass}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
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
      <div className="col-span-2 lg:col-span-6">
        <label htmlFor="lead-q" className={labelClass}>
          Search
        </label>
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
            className={`${inputClass} pl-9`}
          />
        </div>
      </div>
      <FilterSelect
        name="kind"
        label="Kind"
        all="All kinds"
        value={filter.kind}
        options={leadKinds.map((kind) => ({ value: kind, label: leadKindLabels[kind] }))}
      />
      <FilterSelect
        name="status"
        label="Status"
        all="All statuses"
        value={filter.status}
        options={leadStatuses.map((status) => ({ value: status, label: status }))}
      />
      <FilterSelect
        name="project"
        label="Project"
        all="All projects"
        value={filter.projectId}
        options={projects.map((project) => ({ value: project.id, label: project.name }))}
        className="col-span-2 lg:col-span-1"
      />
      <div>
        <label htmlFor="lead-from" className={labelClass}>
          From
        </label>
        <input
          id="lead-from"
          type="date"
          name="from"
          defaultValue={filter.from ?? ""}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="lead-to" className={labelClass}>
          To
        </label>
        <input id="lead-to" type="date" name="to" defaultValue={filter.to ?? ""} className={inputClass} />
      </div>
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
