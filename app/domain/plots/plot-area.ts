import type { Locale } from "#app/i18n/locales.ts";
import { formatIndianNumber } from "#app/lib/format.ts";

import { sqftPerCent, sqftPerGround } from "./plot-model.ts";

/**
 * A plot's area in the units buyers ask in. A plain module (a number formatter and two constants)
 * because the public plan's script writes its plot panel with it too, on a page whose scripts
 * have a 15 KB budget.
 */

/** Issue "Tamil and English": the units by their Tamil names on Tamil pages, as money's lakh and crore. */
const units: Record<
  Locale,
  { sqft: string; cent: string; cents: string; ground: string; grounds: string; feet: string }
> = {
  en: { sqft: "sq.ft", cent: "cent", cents: "cents", ground: "ground", grounds: "grounds", feet: "ft" },
  ta: { sqft: "ச.அடி", cent: "சென்ட்", cents: "சென்ட்", ground: "கிரவுண்ட்", grounds: "கிரவுண்ட்", feet: "அடி" },
};

/** "1 cent", "2.75 cents": the unit in the singular for exactly one. */
const count = (value: number, one: string, many: string) => {
  const figure = formatIndianNumber(value, 2);
  return `${figure} ${figure === "1" ? one : many}`;
};

/** "1,200 sq.ft"; "1,200 ச.அடி" in Tamil. */
export const formatSqft = (sqft: number, locale: Locale = "en") =>
  `${formatIndianNumber(sqft, 1)} ${units[locale].sqft}`;
/** "2.75 cents"; "2.75 சென்ட்" in Tamil. */
export const formatCents = (sqft: number, locale: Locale = "en") =>
  count(sqft / sqftPerCent, units[locale].cent, units[locale].cents);
/** "0.5 grounds", "1 ground"; "1 கிரவுண்ட்" in Tamil. */
export const formatGrounds = (sqft: number, locale: Locale = "en") =>
  count(sqft / sqftPerGround, units[locale].ground, units[locale].grounds);

/** "2,400 sq.ft · 5.51 cents · 1 ground": how the Plots table, a plot's page and the public plan show an area. */
export const formatArea = (sqft: number, locale: Locale = "en") =>
  `${formatSqft(sqft, locale)} · ${formatCents(sqft, locale)} · ${formatGrounds(sqft, locale)}`;

/** A road's width: "30 ft"; "30 அடி" in Tamil. */
export const formatFeet = (feet: number, locale: Locale = "en") =>
  `${formatIndianNumber(feet, 1)} ${units[locale].feet}`;
