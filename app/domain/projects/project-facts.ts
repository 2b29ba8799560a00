import type { Locale } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import { formatIndianNumber } from "#app/lib/format.ts";
import { crore, formatRupeeRange, lakh } from "#app/lib/money.ts";

/**
 * A project's structured facts (issue "Find and trust"): its price range in rupees and plot sizes in
 * sq.ft as numbers, its city and locality. The free texts staff type ("₹12 L - ₹38 L",
 * "12-38 Lakhs", "1000 - 2400 sq.ft") are read into numbers here by the save (migration 0012 keeps
 * a frozen copy); a text that cannot be read stays as typed and the back office flags it.
 */

export interface Range {
  min: number;
  max: number;
}

const dashes = /\s*(?:-|–|—|to)\s*/;

/** "12", "1,200", "1.5" followed by an optional unit word. */
const amount = /^(\d+(?:,\d+)*(?:\.\d+)?)\s*([a-z.]*)$/;

function readRange(
  text: string,
  unitValue: (unit: string) => number | null,
  bare: (n: number) => number | null,
): Range | null {
  const parts = text.split(dashes);
  if (parts.length < 1 || parts.length > 2) return null;
  const read = parts.map((part) => amount.exec(part.trim()));
  if (read.some((match) => match === null)) return null;
  const matches = read as RegExpExecArray[];
  // "12-38 Lakhs": a unit written once, after the second number, counts for both.
  const lastUnit = matches[matches.length - 1]![2]!;
  const values = matches.map(([, digits, unit]) => {
    const n = Number(digits!.replace(/,/g, ""));
    const word = unit || lastUnit;
    if (word === "") return bare(n);
    const factor = unitValue(word);
    return factor === null ? null : Math.round(n * factor);
  });
  if (values.some((v) => v === null || !Number.isFinite(v) || v <= 0)) return null;
  const [min, max] = values as [number, number?];
  return min <= (max ?? min) ? { min, max: max ?? min } : null;
}

const rupeeUnits: Record<string, number> = {
  l: lakh,
  lakh,
  lakhs: lakh,
  lac: lakh,
  lacs: lakh,
  cr: crore,
  crore,
  crores: crore,
  k: 1_000,
};

/** "₹12 L - ₹38 L", "12-38 Lakhs", "₹ 1.2 Cr", "Rs. 8,50,000 - 12,00,000": rupees, or null. */
export function parsePriceRange(text: string): Range | null {
  const flat = text
    .toLowerCase()
    .replace(/₹|\brs\.?|\binr\b|\/-/g, "")
    .replace(/\s+/g, " ")
    .trim();
  // A number without a unit is read as rupees only when it is plainly a whole amount.
  return readRange(
    flat,
    (unit) => rupeeUnits[unit.replace(/\.$/, "")] ?? null,
    (n) => (n >= 10_000 ? n : null),
  );
}

const sizeUnits: Record<string, number> = {
  sqft: 1,
  sft: 1,
  ft: 1,
  // A ground is 2,400 sq.ft and a cent 435.6 sq.ft, as plots in Tamil Nadu are often sold.
  ground: 2400,
  grounds: 2400,
  cent: 435.6,
  cents: 435.6,
};

/** "1000 - 2400 sq.ft", "1,200 sq ft", "1 - 2 grounds": sq.ft, or null. */
export function parsePlotSizes(text: string): Range | null {
  const flat = text
    .toLowerCase()
    .replace(/\bsq(?:uare)?\.?\s*(?:ft|feet)\.?/g, "sqft")
    .replace(/\s+/g, " ")
    .trim();
  return readRange(
    flat,
    (unit) => sizeUnits[unit] ?? null,
    (n) => (n >= 100 ? n : null),
  );
}

/** "1,000 – 2,400 sq.ft", "1,200 sq.ft"; in Tamil "1,000 – 2,400 ச.அடி", as the project list says sizes. */
export function formatPlotSizes({ min, max }: Range, locale: Locale = "en"): string {
  const t = translator(locale);
  return min === max
    ? t("project:sizeInSqft", { size: formatIndianNumber(min) })
    : t("project:sizeRangeInSqft", { min: formatIndianNumber(min), max: formatIndianNumber(max) });
}

/** The cities the editor suggests (a project may name any other). */
export const citySuggestions = [
  "Chennai",
  "Coimbatore",
  "Madurai",
  "Salem",
  "Tiruchirappalli",
  "Tirunelveli",
  "Erode",
  "Vellore",
  "Thanjavur",
  "Hosur",
  "Ramanathapuram",
  "Kanchipuram",
  "Chengalpattu",
  "Bangalore",
] as const;

/**
 * City and locality read from a free location ("Oragadam, near Sriperumbudur, Chennai"): the last
 * part that names a suggested city gives the city, else the last part is the city; the locality is
 * the first part.
 */
export function placeOf(location: string): { city: string; locality: string } {
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const named = (part: string) => citySuggestions.find((name) => new RegExp(`\\b${name}\\b`, "i").test(part));
  const city = parts.map(named).findLast(Boolean) ?? parts[parts.length - 1] ?? "";
  const first = parts[0] ?? "";
  return { city, locality: named(first) === city || first === city ? "" : first };
}

/** What a project's price and size facts are read from. */
export interface ProjectFactsSource {
  priceRange: string;
  plotSizes: string;
  priceMin: number | null;
  priceMax: number | null;
  sizeMin: number | null;
  sizeMax: number | null;
}

/**
 * A project's price range and plot sizes as numbers, null where its text could not be read. The
 * one place lists, filters and displays take them from: a plot inventory can supply them later.
 */
export function priceAndSizes(project: ProjectFactsSource): { price: Range | null; size: Range | null } {
  const range = (min: number | null, max: number | null) =>
    min !== null && max !== null ? { min, max } : null;
  return { price: range(project.priceMin, project.priceMax), size: range(project.sizeMin, project.sizeMax) };
}

/**
 * The price and size texts visitors see: derived from the numbers (in lakh and crore, sq.ft, in the
 * page's language), else the text as typed.
 */
export function factTexts(
  project: ProjectFactsSource,
  locale: Locale = "en",
): { priceRange: string; plotSizes: string } {
  const { price, size } = priceAndSizes(project);
  return {
    priceRange: price ? formatRupeeRange(price.min, price.max, locale) : project.priceRange,
    plotSizes: size ? formatPlotSizes(size, locale) : project.plotSizes,
  };
}
