/**
 * The forms' one look, for the public site and the back office alike. Public forms use the roomy
 * controls (a thumb on a phone); the back office the compact ones (a desk, long forms).
 */

import { buttonLook } from "./button-styles.ts";

export type FieldLook = "compact" | "roomy";

export const labelClass = "block text-sm font-semibold text-neutral-800";

export const hintClass = "mt-1 text-sm text-neutral-600";

const control =
  "block w-full border border-neutral-400 bg-white px-3 text-base text-neutral-900 shadow-xs " +
  "focus:border-forest-600 aria-invalid:border-red-700";

const compactControl = `${control} rounded-md py-2 sm:text-sm`;

/** Text inputs, selects and text areas, under their label. */
export const controlClass: Record<FieldLook, string> = {
  compact: `mt-1 ${compactControl}`,
  roomy: `mt-1.5 ${control} rounded-lg py-2.5`,
};

/** A compact control in a row with a button beside it (it takes the row's spacing). */
export const inlineControlClass = compactControl;

export const fieldErrorClass: Record<FieldLook, string> = {
  compact: "mt-1 text-sm font-medium text-red-700",
  roomy: "mt-1.5 text-sm font-medium text-red-700",
};

export const fileInputClass =
  "mt-1.5 block w-full text-sm text-neutral-800 file:mr-3 file:rounded-md file:border-0 file:bg-forest-50 " +
  "file:px-3 file:py-2 file:font-medium file:text-forest-800 hover:file:bg-forest-100";

/** The button that stands for a file input once JavaScript runs (the input is visually hidden beside it as a `peer`). */
export const fileButtonClass =
  "inline-flex cursor-pointer items-center gap-2 rounded-md border border-dashed border-forest-600 bg-forest-50 " +
  "px-4 py-2 text-sm font-semibold text-forest-800 hover:bg-forest-100 peer-focus-visible:outline-2 " +
  "peer-focus-visible:outline-offset-2 peer-focus-visible:outline-forest-600";

/** A form's thank-you once it is stored. */
export const successClass =
  "flex items-start gap-3 rounded-lg bg-forest-50 px-4 py-3 font-semibold text-forest-800 ring-1 ring-forest-200";

export const formErrorClass =
  "rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200";

/**
 * Buttons as class strings, for markup that is not a Button or LinkButton (a public form's send
 * button, the sign-in card's); primary, secondary and danger are `buttonLook`'s.
 */
export const buttonClass = {
  primary: buttonLook({ variant: "primary" }),
  secondary: buttonLook({ variant: "secondary" }),
  danger: buttonLook({ variant: "danger" }),
  /** A public form's send button: the warm accent, full width on a phone. */
  cta:
    "inline-flex w-full items-center justify-center rounded-lg bg-marigold-400 px-5 py-3 text-base " +
    "font-semibold whitespace-nowrap text-forest-900 shadow-sm transition-colors hover:bg-marigold-500 " +
    "disabled:cursor-wait disabled:opacity-80 sm:w-auto",
  /** The one button of a sign-in card, as wide as the card. */
  block:
    "w-full rounded-md bg-forest-700 px-4 py-3 font-semibold text-white hover:bg-forest-800 " +
    "disabled:opacity-70",
} as const;

/** A small square button holding only an icon; give it an aria-label. Its styles: `.icon-button` in app.css. */
export const iconButtonClass = "icon-button";
