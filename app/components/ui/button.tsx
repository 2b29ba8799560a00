import type { ButtonHTMLAttributes } from "react";

import { buttonLook, type ButtonLook } from "./button-styles.ts";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {}

/**
 * A back-office button. It is `type="button"` unless told otherwise, so a button inside a form
 * never posts it by accident; a form's own send button is `type="submit"` (or SubmitButton).
 */
export function Button({ variant, size, className, type = "button", ...button }: ButtonProps) {
  return <button type={type} className={buttonLook({ variant, size }, className)} {...button} />;
}
