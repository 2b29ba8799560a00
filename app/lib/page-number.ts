/**
 * Reads a list's `?page=` without ever failing. `canonical` is false when the URL asked for
 * something odd (page "abc", "0", or "1", which the first page's address leaves out): the route
 * then redirects to the list's own address for that page.
 */
export function readPageNumber(value: string | null): { page: number; canonical: boolean } {
  if (value === null) return { page: 1, canonical: true };
  const valid = /^[1-9][0-9]{0,5}$/.test(value);
  const page = valid ? Number(value) : 1;
  return { page, canonical: valid && page > 1 };
}

/** How many pages `total` rows fill; an empty list still has its first page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
