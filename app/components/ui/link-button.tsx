import { Link, type LinkProps } from "react-router";

import { buttonLook, type ButtonLook } from "./button-styles.ts";

export interface LinkButtonProps extends LinkProps, ButtonLook {
  /** Opens the page in a new tab (a public page, from the back office); say so in its name. */
  newTab?: boolean;
}

const inNewTab = { target: "_blank", rel: "noopener noreferrer", discover: "none" } as const;

/**
 * A link that looks like a button: an action that opens something (`?new`, a dialog's Cancel, a
 * page) rather than changes it. `reloadDocument` leaves a download to the browser.
 */
export function LinkButton({ variant, size, className, newTab = false, ...link }: LinkButtonProps) {
  return (
    <Link className={buttonLook({ variant, size }, className)} {...(newTab ? inNewTab : {})} {...link} />
  );
}
