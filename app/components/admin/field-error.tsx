import { fieldErrorClass } from "./form-styles";

/** A field's error under it, with the id (`<field id>-error`) its aria-describedby points to. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className={fieldErrorClass}>
      {error}
    </p>
  ) : null;
}
