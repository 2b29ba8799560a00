import { X } from "lucide-react";
import type { ReactNode } from "react";

import { useT } from "#app/components/site/site-data.ts";

export interface DialogFrameProps {
  titleId: string;
  title: string;
  description: string;
  children: ReactNode;
  /** Data attributes by which the dialog's script finds it. */
  [data: `data-${string}`]: string | undefined;
}

/**
 * A public form's modal as markup: a native <dialog> that, shown with showModal() by its script,
 * keeps focus inside, closes on Escape and gives focus back to the button that opened it; it fits
 * a 390 px phone and scrolls inside when the form is taller than the screen. Its close button is
 * marked `data-dialog-close` for the script.
 */
export function DialogFrame({ titleId, title, description, children, ...data }: DialogFrameProps) {
  const t = useT();
  return (
    <dialog
      {...data}
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-2xl bg-white p-0 text-neutral-800 shadow-2xl opacity-0 transition-[opacity,display,overlay] transition-discrete duration-200 backdrop:bg-neutral-950/70 open:opacity-100 starting:open:opacity-0 motion-reduce:transition-none"
    >
      <div className="p-5 sm:p-7">
        <div className="mb-5 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-semibold text-forest-900 sm:text-2xl">
              {title}
            </h2>
            <p className="mt-1 text-sm text-neutral-600">{description}</p>
          </div>
          <button
            type="button"
            aria-label={t("forms:close")}
            data-dialog-close
            className="-mr-2 -mt-1 rounded-full p-2 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
