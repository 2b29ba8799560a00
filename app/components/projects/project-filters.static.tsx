import { SlidersHorizontal } from "lucide-react";

import { useHref, useLocale, useT } from "#app/components/site/site-data.ts";
import { SelectField } from "#app/components/ui/inputs.static.tsx";
import type { Facing } from "#app/domain/plots/plot-model.ts";
import {
  allProjectsPath,
  budgetLabels,
  facingLabel,
  hasFilters,
  sizeLabels,
  sortLabels,
  statusLabel,
  type BudgetBand,
  type ProjectFacets,
  type ProjectListQuery,
  type SizeBand,
} from "#app/domain/projects/project-list.ts";

import filtersScript from "./project-filters-script.ts?script";

const withCount = (label: string, count: number) => `${label} (${count})`;

/**
 * The /projects filters and order: a plain GET form, so the state lives in the URL and it works
 * without JavaScript (the Apply button); with it, a change applies at once and the list shows
 * 'Loading projects...' until the next page is there (project-filters-script.ts). Each option shows
 * how many projects it would show with the other filters kept. Its texts and its address are in
 * the page's language (/ta/projects on a Tamil page); the values in the address stay the same.
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
  const t = useT();
  const locale = useLocale();
  const href = useHref();
  const options = (facet: keyof ProjectFacets, label: (value: string) => string = (value) => value) =>
    facets[facet].map(({ value, count }) => ({ value, label: withCount(label(value), count) }));
  const cities = options("city");
  // A city typed into the URL that no project has still shows as chosen.
  if (query.city && !cities.some((option) => option.value === query.city)) {
    cities.push({ value: query.city, label: withCount(query.city, 0) });
  }

  const facingChoices = options("facing", (value) => facingLabel(value as Facing, locale));
  if (query.facing && !facingChoices.some((option) => option.value === query.facing)) {
    facingChoices.push({ value: query.facing, label: withCount(facingLabel(query.facing, locale), 0) });
  }
  const budgets = budgetLabels(locale);
  const sizes = sizeLabels(locale);

  const fields = [
    { name: "city", label: t("projects:city"), placeholder: t("projects:allCities"), choices: cities },
    {
      name: "budget",
      label: t("projects:budget"),
      placeholder: t("projects:anyBudget"),
      choices: options("budget", (value) => budgets[value as BudgetBand]),
    },
    {
      name: "status",
      label: t("projects:status"),
      placeholder: t("projects:anyStatus"),
      choices: options("status", (value) => statusLabel(value, locale)),
    },
    {
      name: "size",
      label: t("projects:plotSize"),
      placeholder: t("projects:anySize"),
      choices: options("size", (value) => sizes[value as SizeBand]),
    },
    // Only once plots exist: the ways the plots for sale face.
    ...(facingChoices.length > 0
      ? [
          {
            name: "facing",
            label: t("projects:facing"),
            placeholder: t("projects:anyFacing"),
            choices: facingChoices,
          } as const,
        ]
      : []),
    {
      name: "sort",
      label: t("projects:sortBy"),
      placeholder: undefined,
      choices: Object.entries(sortLabels(locale)).map(([value, label]) => ({ value, label })),
    },
  ] as const;

  return (
    <form
      method="get"
      action={href(allProjectsPath)}
      aria-label={t("projects:filterProjects")}
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
          {t("projects:projectCount", { count: total })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {hasFilters(query) && (
            <a
              href={href(allProjectsPath)}
              className="font-semibold text-forest-800 underline underline-offset-4 hover:text-forest-700"
            >
              {t("projects:clearFilters")}
            </a>
          )}
          <button
            type="submit"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-forest-800 px-5 font-semibold text-white hover:bg-forest-700"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t("projects:apply")}
          </button>
        </div>
      </div>
      <script type="module" src={filtersScript} async />
    </form>
  );
}

/** No project matches the filters: say so and offer the whole list. */
export function NoMatchingProjects() {
  const t = useT();
  const href = useHref();
  return (
    <div className="rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-forest-900/10">
      <p className="text-lg text-neutral-700">{t("projects:noMatchingProjects")}</p>
      <a
        href={href(allProjectsPath)}
        className="mt-4 inline-flex min-h-11 items-center rounded-full bg-forest-800 px-6 font-semibold text-white hover:bg-forest-700"
      >
        {t("projects:clearFiltersShowAll")}
      </a>
    </div>
  );
}
