import { diffWords } from "diff";

import { formatShortDateTime } from "#app/lib/india-time.ts";
import { fieldText, type EditorFields } from "./revision-merge.ts";

/**
 * Issue "Publish later and go back": "a history view of every save, field by field, with text
 * diffs". Each kept save set against the one kept before it: a short field as its value before and
 * after, a long text (a project's description, a post's excerpt and content) as the words taken
 * out and put in (jsdiff, ADR 026).
 */

/** A run of words of a long text: kept, taken out, or put in. */
export interface TextPart {
  text: string;
  change: "same" | "removed" | "added";
}

/**
 * One field of a save: its value as saved, its value before and after, its words changed, or its
 * images (as saved: `before` null; else before and after), shown as pictures rather than addresses.
 */
export type FieldLine =
  | { kind: "value"; field: string; label: string; value: string }
  | { kind: "change"; field: string; label: string; before: string; after: string }
  | { kind: "text"; field: string; label: string; parts: TextPart[] }
  | { kind: "images"; field: string; label: string; before: string[] | null; after: string[] };

/** A kept save as the history page lists it. */
export interface RevisionEntry {
  revision: number;
  actor: string;
  /** ISO timestamp, for `<time dateTime>`; the label in India time. */
  savedAt: string;
  savedLabel: string;
  /** The record as it is now. */
  current: boolean;
  /**
   * "created": the record's first save, with its values; "values": a save whose predecessor is
   * not kept (pruned, or saved before history began), with its values; "changes": what it changed.
   */
  shows: "created" | "values" | "changes";
  lines: FieldLine[];
}

/** What the history shows of a kind of record: its fields by label, its long texts and its images. */
export interface HistoryFields<T extends EditorFields> {
  labels: { readonly [K in keyof T & string]?: string };
  /** The long texts, each with how to read it (a post's content without its markup). */
  texts: { readonly [K in keyof T & string]?: (value: string) => string };
  /** The fields that hold image addresses (one, or a list). */
  images: readonly (keyof T & string)[];
}

/** A kept save: its number, who and when, and the editor's fields as saved. */
export interface KeptSave<T extends EditorFields> {
  revision: number;
  actor: string;
  savedAt: Date;
  fields: T;
}

/** The words taken out of `before` and put into `after`, in order. */
export function wordChanges(before: string, after: string): TextPart[] {
  return diffWords(before, after).map((part) => ({
    text: part.value,
    change: part.added ? "added" : part.removed ? "removed" : "same",
  }));
}

/** An image field's addresses, whether it holds one or a list. */
function imagesOf(value: unknown): string[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.filter((url): url is string => typeof url === "string" && url !== "");
}

/** Each field of a save as the history writes it, by its label, in the labels' order. */
function fieldTexts<T extends EditorFields>(spec: HistoryFields<T>, fields: T) {
  return (Object.entries(spec.labels) as [keyof T & string, string][]).map(([field, label]) => {
    const read = spec.texts[field];
    const value = (fields as Record<string, unknown>)[field];
    const text = fieldText(value);
    const images = spec.images.includes(field) ? imagesOf(value) : null;
    return { field, label, text: read ? read(text) : text, long: read !== undefined, images };
  });
}

/** What changed from `before` to `after`: the fields whose text differs. */
function changedLines<T extends EditorFields>(spec: HistoryFields<T>, before: T, after: T): FieldLine[] {
  const was = new Map(fieldTexts(spec, before).map((line) => [line.field, line]));
  return fieldTexts(spec, after).flatMap(({ field, label, text, long, images }): FieldLine[] => {
    const old = was.get(field);
    if ((old?.text ?? "") === text) return [];
    if (images) return [{ kind: "images", field, label, before: old?.images ?? [], after: images }];
    if (long) return [{ kind: "text", field, label, parts: wordChanges(old?.text ?? "", text) }];
    return [{ kind: "change", field, label, before: old?.text ?? "", after: text }];
  });
}

/**
 * The history of a record from its kept saves, newest first: each against the next older one
 * kept. The oldest shows its values, "Created" when it is the record's first save.
 */
export function revisionEntries<T extends EditorFields>(
  saves: readonly KeptSave<T>[],
  currentRevision: number,
  spec: HistoryFields<T>,
): RevisionEntry[] {
  return saves.map((save, i) => {
    const older = saves[i + 1];
    const lines: FieldLine[] = older
      ? changedLines(spec, older.fields, save.fields)
      : fieldTexts(spec, save.fields)
          .filter(({ text }) => text !== "")
          .map(({ field, label, text, images }) =>
            images
              ? { kind: "images", field, label, before: null, after: images }
              : { kind: "value", field, label, value: text },
          );
    return {
      revision: save.revision,
      actor: save.actor,
      savedAt: save.savedAt.toISOString(),
      savedLabel: formatShortDateTime(save.savedAt),
      current: save.revision === currentRevision,
      shows: older ? "changes" : save.revision === 1 ? "created" : "values",
      lines,
    };
  });
}
