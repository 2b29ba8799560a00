import { SlidersHorizontal } from "lucide-react";

import { SelectField } from "#app/components/ui/inputs.static.tsx";
import { facingLabels, type Facing } from "#app/domain/plots/plot-model.ts";
import {
  allProjectsPath,
  budgetLabels,
  hasFilters,
  projectSorts,
  sizeLabels,
  type ProjectFacets,
  type ProjectListQuery,
} from "#app/domain/projects/project-list.ts";

import filtersScript from "./project-filters-script.ts?script";

const withCount = (label: string, count: number) => `${label} (${count})`;

/**
 * The /projects filters and order: a plain GET form, so the state lives in the URL and it works
 * without JavaScript (the Apply button); with it, a change applies at once and the list shows
 * 'Loading projects...' until the next page is there (project-filters-script.ts). Each option shows
 * how many projects it would show with the other filters kept.
 */
export function ProjectFilters({
  query,
  facets,
  total,
}: {
  query: ProjectListQuery;
  facets: ProjectFacets;
  total: number;
}) {
  const options = (facet: keyof ProjectFacets, label: (value: string) => string = (value) => value) =>
    facets[facet].map(({ value, count }) => ({ value, label: withCount(label(value), count) }));
  const cities = options("city");
  // A city typed into the URL that no project has still shows as chosen.
  if (query.city && !cities.some((option) => option.value === query.city)) {
    cities.push({ value: query.city, label: withCount(query.city, 0) });
  }

  const facingChoices = options("facing", (value) => facingLabels[value as Facing]);
  if (query.facing && !facingChoices.some((option) => option.value === query.facing)) {
    facingChoices.push({ value: query.facing, label: withCount(facingLabels[query.facing], 0) });
  }

  const fields = [
    { name: "city", label: "City", placeholder: "All cities", choices: cities },
    {
      name: "budget",
      label: "Budget",
      placeholder: "Any budget",
      choices: options("budget", (value) => budgetLabels[value as keyof typeof budgetLabels]),
    },
    { name: "status", label: "Status", placeholder: "Any status", choices: options("status") },
    {
      name: "size",
      label: "Plot size",
      placeholder: "Any size",
      choices: options("size", (value) => sizeLabels[value as keyof typeof sizeLabels]),
    },
    // Only once plots exist: the ways the plots for sale face.
    ...(facingChoices.length > 0
      ? [{ name: "facing", label: "Facing", placeholder: "Any facing", choices: facingChoices } as const]
      : []),
    {
      name: "sort",
      label: "Sort by",
      placeholder: undefined,
      choices: Object.entries(projectSorts).map(([value, label]) => ({ value, label })),
    },
  ] as const;

  return (
    <form
      method="get"
      action={allProjectsPath}
      aria-label="Filter projects"
      data-project-filters
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-forest-900/10 sm:p-5"
    >
      <div className={`grid gap-4 sm:grid-cols-2 ${fields.length > 5 ? "lg:grid-cols-6" : "lg:grid-cols-5"}`}>
        {fields.map(({ name, label, placeholder, choices }) => (
          <SelectField
            key={name}
            id={`filter-${name}`}
            name={name}
            label={label}
            defaultValue={query[name]}
            placeholder={placeholder}
            options={choices}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-semibold text-forest-900">
          {total === 1 ? "1 project" : `${total} projects`}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {hasFilters(query) && (
            <a
              href={allProjectsPath}
              className="font-semibold text-forest-800 underline underline-offset-4 hover:text-forest-700"
            >
              Clear filters
            </a>
          )}
          <button
            type="submit"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-forest-800 px-5 font-semibold text-white hover:bg-forest-700"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Apply
          </button>
        </div>
      </div>
      <script type="module" src={filtersScript} async />
    </form>
  );
}

/** No project matches the filters: say so and offer the whole list. */
export function NoMatchingProjects() {
  return (
    <div className="rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-forest-900/10">
      <p className="text-lg text-neutral-700">No projects match these filters.</p>
      <a
        href={allProjectsPath}
        className="mt-4 inline-flex min-h-11 items-center rounded-full bg-forest-800 px-6 font-semibold text-white hover:bg-forest-700"
      >
        Clear filters and show all projects
      </a>
    </div>
  );
}
