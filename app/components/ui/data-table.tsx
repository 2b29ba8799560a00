import type { ReactNode } from "react";

import { tableLooks, type DataTableLook } from "./data-table-looks.ts";
import type { PagerProps } from "./pager.static.tsx";
import { TableFrame } from "./table-frame.tsx";
import type { TableSearchProps } from "./table-search.tsx";

/** One column of a DataTable, declared as data. */
export interface Column<Row> {
  /** Tells the column apart (React's key). */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell of the row being edited (DataTable's `editing`); absent, the usual cell. */
  edit?: (row: Row) => ReactNode;
  /** The row's name: its cell is the row's header (`<th scope="row">`), first on a phone's card. */
  rowHeader?: boolean;
  align?: "start" | "end";
  /** On a phone's card (look "cards"): a line of its own, beside the other inline cells, or left out. */
  phone?: "line" | "inline" | "hidden";
  /** The cells' own classes: a width, wrapping, figures (`tabular-nums`), an order on a phone's card. */
  className?: string;
}

export interface DataTableProps<Row> {
  /** What the table holds, for screen readers ("Blogs, newest first"). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row's actions, in a last column that stays in view when the table scrolls sideways. */
  actions?: (row: Row) => ReactNode;
  /** The key of the row being edited: its cells are the columns' `edit`. */
  editing?: string | null;
  /** A row's data attributes, for the page's scripts and the tests. */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  look?: DataTableLook;
  /** Narrow cells, for a table of many columns. */
  dense?: boolean;
  /** The table's own classes, e.g. the width under which it scrolls (`md:min-w-[56rem]`). */
  tableClassName?: string;
  /** Shown instead of the table when there are no rows and nothing is searched. */
  empty?: ReactNode;
  search?: TableSearchProps;
  pager?: PagerProps;
}

const phoneClasses = { line: "max-md:w-full", inline: "", hidden: "max-md:hidden" } as const;

function join(...classes: (string | false | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}

/**
 * The back office's table: a header, the rows with their actions, what to say when there are
 * none, and (with `search` and `pager`) the search box and page links of a list read a page at a
 * time. In the look "cards" every row becomes a card under the tablet width, rendered once for
 * every width (a second markup for phones doubled the page's weight).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  editing = null,
  rowData,
  look = "cards",
  dense = false,
  tableClassName,
  empty,
  search,
  pager,
}: DataTableProps<Row>) {
  const classes = tableLooks[look];
  const cards = look === "cards";
  const cellClass = (column: Column<Row>) =>
    join(
      dense ? classes.denseCell : classes.cell,
      column.align === "end" && (cards ? "md:text-right" : "text-right"),
      cards && phoneClasses[column.phone ?? "line"],
      column.rowHeader && "font-normal",
      column.rowHeader && cards && "max-md:order-first",
      column.className,
    );

  return (
    <TableFrame search={search} pager={pager} hasRows={rows.length > 0} empty={empty}>
      <div className={classes.frame}>
        <table className={join(classes.table, tableClassName)}>
          <caption className="sr-only">{caption}</caption>
          <thead className={classes.head}>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={join(
                    dense ? classes.denseHeadCell : classes.headCell,
                    "whitespace-nowrap",
                    column.align === "end" && "text-right",
                  )}
                >
                  {column.header}
                </th>
              ))}
              {actions ? (
                <th
                  scope="col"
                  className={join(
                    dense ? classes.denseHeadCell : classes.headCell,
                    classes.actionsHead,
                    "text-right",
                  )}
                >
                  Actions
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className={classes.body}>
            {rows.map((row) => {
              const key = rowKey(row);
              const edited = key === editing;
              return (
                <tr
                  key={key}
                  {...rowData?.(row)}
                  className={join(classes.row, edited ? "bg-marigold-50" : classes.rowColour)}
                >
                  {columns.map((column) => {
                    const content = edited && column.edit ? column.edit(row) : column.cell(row);
                    return column.rowHeader ? (
                      <th key={column.key} scope="row" className={cellClass(column)}>
                        {content}
                      </th>
                    ) : (
                      <td key={column.key} className={cellClass(column)}>
                        {content}
                      </td>
                    );
                  })}
                  {actions ? (
                    <td className={join(dense ? classes.denseCell : classes.cell, classes.actionsCell)}>
                      <div className="flex items-center justify-end gap-0.5">{actions(row)}</div>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </TableFrame>
  );
}
