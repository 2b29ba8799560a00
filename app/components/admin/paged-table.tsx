import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import { Field } from "#app/components/ui/field.static.tsx";
import { buttonClass, controlClass } from "#app/components/ui/form-styles.ts";
import { tableQueryString, type TableListing } from "#app/lib/table-query.ts";

import { Pager } from "./pager.tsx";

/**
 * The search box over a back-office table: a GET form, so it works without JavaScript and the
 * search stays in the address (paging keeps it). A new search starts again at the first page.
 */
function TableSearch({
  id,
  label,
  placeholder,
  q,
  path,
}: {
  id: string;
  label: string;
  placeholder: string;
  q: string;
  path: string;
}) {
  return (
    <Form
      method="get"
      action={path}
      role="search"
      aria-label={label}
      className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-neutral-200"
    >
      <Field id={id} label={label} className="min-w-0 flex-1">
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-neutral-500"
          />
          <input
            id={id}
            type="search"
            name="q"
            defaultValue={q}
            placeholder={placeholder}
            maxLength={100}
            className={`${controlClass.compact} pl-9`}
          />
        </div>
      </Field>
      <button type="submit" className={buttonClass.secondary}>
        Search
      </button>
      {q !== "" ? (
        <Link to={path} className="py-2 text-sm font-medium text-forest-700 underline underline-offset-4">
          Clear search
        </Link>
      ) : null}
    </Form>
  );
}

/**
 * A back-office table a page at a time: its search box (once there is something to search), the
 * rows or what to say when there are none, and the page links, which keep the search.
 */
export function PagedTable<Row>({
  listing,
  path,
  search,
  empty,
  children,
}: {
  listing: TableListing<Row>;
  path: string;
  search: { id: string; label: string; placeholder: string };
  /** Shown when there is nothing at all (no search). */
  empty: ReactNode;
  children: (rows: Row[]) => ReactNode;
}) {
  const { rows, total, query, pageCount } = listing;
  return (
    <div className="space-y-4">
      {total > 0 || query.q !== "" ? <TableSearch {...search} q={query.q} path={path} /> : null}
      {rows.length > 0 ? (
        children(rows)
      ) : query.q !== "" ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white px-6 py-12 text-center text-neutral-700">
          {`Nothing matches "${query.q}".`}
        </p>
      ) : (
        empty
      )}
      <Pager
        page={query.page}
        pageCount={pageCount}
        hrefOf={(page) => `${path}${tableQueryString({ q: query.q, page })}`}
      />
    </div>
  );
}
