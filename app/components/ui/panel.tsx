import { useId, type ReactNode } from "react";

import { Card } from "./card.tsx";

export interface PanelProps {
  title: ReactNode;
  /** A line under the title saying what the panel holds. */
  intro?: ReactNode;
  /** Beside the title, on its right: a link to the whole list, a button. */
  actions?: ReactNode;
  /** padded: the body has the card's margins; flush: its rows or table run to the card's edges. */
  body?: "padded" | "flush";
  className?: string;
  children: ReactNode;
}

/** A card with a heading: a section of a page (a dashboard panel, a part of a lead). */
export function Panel({ title, intro, actions, body = "padded", className, children }: PanelProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={className ? `min-w-0 ${className}` : "min-w-0"}>
      <div className="flex items-center justify-between gap-3 border-b border-neutral-200 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-forest-900">
            {title}
          </h2>
          {intro ? <p className="mt-0.5 text-sm text-neutral-600">{intro}</p> : null}
        </div>
        {actions}
      </div>
      {body === "padded" ? <div className="px-4 py-4 sm:px-5">{children}</div> : children}
    </Card>
  );
}
