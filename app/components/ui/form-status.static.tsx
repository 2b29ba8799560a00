import { CircleCheck } from "lucide-react";
import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";

import { buttonClass, formErrorClass, successClass } from "./form-styles.ts";

/**
 * A refusal of the whole form (a limit, a failed save, the fields to correct), announced at once.
 * It can take focus (`[data-form-error]`), so a form can lead the person to it.
 */
export function FormError({
  id,
  message,
  ref,
}: {
  id?: string;
  message: ReactNode;
  ref?: Ref<HTMLParagraphElement>;
}) {
  if (!message) return null;
  return (
    <p ref={ref} id={id} role="alert" tabIndex={-1} data-form-error className={formErrorClass}>
      {message}
    </p>
  );
}

/** The summary above a refused form: how many of its fields need correcting. */
export function fieldsToCorrect(errors: object): string | undefined {
  const count = Object.keys(errors).length;
  if (count === 0) return undefined;
  return `Nothing was saved: please correct the ${count === 1 ? "field" : `${count} fields`} marked below.`;
}

/** The form's send button; while the form is being sent it says so and cannot be pressed again. */
export function SubmitButton({
  pending,
  pendingLabel,
  className = buttonClass.primary,
  disabled,
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & { pending: boolean; pendingLabel: string }) {
  return (
    <button type="submit" disabled={pending || disabled} className={className} {...button}>
      {pending ? pendingLabel : children}
    </button>
  );
}

/**
 * The thank-you after a stored submission, in a live region that is on the page from the start.
 * The `id` is where a post without JavaScript comes back to, so the message is in view. The
 * message's frame is there (hidden, empty) before it is shown: the public forms' script
 * (lead-form-script.ts) writes the message into it and shows it.
 */
export function SuccessStatus({ id, message, shown }: { id: string; message: string; shown: boolean }) {
  return (
    <div id={id} role="status" data-success={message}>
      <p hidden={!shown} className={successClass}>
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {shown ? message : null}
      </p>
    </div>
  );
}
