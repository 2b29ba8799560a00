/** Timestamps go into the database as ISO strings: both engines sort and compare them correctly. */
export function timestamp(date: Date = new Date()): string {
  return date.toISOString();
}

/**
 * The one place a stored timestamp becomes a `Date`. PostgreSQL hands back `Date`, SQLite the ISO
 * string we wrote. Spec §3: a missing value reads as now (`fallback`), or as null when asked for.
 */
export function toDate(
  value: Date | string | null | undefined,
  fallback: () => Date = () => new Date(),
): Date {
  if (value instanceof Date) return value;
  if (typeof value === "string" && value !== "") {
    const parsed = new Date(value);
    if (!Number.isNaN(parsed.getTime())) return parsed;
  }
  return fallback();
}

export function toDateOrNull(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = toDate(value, () => new Date(Number.NaN));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment that may be unset (a scheduled time, say), as it is written. */
export function timestampOrNull(date: Date | null): string | null {
  return date ? timestamp(date) : null;
}
