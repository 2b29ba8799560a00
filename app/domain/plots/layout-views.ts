import type { LinkReport } from "./svg-rules.ts";

/** What the layout plan page says after an upload: the SVG's link report, the picture stored, or why not. */
export type LayoutUploadAnswer =
  | { ok: true; kind: "svg"; report: LinkReport }
  | { ok: true; kind: "image" }
  | { ok: false; message: string };

/** What it says after "Save outlines". */
export type OutlinesAnswer = { ok: true; saved: number } | { ok: false; message: string };

/** Plot numbers as the page lists them: "3, 7, 12", or "none". */
export function plotNumberList(numbers: readonly string[]): string {
  return numbers.length > 0 ? numbers.join(", ") : "none";
}
