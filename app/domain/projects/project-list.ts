import type { Locale } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import { formatIndianNumber } from "#app/lib/format.ts";
import { formatRupeeRange, formatRupees, lakh } from "#app/lib/money.ts";
import { readPageNumber } from "#app/lib/page-number.ts";
import { type enquiryBudgets } from "#app/domain/leads/index.ts";
import { facings, facingWords, type Facing } from "#app/domain/plots/index.ts";
import { projectStatuses } from "./project.ts";
import { formatPlotSizes, type Range } from "./project-facts.ts";
import { statusKey } from "./status.ts";

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

/** "₹ 10 L – ₹ 25 L", "Above ₹ 50 L"; on Tamil pages in லட்சம் and கோடி. */
export function budgetLabels(locale: Locale = "en"): Record<BudgetBand, string> {
  const t = translator(locale);
  return Object.fromEntries(
    Object.entries(budgetBands).map(([band, { min, max }]) => [
      band,
      max === Number.POSITIVE_INFINITY
        ? t("projects:budgetAbove", { amount: formatRupees(min, locale) })
        : formatRupeeRange(min, max, locale),
    ]),
  ) as Record<BudgetBand, string>;
}

/** Plot size bands in sq.ft, matched against a project's plot sizes (any overlap). */
export const sizeBands = {
  "0-1000": { min: 0, max: 1000 },
  "1000-1500": { min: 1000, max: 1500 },
  "1500-2400": { min: 1500, max: 2400 },
  "2400+": { min: 2400, max: Number.POSITIVE_INFINITY },
} as const satisfies Record<string, Range>;

/** "Up to 1,000 sq.ft", "1,000 – 1,500 sq.ft", "2,400 sq.ft and more". */
export function sizeLabels(locale: Locale = "en"): Record<SizeBand, string> {
  const t = translator(locale);
  return Object.fromEntries(
    Object.entries(sizeBands).map(([band, { min, max }]) => [
      band,
      min === 0
        ? t("projects:sizeUpTo", { size: formatIndianNumber(max) })
        : max === Number.POSITIVE_INFINITY
          ? t("projects:sizeAndMore", { size: formatIndianNumber(min) })
          : formatPlotSizes({ min, max }, locale),
    ]),
  ) as Record<SizeBand, string>;
}

/** The list's orders, by the key of their names in the projects texts. */
export const projectSorts = {
  newest: "projects:sortNewest",
  price: "projects:sortPriceLowest",
  "plots-left": "projects:sortMostPlotsLeft",
} as const;

/** "Newest first", "Price, lowest first", "Most plots left". */
export function sortLabels(locale: Locale = "en"): Record<ProjectSort, string> {
  const t = translator(locale);
  return Object.fromEntries(Object.entries(projectSorts).map(([sort, key]) => [sort, t(key)])) as Record<
    ProjectSort,
    string
  >;
}

const statusTexts = {
  available: "projects:statusAvailable",
  "new launch": "projects:statusNewLaunch",
  "few left": "projects:statusFewLeft",
  "sold out": "projects:statusSoldOut",
} as const satisfies Record<string, `projects:status${string}`>;

/**
 * A project's status as buyers read it: the four usual ones by their names in the page's language,
 * any other label (and every label in English) as staff typed it. The stored value never changes.
 */
export function statusLabel(status: string, locale: Locale = "en"): string {
  const key = statusTexts[statusKey(status) as keyof typeof statusTexts];
  return locale === "en" || !key ? status : translator(locale)(key);
}

/** "North", "South-east": the way a plot faces, in the page's language (the plan's words). */
export function facingLabel(facing: Facing, locale: Locale = "en"): string {
  return translator(locale)(facingWords[facing]);
}

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
