import type { Locale } from "#app/i18n/locales.ts";

import { formatIndianNumber } from "./format.ts";

/**
 * Rupees the Indian way, in one of two forms. A price reads in lakhs (L, 1,00,000) and crores (Cr,
 * 1,00,00,000) to at most two decimals ("₹ 12 L", "₹ 12.5 L", "₹ 1.2 Cr"), and under a lakh in
 * full. A rate or a premium, which staff type and compare to the rupee, reads in full whatever its
 * size ("₹ 2,400", "₹ 1,50,000").
 */

export const lakh = 100_000;
export const crore = 10_000_000;

const twoPlaces = (value: number) => String(Math.round(value * 100) / 100);

/** Issue "Tamil and English": lakhs and crores by their Tamil names on Tamil pages. */
const units: Record<Locale, { lakh: string; crore: string }> = {
  en: { lakh: "L", crore: "Cr" },
  ta: { lakh: "லட்சம்", crore: "கோடி" },
};

/** A price: "₹ 18.6 L", "₹ 1.2 Cr", "₹ 85,000"; in Tamil "₹ 18.6 லட்சம்", "₹ 1.2 கோடி". */
export function formatRupees(amount: number, locale: Locale = "en"): string {
  if (amount >= crore) return `₹ ${twoPlaces(amount / crore)} ${units[locale].crore}`;
  if (amount >= lakh) return `₹ ${twoPlaces(amount / lakh)} ${units[locale].lakh}`;
  return formatRupeesInFull(amount);
}

/** To the rupee, grouped the Indian way: "₹ 2,400", "₹ 1,50,000". */
export function formatRupeesInFull(amount: number): string {
  return `₹ ${formatIndianNumber(Math.round(amount))}`;
}

/** "₹ 12 L – ₹ 38 L", or one amount when both ends are the same. */
export function formatRupeeRange(min: number, max: number, locale: Locale = "en"): string {
  const low = formatRupees(min, locale);
  const high = formatRupees(max, locale);
  return low === high ? low : `${low} – ${high}`;
}
