/**
 * The constraints of a form field that the page carries as native attributes: the browser's own
 * check and hint before anything is sent. Each form's fields module declares them next to its
 * messages, and its schema checks the same limits on the server.
 */
export interface FieldRule {
  required?: boolean;
  type?: "text" | "email" | "tel" | "url" | "number" | "date" | "datetime-local" | "password";
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal";
  minLength?: number;
  maxLength?: number;
  min?: number | string;
  max?: number | string;
  step?: number;
  /** A pattern for the whole value, as the HTML attribute reads it. */
  pattern?: string;
}
