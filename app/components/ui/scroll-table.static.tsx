import type { ReactNode } from "react";

export interface ScrollTableProps {
  /** The id of the heading that names the list (the box and the table both take it). */
  labelledBy: string;
  /** The column headings, left to right. */
  headings: readonly string[];
  /** The rows (`<tr>`s): a row's first cell may be a `<th scope="row">`. */
  children: ReactNode;
  /** How many of the rows show (not `hidden`). */
  shownRows: number;
  /** Its place on the page (a margin). */
  className?: string;
}

/**
 * Rows that more than fill the box (32rem: a 2.25rem header and rows of 2.3rem at least). A box that full is
 * drawn only when it nears the screen (`content-visibility`), taking its full height meanwhile, so
 * a project's hundreds of plots cost nothing at first view and nothing moves when they are drawn.
 */
const rowsFillingBox = 14;

/**
 * A public list of many rows (a project's plots): a few screens of rows at most, in a box that
 * scrolls with the header kept in view, so the page goes on below it. A static component: it
 * renders once, and a page's script finds its rows by their `data-` attributes. The cells' looks
 * are the table's: hundreds of rows do not each repeat them.
 */
export function ScrollTable({ labelledBy, headings, children, shownRows, className }: ScrollTableProps) {
  const deferred =
    shownRows >= rowsFillingBox ? "[content-visibility:auto] [contain-intrinsic-size:auto_32rem]" : "";
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={`relative max-h-[32rem] overflow-auto rounded-xl bg-white ring-1 ring-forest-900/10 ${deferred} ${className ?? ""}`}
    >
      <table
        aria-labelledby={labelledBy}
        className="w-full text-left text-sm whitespace-nowrap [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold"
      >
        <thead className="sticky top-0 z-10 bg-forest-50 text-forest-900">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&>tr]:border-t [&>tr]:border-neutral-200">{children}</tbody>
      </table>
    </div>
  );
}
