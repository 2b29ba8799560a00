import { Check, Share2, X } from "lucide-react";
import { useId } from "react";

import { useT } from "#app/components/site/site-data.ts";

import shareScript from "./share-button-script.ts?script";

/**
 * Spec §7 Share: the button, hidden until share-button-script.ts runs (it can do nothing without
 * it), and what the script shows: 'Link copied to clipboard!' in the status line, or the field to
 * copy the link by hand. The messages float below the button so nothing on the page moves.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const fieldId = useId();
  const t = useT();
  return (
    <div className="relative shrink-0" hidden data-share data-title={title} data-text={text}>
      <button
        type="button"
        data-share-button
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-semibold text-forest-800 ring-1 ring-forest-900/20 transition-colors hover:bg-forest-50"
      >
        <Share2 aria-hidden="true" className="size-4" />
        {t("blog:share")}
      </button>
      <p role="status" data-share-status className="absolute top-full right-0 z-10 mt-2 whitespace-nowrap" />
      <template data-share-copied>
        <span className="inline-flex items-center gap-1.5 rounded-lg bg-forest-800 px-3 py-2 text-sm font-medium text-white shadow-lg">
          <Check aria-hidden="true" className="size-4" />
          {t("blog:linkCopied")}
        </span>
      </template>
      <template data-share-manual>
        <div className="absolute top-full right-0 z-10 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-lg bg-white p-3 shadow-lg ring-1 ring-forest-900/15">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor={fieldId} className="text-sm font-medium text-neutral-800">
              {t("blog:copyLinkToShare")}
            </label>
            <button
              type="button"
              className="-m-1 flex size-8 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("blog:close")}</span>
            </button>
          </div>
          <input
            id={fieldId}
            type="text"
            readOnly
            className="mt-1 w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900"
          />
        </div>
      </template>
      <script type="module" src={shareScript} async />
    </div>
  );
}
