import { parseIndiaDateTime } from "#app/lib/india-time.ts";
import { fileSources, leadSourceLabels } from "./lead-sources.ts";

/**
 * Issue "One inbox": leads from a portal's export (99acres, MagicBricks, Housing.com) or any
 * spreadsheet, saved as CSV. Staff say which of the file's columns holds each of the lead's fields
 * (the mapping is remembered per source), see the rows that will come in and the bad ones named,
 * then import; a row already imported is never added twice. Browser-safe: the page's texts.
 */

export const importFields = [
  "name",
  "phone",
  "email",
  "project",
  "message",
  "receivedAt",
  "campaign",
] as const;

export type ImportField = (typeof importFields)[number];

export const importFieldLabels: Record<ImportField, string> = {
  name: "Name",
  phone: "Phone",
  email: "E-mail",
  project: "Project",
  message: "Message",
  receivedAt: "Received on",
  campaign: "Campaign or listing",
};

/** Every lead needs a name and a phone number; the other fields are taken when the file has them. */
export const requiredImportFields: readonly ImportField[] = ["name", "phone"];

/** Which column (by its position in the header row) holds each field; absent: not in the file. */
export type ImportMapping = Partial<Record<ImportField, number>>;

export interface ImportProblem {
  row: number;
  reason: string;
}

/** A row that will come in, as the preview lists it. */
export interface ImportSampleRow {
  row: number;
  name: string;
  phone: string;
  project: string;
  receivedAt: string;
}

/** What the preview shows: the file's columns and their mapping, the rows that come in, the bad ones. */
export interface LeadImportPreview {
  header: string[];
  mapping: ImportMapping;
  /** Why the mapping cannot be used (a required field left out), or null. */
  mappingError: string | null;
  rows: number;
  fresh: number;
  already: number;
  problems: ImportProblem[];
  sample: ImportSampleRow[];
}

/** The preview with what its page posts back: the file's text and name, the source, the project. */
export interface LeadImportView extends LeadImportPreview {
  text: string;
  fileName: string;
  source: string;
  projectId: string;
}

export const fileSourceOptions = fileSources.map((source) => ({
  value: source,
  label: leadSourceLabels[source],
}));

export const maxLeadImportBytes = 2 * 1024 * 1024;
export const maxLeadImportRows = 2000;

export const leadImportMessages = {
  source: "Please choose where the file comes from.",
  noFile: "Please choose a CSV file.",
  tooLarge: "The file is larger than 2 MB: split it into smaller files.",
  tooMany: `The file has more than ${maxLeadImportRows.toLocaleString("en-IN")} rows: split it into smaller files.`,
  notCsv: "The file is not a CSV file (save it from Excel as CSV UTF-8).",
  empty: "The file has no leads: the first row names the columns, each row after it is a lead.",
  unmapped: (label: string) => `Please choose the column that holds the ${label.toLowerCase()}.`,
  mappedTwice: "Each column can hold one field only.",
  unknownProject: (name: string) => `No project is named "${name}".`,
  badDate: (text: string) =>
    `"${text}" is not a date this import reads (such as 28/11/2026, 28-Nov-2026 or 2026-11-28 14:30).`,
  futureDate: "The date is in the future.",
  sameAs: (row: number) => `The same lead as row ${row}.`,
} as const;

/** What a header cell is called by each portal and by people, for a first guess at the mapping. */
const headerGuesses: Record<ImportField, readonly string[]> = {
  name: ["name", "full name", "customer name", "lead name", "contact name", "buyer name", "client name"],
  phone: [
    "phone",
    "phone number",
    "mobile",
    "mobile number",
    "mobile no",
    "contact number",
    "contact",
    "phone no",
  ],
  email: ["email", "e-mail", "email id", "email address", "mail"],
  project: ["project", "project name", "property", "property name", "listing", "locality"],
  message: ["message", "requirement", "requirements", "remarks", "comments", "notes", "query", "enquiry"],
  receivedAt: [
    "date",
    "received",
    "received on",
    "lead date",
    "enquiry date",
    "created",
    "created time",
    "created on",
    "date received",
  ],
  campaign: ["campaign", "campaign name", "ad name", "listing id", "property id", "source detail"],
};

const headerKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[_.:]+/g, " ")
    .replace(/\s+/g, " ");

/** The mapping a file's header suggests: each field to the first column named as people name it. */
export function guessMapping(header: readonly string[]): ImportMapping {
  const keys = header.map(headerKey);
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  for (const field of importFields) {
    const column = keys.findIndex((key, i) => !taken.has(i) && headerGuesses[field].includes(key));
    if (column >= 0) {
      mapping[field] = column;
      taken.add(column);
    }
  }
  return mapping;
}

/**
 * A remembered mapping laid on a new file: each field goes to the column of the same name as
 * before (a portal may add or move columns); a field whose column is gone is guessed again.
 */
export function mappingForHeader(
  header: readonly string[],
  remembered: Record<string, string>,
): ImportMapping {
  const guessed = guessMapping(header);
  const keys = header.map(headerKey);
  const mapping: ImportMapping = {};
  for (const field of importFields) {
    const column = remembered[field] === undefined ? -1 : keys.indexOf(headerKey(remembered[field]));
    const chosen = column >= 0 ? column : guessed[field];
    if (chosen !== undefined && !Object.values(mapping).includes(chosen)) mapping[field] = chosen;
  }
  return mapping;
}

/** The mapping kept for the source: each field to its column's header text. */
export function rememberedMapping(header: readonly string[], mapping: ImportMapping): Record<string, string> {
  return Object.fromEntries(
    importFields.flatMap((field) => {
      const column = mapping[field];
      return column === undefined || header[column] === undefined ? [] : [[field, header[column]]];
    }),
  );
}

/** What is wrong with a mapping as a whole (a required field left out, a column used twice), or null. */
export function mappingProblem(mapping: ImportMapping): string | null {
  const missing = requiredImportFields.find((field) => mapping[field] === undefined);
  if (missing) return leadImportMessages.unmapped(importFieldLabels[missing]);
  const columns = Object.values(mapping);
  return new Set(columns).size === columns.length ? null : leadImportMessages.mappedTwice;
}

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "14:30", "2:30 PM", "14:30:15" as hours and minutes of the day, or null. */
function timeOfDay(text: string | undefined): { hours: number; minutes: number } | null {
  if (text === undefined || text.trim() === "") return { hours: 0, minutes: 0 };
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*(am|pm)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const half = match[3]?.toLowerCase();
  if (half && (hours < 1 || hours > 12)) return null;
  if (half === "pm" && hours < 12) hours += 12;
  if (half === "am" && hours === 12) hours = 0;
  return { hours, minutes: Number(match[2]) };
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * A spreadsheet's date, read as India time: 2026-11-28 (with a time or a zone or not), 28/11/2026,
 * 28-11-2026 and 28.11.2026 (day first, as India writes it), 28-Nov-2026 and 28 Nov 2026.
 */
export function parseSheetDate(text: string): Date | null {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/i.test(value)) {
    const zoned = new Date(value);
    return Number.isNaN(zoned.getTime()) ? null : zoned;
  }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](.+))?$/.exec(value);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:,?\s+(.+))?$/.exec(value);
  const named = /^(\d{1,2})[\s-]([a-z]{3})[a-z]*[\s-](\d{4})(?:,?\s+(.+))?$/i.exec(value);
  let day: [number, number, number, string | undefined] | null = null;
  if (iso) day = [Number(iso[1]), Number(iso[2]), Number(iso[3]), iso[4]];
  else if (dayFirst) day = [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]), dayFirst[4]];
  else if (named && months.includes(named[2]!.toLowerCase()))
    day = [Number(named[3]), months.indexOf(named[2]!.toLowerCase()) + 1, Number(named[1]), named[4]];
  if (!day) return null;
  const [year, month, date, clock] = day;
  const time = timeOfDay(clock);
  if (!time) return null;
  const written = `${year}-${pad(month)}-${pad(date)}T${pad(time.hours)}:${pad(time.minutes)}`;
  // parseIndiaDateTime checks that the day exists (no 31 November) and the time is on the clock.
  return parseIndiaDateTime(written);
}
