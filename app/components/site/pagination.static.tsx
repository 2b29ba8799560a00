import { ChevronLeft, ChevronRight } from "lucide-react";

const linkClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white px-4 font-semibold text-forest-800 ring-1 ring-forest-900/15 hover:bg-forest-50";

/**
 * Previous / Next links of a public list (/blogs, /projects, a project's plots), plain links that
 * work without JavaScript; `pathOf` gives a page's address with the list's other state (category,
 * filters).
 * Shown only when there is more than one page.
 */
export function Pagination({
  page,
  pageCount,
  pathOf,
  label = "Pagination",
  className = "mt-12",
}: {
  page: number;
  pageCount: number;
  pathOf: (page: number) => string;
  /** The navigation's name, when the page has more than one list. */
  label?: string;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={`${className} grid grid-cols-[1fr_auto_1fr] items-center gap-3`}>
      <div>
        {page > 1 && (
          <a href={pathOf(page - 1)} rel="prev" className={linkClass}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </a>
        )}
      </div>
      <p className="text-sm text-neutral-700 tabular-nums">
        Page {page} of {pageCount}
      </p>
      <div className="text-right">
        {page < pageCount && (
          <a href={pathOf(page + 1)} rel="next" className={linkClass}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </a>
        )}
      </div>
    </nav>
  );
}
