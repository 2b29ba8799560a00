/**
 * The back office's buttons, one look for a `<button>` (Button), a link (LinkButton) and the few
 * controls that must be another element (a file input's label, a form posting a confirmation).
 */

/** primary: the page's main action; secondary: the others; danger: deleting; ghost: a quiet row action. */
export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost" | "ghost-danger";

/** md: a form's or a page's button; sm: inside a dense table row; icon: a square holding an icon alone. */
export type ButtonSize = "md" | "sm" | "icon";

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-50";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-forest-700 text-white shadow-xs hover:bg-forest-800",
  secondary: "border border-neutral-300 bg-white text-neutral-800 shadow-xs hover:bg-neutral-100",
  danger: "bg-red-700 text-white shadow-xs hover:bg-red-800",
  ghost: "text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900",
  "ghost-danger": "text-red-700 hover:bg-red-50 hover:text-red-800",
};

const sizes: Record<ButtonSize, string> = {
  md: "px-4 py-2 text-sm",
  sm: "px-3 py-1 text-sm",
  icon: "size-9 shrink-0 text-sm",
};

/** The classes of a button of this look, with any the place adds (a width, a margin). */
export function buttonLook({ variant = "secondary", size = "md" }: ButtonLook, className?: string): string {
  const classes = `${base} ${variants[variant]} ${sizes[size]}`;
  return className ? `${classes} ${className}` : classes;
}
