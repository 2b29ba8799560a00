import { tableQueryString, type TableListing } from "#app/lib/table-query.ts";

import type { PagerProps } from "./pager.static.tsx";
import type { TableSearchProps } from "./table-search.tsx";

/**
 * A DataTable's rows, search box and page links for one page of a back-office table
 * (`TableListing`, read with `?q=` and `?page=`): `<DataTable {...tableListingProps(...)} … />`.
 */
export function tableListingProps<Row>(
  listing: TableListing<Row>,
  path: string,
  search: Pick<TableSearchProps, "id" | "label" | "placeholder">,
): { rows: Row[]; search: TableSearchProps; pager: PagerProps } {
  const { rows, query, pageCount } = listing;
  return {
    rows,
    search: { ...search, q: query.q, path },
    pager: {
      page: query.page,
      pageCount,
      hrefOf: (page) => `${path}${tableQueryString({ q: query.q, page })}`,
    },
  };
}
