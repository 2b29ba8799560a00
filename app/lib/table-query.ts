import { pageCountOf, readPageNumber } from "./page-number.ts";

/** A back-office table's state in its URL (/admin/projects, /admin/blogs): the search and the page. */
export interface TableQuery {
  q: string;
  page: number;
}

/** Rows a back-office table shows a page (as the leads inbox): a page costs the same at any size. */
export const tablePageSize = 25;

/** Reads `?q=` and `?page=` without ever failing: odd pages read as the first. */
export function readTableQuery(params: URLSearchParams): TableQuery {
  return { q: (params.get("q") ?? "").trim().slice(0, 100), page: readPageNumber(params.get("page")).page };
}

/** The query string of a table's address; an empty search and the first page stay out of it. */
export function tableQueryString({ q, page }: TableQuery): string {
  const params = new URLSearchParams();
  if (q !== "") params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** One page of a back-office table, with what it matched in all and the query it answers. */
export interface TableListing<Row> {
  rows: Row[];
  total: number;
  query: TableQuery;
  pageCount: number;
}

/** One page of a list read in the database, with how many rows it has in all. */
export interface RowPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
}

/** The rows of `page` (the last page when it asks past the end), `pageSize` a page, with the total. */
export async function pageOfRows<Row>(
  page: number,
  pageSize: number,
  count: () => Promise<number>,
  rowsAt: (window: { limit: number; offset: number }) => Promise<Row[]>,
): Promise<RowPage<Row>> {
  const total = await count();
  const pageCount = pageCountOf(total, pageSize);
  const shown = Math.min(page, pageCount);
  const rows = await rowsAt({ limit: pageSize, offset: (shown - 1) * pageSize });
  return { rows, total, page: shown, pageCount };
}

/** The page `query` asks for (the last one when it asks past the end), with the total it counts. */
export async function pageOfTable<Row>(
  query: TableQuery,
  count: () => Promise<number>,
  rowsAt: (window: { limit: number; offset: number }) => Promise<Row[]>,
): Promise<TableListing<Row>> {
  const { rows, total, page, pageCount } = await pageOfRows(query.page, tablePageSize, count, rowsAt);
  return { rows, total, query: { q: query.q, page }, pageCount };
}
