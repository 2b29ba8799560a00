/** The back-office forms' shared look, so the project and blog editors read as one product. */

export const labelClass = "block text-sm font-semibold text-neutral-800";

export const inputClass =
  "mt-1 block w-full rounded-md border border-neutral-400 bg-white px-3 py-2 text-base text-neutral-900 " +
  "shadow-xs focus:border-forest-600 aria-invalid:border-red-700 sm:text-sm";

export const fieldErrorClass = "mt-1 text-sm font-medium text-red-700";

export const hintClass = "mt-1 text-sm text-neutral-600";

const button =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold shadow-xs " +
  "transition-colors disabled:cursor-not-allowed disabled:opacity-60";

export const buttonClass = {
  primary: `${button} bg-forest-700 text-white hover:bg-forest-800`,
  secondary: `${button} border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100`,
  danger: `${button} bg-red-700 text-white hover:bg-red-800`,
} as const;

/** A small square button holding only an icon; give it an aria-label. */
export const iconButtonClass =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 " +
  "hover:text-neutral-900 disabled:cursor-not-allowed disabled:opacity-40";
