/**
 * Rupee amounts the Indian way: lakhs (L, 1,00,000) and crores (Cr, 1,00,00,000), up to two decimals
 * ("₹ 12 L", "₹ 12.5 L", "₹ 1.2 Cr"); smaller amounts in full with Indian digit grouping.
 */

const lakh = 100_000;
const crore = 10_000_000;

const twoPlaces = (value: number) => String(Math.round(value * 100) / 100);

export function formatRupees(amount: number): string {
  if (amount >= crore) return `₹ ${twoPlaces(amount / crore)} Cr`;
  if (amount >= lakh) return `₹ ${twoPlaces(amount / lakh)} L`;
  return `₹ ${Math.round(amount).toLocaleString("en-IN")}`;
}

/** "₹ 12 L – ₹ 38 L", or one amount when both ends are the same. */
export function formatRupeeRange(min: number, max: number): string {
  const low = formatRupees(min);
  const high = formatRupees(max);
  return low === high ? low : `${low} – ${high}`;
}
