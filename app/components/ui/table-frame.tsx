import type { ReactNode } from "react";

import { EmptyState } from "./empty-state.tsx";
import { Pager, type PagerProps } from "./pager.static.tsx";
import { TableSearch, type TableSearchProps } from "./table-search.tsx";

export interface TableFrameProps {
  /** The search box, shown once there is something to search (or a search found nothing). */
  search?: TableSearchProps;
  /** The page links, which keep the search. */
  pager?: PagerProps;
  hasRows: boolean;
  /** Shown when there is nothing at all (no search). */
  empty?: ReactNode;
  /** The rows (a DataTable's table). */
  children: ReactNode;
}

/**
 * A list a page at a time: its search box, the rows or what to say when there are none (a search
 * that matches nothing says so), and the page links. DataTable is built on it.
 */
export function TableFrame({ search, pager, hasRows, empty, children }: TableFrameProps) {
  const q = search?.q ?? "";
  return (
    <div className="space-y-4">
      {search && (hasRows || q !== "") ? <TableSearch {...search} /> : null}
      {hasRows ? children : q !== "" ? <EmptyState title={`Nothing matches "${q}".`} /> : empty}
      {pager ? <Pager {...pager} /> : null}
    </div>
  );
}
