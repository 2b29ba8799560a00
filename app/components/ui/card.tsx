import type { HTMLAttributes } from "react";

/** The back office's white card: the frame of a table, a form section, a panel. */
const cardClass = "rounded-xl bg-white shadow-sm ring-1 ring-neutral-200";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element it is: a plain box, a section with a heading, an item of a list. */
  as?: "div" | "section" | "li" | "article";
}

/** A white card; its padding and layout are the place's (`className`). */
export function Card({ as: Element = "div", className, ...props }: CardProps) {
  return <Element className={className ? `${cardClass} ${className}` : cardClass} {...props} />;
}
