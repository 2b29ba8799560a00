import { formatRupeeRange, formatRupees, lakh } from "#app/lib/money.ts";
import { readPageNumber } from "#app/lib/page-number.ts";
import { type enquiryBudgets } from "#app/domain/leads/index.ts";
import { facings, type Facing } from "#app/domain/plots/index.ts";
import { projectStatuses } from "./project.ts";
import type { Range } from "./project-facts.ts";

/**
 * The public project list's state in its URL (/projects?city=Chennai&budget=10-25L&sort=price):
 * its filters, its order and its page. The address, the query and the page links read it here.
 */

/** The enquiry form's budget bands, matched against a project's price range (any overlap). */
export const budgetBands: Record<(typeof enquiryBudgets)[number], Range> = {
  "5-10L": { min: 5 * lakh, max: 10 * lakh },
  "10-25L": { min: 10 * lakh, max: 25 * lakh },
  "25-50L": { min: 25 * lakh, max: 50 * lakh },
  "50L+": { min: 50 * lakh, max: Number.POSITIVE_INFINITY },
};

/** "₹ 10 L – ₹ 25 L", "Above ₹ 50 L". */
export const budgetLabels = Object.fromEntries(
  Object.entries(budgetBands).map(([band, { min, max }]) => [
    band,
    max === Number.POSITIVE_INFINITY ? `Above ${formatRupees(min)}` : formatRupeeRange(min, max),
  ]),
) as Record<keyof typeof budgetBands, string>;

/** Plot size bands in sq.ft, matched against a project's plot sizes (any overlap). */
export const sizeBands = {
  "0-1000": { min: 0, max: 1000 },
  "1000-1500": { min: 1000, max: 1500 },
  "1500-2400": { min: 1500, max: 2400 },
  "2400+": { min: 2400, max: Number.POSITIVE_INFINITY },
} as const satisfies Record<string, Range>;

export const sizeLabels: Record<keyof typeof sizeBands, string> = {
  "0-1000": "Up to 1,000 sq.ft",
  "1000-1500": "1,000 – 1,500 sq.ft",
  "1500-2400": "1,500 – 2,400 sq.ft",
  "2400+": "2,400 sq.ft and more",
};

export const projectSorts = {
  newest: "Newest first",
  price: "Price, lowest first",
  "plots-left": "Most plots left",
} as const;

export type BudgetBand = keyof typeof budgetBands;
export type SizeBand = keyof typeof sizeBands;
export type ProjectSort = keyof typeof projectSorts;

export interface ProjectFilters {
  /** "" is every city. */
  city: string;
  budget: BudgetBand | "";
  status: string;
  size: SizeBand | "";
  /** Projects with an available plot facing this way ("" is any facing). */
  facing: Facing | "";
}

export interface ProjectListQuery extends ProjectFilters {
  sort: ProjectSort;
  page: number;
}

export const noProjectFilters: ProjectFilters = { city: "", budget: "", status: "", size: "", facing: "" };

/** /projects shows this many cards a page. */
export const projectPageSize = 12;
/** The home page shows at most this many projects, those with plots left first. */
export const homeProjectLimit = 12;
/** The home page's hero slideshow shows at most this many of them. */
export const homeSlideLimit = 8;

export const allProjectsPath = "/projects";

const keyOf = <K extends string>(keys: Record<K, unknown>, value: string | null): K | "" =>
  value !== null && Object.hasOwn(keys, value) ? (value as K) : "";

const filterKeys = ["city", "budget", "status", "size", "facing"] as const;
/** Every parameter of the list's address. */
export const projectListKeys: readonly string[] = [...filterKeys, "sort", "page"];

/** The list's address: only what differs from the defaults (every project, newest, page 1). */
export function projectsPath(query: Partial<ProjectListQuery> = {}): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    if (query[key]) params.set(key, query[key]);
  }
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${allProjectsPath}?${search}` : allProjectsPath;
}

/**
 * Reads the list's URL without ever failing: unknown bands, statuses and orders are ignored and
 * odd pages fall back to the first (`canonical` false: the route redirects to the clean address).
 */
export function readProjectListQuery(params: URLSearchParams): ProjectListQuery & { canonical: boolean } {
  const { page, canonical } = readPageNumber(params.get("page"));
  const city = (params.get("city") ?? "").trim().slice(0, 60);
  const rawStatus = params.get("status") ?? "";
  const query: ProjectListQuery = {
    city,
    budget: keyOf(budgetBands, params.get("budget")),
    status: (projectStatuses as readonly string[]).includes(rawStatus) ? rawStatus : "",
    size: keyOf(sizeBands, params.get("size")),
    facing: facings.find((facing) => facing === params.get("facing")) ?? "",
    sort: keyOf(projectSorts, params.get("sort")) || "newest",
    page,
  };
  // The form sends every field, empty ones too: those, unknown values and defaults get redirected.
  // Other parameters (?sample=, utm_*) are not the list's and stay out of the comparison.
  const own = new URLSearchParams([...params].filter(([key]) => projectListKeys.includes(key)));
  const asGiven = own.size > 0 ? `${allProjectsPath}?${own.toString()}` : allProjectsPath;
  return { ...query, canonical: canonical && projectsPath(query) === asGiven };
}

/** One option of a filter with the number of projects it would show, the other filters kept. */
export interface FilterOption {
  value: string;
  count: number;
}

export type ProjectFacets = Record<keyof ProjectFilters, FilterOption[]>;

/**
 * The home page's slideshow: the projects with plots left (the list already puts them first),
 * or, when every project is sold out, the sold-out ones.
 */
export function heroSlides<P extends { soldPlots: number; totalPlots: number }>(projects: readonly P[]): P[] {
  const open = projects.filter((project) => project.soldPlots < project.totalPlots);
  return (open.length > 0 ? open : projects).slice(0, homeSlideLimit);
}

/** Whether any filter is set (the empty state then offers to clear them). */
export function hasFilters(filters: ProjectFilters): boolean {
  return filterKeys.some((key) => filters[key] !== "");
}
