import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

import { buttonClass } from "#app/components/ui/form-styles.ts";

/** Previous / Next of a back-office table; `hrefOf` gives a page's address with the table's search. */
export function Pager({
  page,
  pageCount,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const disabled = `${buttonClass.secondary} pointer-events-none opacity-50`;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={buttonClass.secondary}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </Link>
      ) : (
        <span aria-disabled className={disabled}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </span>
      )}
      <p className="text-sm text-neutral-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} className={buttonClass.secondary}>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span aria-disabled className={disabled}>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </span>
      )}
    </nav>
  );
}
