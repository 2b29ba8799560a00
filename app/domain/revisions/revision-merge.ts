import { formatShortDateTime, parseIndiaDateTime } from "#app/lib/india-time.ts";

/**
 * Issue "Publish later and go back", no silent overwrites: a save refused because a colleague
 * saved the same record after it was opened is merged field by field, three ways. What only the
 * colleague changed is taken into the form; what only you changed stays yours; what you both
 * changed, differently, stays yours and is shown next to theirs to choose.
 */

/** An editor's values as its form reads them: texts, lists of texts, lists of small records. */
export type EditorFields = object;

export interface MergedSave<T extends EditorFields> {
  /** Yours, with what only the other save changed taken from it. */
  values: T;
  /** The fields only the other save changed (now its values in `values`). */
  taken: (keyof T & string)[];
  /** The fields both saves changed, differently (yours kept in `values`). */
  both: (keyof T & string)[];
}

/** A value as JSON with its records' keys in order, so two readings of the same thing compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === "object" && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );
}

/**
 * Merges `mine` (the refused save) with `theirs` (the record as saved since), both read from
 * `base` (the record as it was opened; null when its history does not go back that far, and then
 * every difference is one to choose).
 */
export function mergeSaves<T extends EditorFields>(
  base: T | null,
  mine: T,
  theirs: T,
  fields: readonly (keyof T & string)[],
): MergedSave<T> {
  const values = { ...mine };
  const taken: (keyof T & string)[] = [];
  const both: (keyof T & string)[] = [];
  for (const field of fields) {
    const [was, yours, saved] = [base?.[field], mine[field], theirs[field]].map(canonical);
    if (yours === saved || (base && was === saved)) continue;
    if (base && was === yours) {
      values[field] = theirs[field];
      taken.push(field);
    } else both.push(field);
  }
  return { values, taken, both };
}

/**
 * A field's value in a line of text: a list's items joined, a record's parts joined, a date and
 * time field's value (a schedule's "2026-12-25T09:00", India time) as people read it.
 */
export function fieldText(value: unknown): string {
  if (Array.isArray(value)) return value.map(fieldText).filter(Boolean).join("; ");
  if (value && typeof value === "object")
    return Object.values(value).map(fieldText).filter(Boolean).join(", ");
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return "";
  const moment = parseIndiaDateTime(value);
  return moment ? formatShortDateTime(moment) : value;
}
