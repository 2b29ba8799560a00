import { finished } from "node:stream/promises";

import { Parser } from "csv-parse";

import { letOthersRun } from "./batches.ts";

/**
 * Every CSV import reads its file here (csv-parse, see docs/decisions/): Excel's files as they
 * come (a byte-order mark, commas or semicolons, uneven rows, blank lines, cells trimmed), a slice
 * at a time, letting other requests run between slices (issue 28: a file of thousands of rows
 * read in one go held every request of the site).
 */

/** How much of a file the parser reads at a time: a slice is parsed and checked in a few ms. */
const sliceBytes = 8 * 1024;

type Parsed = { record: string[]; info: { lines: number } };

/**
 * Hands each record to `take` with the line it ends on (the header is line 1), in order, until
 * `take` answers false (reading can stop: a bad header, too many rows). Resolves to the line the
 * file stops being CSV on (an unclosed quote), or null.
 */
export async function eachCsvRecord(
  text: string,
  take: (record: string[], line: number) => boolean,
): Promise<{ brokenAt: number | null }> {
  const parser = new Parser({
    bom: true,
    delimiter: [",", ";"],
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  });
  const parsed: Parsed[] = [];
  // The parser's error, with the line it was found on.
  const failed: { error: { lines?: number } | null } = { error: null };
  parser.on("data", (record: Parsed) => parsed.push(record));
  parser.on("error", (error: { lines?: number }) => (failed.error = error));
  const takeParsed = (): boolean => parsed.splice(0).every(({ record, info }) => take(record, info.lines));

  const bytes = Buffer.from(text);
  let reading = true;
  for (let at = 0; reading && at < bytes.length; at += sliceBytes) {
    parser.write(bytes.subarray(at, at + sliceBytes));
    // The parsed records arrive as events: by the next turn they are all here.
    await letOthersRun();
    reading = failed.error === null && takeParsed();
  }
  if (reading) {
    parser.end();
    await finished(parser).catch(() => undefined);
    takeParsed();
  }
  parser.destroy();
  return { brokenAt: failed.error === null ? null : (failed.error.lines ?? 1) };
}
