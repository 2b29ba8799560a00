import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";

import { useT } from "#app/components/site/site-data.ts";

import { buttonLook } from "./button-styles.ts";

const looks = {
  /** The back office: buttons, and a greyed one where there is no page to go to. */
  admin: { link: buttonLook({ variant: "secondary" }), label: "Pages", placeholders: true },
  /** The public lists (/blogs, /projects, a project's plots): round links for a thumb. */
  site: {
    link:
      "inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white px-4 font-semibold text-forest-800 " +
      "ring-1 ring-forest-900/15 hover:bg-forest-50",
    label: undefined,
    placeholders: false,
  },
} as const;

export interface PagerProps {
  page: number;
  pageCount: number;
  /** A page's address, with the list's other state (its search, filters or category). */
  hrefOf: (page: number) => string;
  look?: keyof typeof looks;
  /** The navigation's name, when the page has more than one list. */
  label?: string;
  /** Its place on the page (a margin). */
  className?: string;
}

/**
 * Previous / Next and "Page X of Y" of a list read a page at a time: plain links that work without
 * JavaScript (a static component, shared by the public lists and the back office), shown only when
 * there is more than one page. Its texts are the page's language on the public site, English in
 * the back office.
 */
export function Pager({ page, pageCount, hrefOf, look = "admin", label, className }: PagerProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  const style = looks[look];
  function step(to: number, rel: "prev" | "next", content: ReactNode) {
    if (to >= 1 && to <= pageCount) {
      return (
        <a href={hrefOf(to)} rel={rel} className={style.link}>
          {content}
        </a>
      );
    }
    return style.placeholders ? (
      <span aria-disabled className={style.link}>
        {content}
      </span>
    ) : null;
  }
  return (
    <nav
      aria-label={label ?? style.label ?? t("projects:pagination")}
      className={`grid grid-cols-[1fr_auto_1fr] items-center gap-3 ${className ?? ""}`}
    >
      <div>
        {step(
          page - 1,
          "prev",
          <>
            <ChevronLeft aria-hidden className="size-4" />
            {t("projects:previousPage")}
          </>,
        )}
      </div>
      <p className="text-sm text-neutral-700 tabular-nums">
        {t("projects:pageOfCount", { page, pages: pageCount })}
      </p>
      <div className="text-right">
        {step(
          page + 1,
          "next",
          <>
            {t("projects:nextPage")}
            <ChevronRight aria-hidden className="size-4" />
          </>,
        )}
      </div>
    </nav>
  );
}
