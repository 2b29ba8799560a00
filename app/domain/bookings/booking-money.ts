import { formatIndianNumber } from "#app/lib/format.ts";
import { formatRupees } from "#app/lib/money.ts";

/**
 * Issue "Site visits and bookings": a booking's money is whole paise (integers), never a float.
 * Staff type rupees ("1,50,000" or "150000.50"); a summary reads in lakh ("₹ 18.6 L"), a receipt
 * to the paisa ("₹ 1,50,000", "₹ 1,50,000.50") and in words, as Indian receipts are written.
 */

export const paisePerRupee = 100;

/** Rupees as typed (Indian or plain grouping, at most two decimals) in paise; null when it is not an amount. */
export function parseRupees(text: string): number | null {
  const cleaned = text.trim().replace(/^₹\s*/, "");
  if (!/^(?:\d{1,3}(?:,\d{2,3})*|\d+)(?:\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = "0", fraction = ""] = cleaned.replace(/,/g, "").split(".");
  const paise = Number(whole) * paisePerRupee + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Paise as the rupees a form shows back: "150000", "150000.50". */
export function rupeesValue(paise: number): string {
  const rupees = Math.trunc(paise / paisePerRupee);
  const rest = paise % paisePerRupee;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, "0")}`;
}

/** "₹ 18.6 L", "₹ 1.2 Cr", "₹ 85,000". */
export function formatPaise(paise: number): string {
  return formatRupees(paise / paisePerRupee);
}

/** To the paisa: "₹ 1,50,000", "₹ 1,50,000.50". */
export function formatPaiseInFull(paise: number): string {
  const rupees = Math.trunc(paise / paisePerRupee);
  const rest = paise % paisePerRupee;
  return `₹ ${formatIndianNumber(rupees)}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

const ones = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const tens = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0–99 in words ("" for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ones[n]!;
  const unit = n % 10;
  return unit === 0 ? tens[Math.floor(n / 10)]! : `${tens[Math.floor(n / 10)]}-${ones[unit]}`;
}

/** 0–999 in words ("" for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (hundreds === 0) return rest;
  return rest ? `${ones[hundreds]} Hundred ${rest}` : `${ones[hundreds]} Hundred`;
}

/** A whole number in the Indian system: crore, lakh, thousand, hundred. */
function indianWords(n: number): string {
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores > 0) parts.push(`${indianWords(crores)} Crore`);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  const thousands = Math.floor((n % 100_000) / 1000);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  const rest = belowThousand(n % 1000);
  if (rest) parts.push(rest);
  return parts.join(" ");
}

/** "Rupees One Lakh Fifty Thousand only", "Rupees Ten and Paise Fifty only". */
export function amountInWords(paise: number): string {
  const rupees = Math.trunc(paise / paisePerRupee);
  const rest = paise % paisePerRupee;
  const words = `Rupees ${indianWords(rupees)}`;
  return rest === 0 ? `${words} only` : `${words} and Paise ${belowHundred(rest)} only`;
}
