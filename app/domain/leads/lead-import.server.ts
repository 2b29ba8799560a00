import { createHash } from "node:crypto";

import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { pacer } from "#app/lib/batches.ts";
import { eachCsvRecord } from "#app/lib/csv-reader.server.ts";
import { formatShortDateTime } from "#app/lib/india-time.ts";
import { importedLeadSchema } from "./lead-forms.ts";
import {
  importFields,
  leadImportMessages,
  mappingForHeader,
  mappingProblem,
  maxLeadImportRows,
  parseSheetDate,
  rememberedMapping,
  type ImportField,
  type ImportMapping,
  type ImportProblem,
  type LeadImportPreview,
} from "./lead-import.ts";
import { leadSourceLabels, type fileSources } from "./lead-sources.ts";
import { storeLead, type LeadInput } from "./leads.server.ts";

type FileSource = (typeof fileSources)[number];

/** A file's header and its rows, each with the line it ends on (the header is row 1). */
interface LeadFile {
  header: string[];
  rows: { row: number; cells: string[] }[];
}

/** How many of the new rows the preview lists (the counts cover them all). */
const sampleSize = 10;

/** Reads the file: its header and rows, or why it cannot be read. */
async function readLeadFile(text: string): Promise<LeadFile | { error: string }> {
  let header: string[] | null = null;
  const rows: LeadFile["rows"] = [];
  const { brokenAt } = await eachCsvRecord(text, (cells, row) => {
    if (header === null) header = cells;
    else rows.push({ row, cells });
    return rows.length <= maxLeadImportRows;
  });
  if (brokenAt !== null) return { error: leadImportMessages.notCsv };
  if (rows.length > maxLeadImportRows) return { error: leadImportMessages.tooMany };
  if (header === null || rows.length === 0) return { error: leadImportMessages.empty };
  return { header, rows };
}

/**
 * A row's fingerprint, the lead's `source_ref`: the same row in another file of the source (a
 * portal's export of an overlapping week) is the same lead, whatever the mapping.
 */
function rowFingerprint(cells: readonly string[]): string {
  // A cell's line breaks come back as CRLF from the preview's form, whatever the file had.
  const text = cells.map((cell) => cell.replace(/\r\n?/g, "\n")).join("\u001f");
  return `row:${createHash("sha256").update(text).digest("hex").slice(0, 40)}`;
}

interface CheckedRows {
  leads: { row: number; ref: string; lead: LeadInput; projectName: string }[];
  problems: ImportProblem[];
}

/** Each row as a lead of the source, or its problem; a row repeated in the file is named once. */
function checkRows(
  request: LeadImportRequest,
  file: LeadFile,
  mapping: ImportMapping,
  now: Date,
): CheckedRows {
  const { source, projects, defaultProjectId } = request;
  const projectByName = new Map(projects.map((project) => [project.name.trim().toLowerCase(), project]));
  const defaultProject = projects.find((project) => project.id === defaultProjectId) ?? null;
  const checked: CheckedRows = { leads: [], problems: [] };
  const firstRow = new Map<string, number>();
  for (const { row, cells } of file.rows) {
    const cell = (field: ImportField) => {
      const column = mapping[field];
      // A cell our own export guarded against formulas ("'=…") reads as it was.
      const value = column === undefined ? "" : (cells[column] ?? "");
      return /^'[=+\-@]/.test(value) ? value.slice(1) : value;
    };
    const ref = rowFingerprint(cells);
    const seen = firstRow.get(ref);
    if (seen !== undefined) {
      checked.problems.push({ row, reason: leadImportMessages.sameAs(seen) });
      continue;
    }
    firstRow.set(ref, row);
    const parsed = importedLeadSchema.safeParse({
      name: cell("name"),
      phone: cell("phone"),
      email: cell("email"),
      message: cell("message"),
    });
    const reasons = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    const projectText = cell("project").trim();
    const project = projectText === "" ? defaultProject : projectByName.get(projectText.toLowerCase());
    if (project === undefined) reasons.push(leadImportMessages.unknownProject(projectText));
    const dateText = cell("receivedAt").trim();
    const receivedAt = dateText === "" ? now : parseSheetDate(dateText);
    if (receivedAt === null) reasons.push(leadImportMessages.badDate(dateText));
    else if (receivedAt.getTime() > now.getTime() + 60 * 60 * 1000)
      reasons.push(leadImportMessages.futureDate);
    if (!parsed.success || reasons.length > 0 || project === undefined || receivedAt === null) {
      checked.problems.push({ row, reason: reasons.join(" ") });
      continue;
    }
    checked.leads.push({
      row,
      ref,
      projectName: project?.name ?? "",
      lead: {
        kind: "enquiry",
        source,
        sourceRef: ref,
        name: parsed.data.name,
        phone: parsed.data.phone,
        email: parsed.data.email,
        message: parsed.data.message || null,
        details: {},
        page: null,
        projectId: project?.id ?? null,
        campaign: cell("campaign").trim().slice(0, 200) || null,
        receivedAt,
        alert: false,
      },
    });
  }
  return checked;
}

/** The fingerprints of `refs` the source's leads already have. */
async function importedRefs(db: DB, source: FileSource, refs: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < refs.length; start += 500) {
    const rows = await db
      .selectFrom("leads")
      .select("source_ref")
      .where("source", "=", source)
      .where("source_ref", "in", refs.slice(start, start + 500))
      .execute();
    for (const row of rows) if (row.source_ref) found.add(row.source_ref);
  }
  return found;
}

const mappingKey = (source: FileSource) => `lead-import-mapping:${source}`;

/** The mapping last imported with for the source: each field to its column's header text. */
async function rememberedFor(db: DB, source: FileSource): Promise<Record<string, string>> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", mappingKey(source))
    .executeTakeFirst();
  try {
    const parsed: unknown = JSON.parse(row?.value ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] =>
          (importFields as readonly string[]).includes(entry[0]) && typeof entry[1] === "string",
      ),
    );
  } catch {
    return {};
  }
}

export interface LeadImportRequest {
  source: FileSource;
  text: string;
  /** The mapping staff chose; null: the source's remembered one, else a guess from the header. */
  mapping: ImportMapping | null;
  /** The project of rows whose file names none. */
  defaultProjectId: string | null;
  /** The site's projects, which a row's project is named from. */
  projects: readonly { id: string; name: string }[];
}

/** What the import would do, nothing saved. */
export async function previewLeadImport(
  db: DB,
  request: LeadImportRequest,
  now: Date = new Date(),
): Promise<LeadImportPreview | { error: string }> {
  const file = await readLeadFile(request.text);
  if ("error" in file) return file;
  const mapping = request.mapping ?? mappingForHeader(file.header, await rememberedFor(db, request.source));
  const mappingError = mappingProblem(mapping);
  const empty = { fresh: 0, already: 0, problems: [], sample: [] };
  if (mappingError) return { header: file.header, mapping, mappingError, rows: file.rows.length, ...empty };
  const checked = checkRows(request, file, mapping, now);
  const already = await importedRefs(
    db,
    request.source,
    checked.leads.map((entry) => entry.ref),
  );
  const fresh = checked.leads.filter((entry) => !already.has(entry.ref));
  return {
    header: file.header,
    mapping,
    mappingError: null,
    rows: file.rows.length,
    fresh: fresh.length,
    already: already.size,
    problems: checked.problems,
    sample: fresh.slice(0, sampleSize).map(({ row, lead, projectName }) => ({
      row,
      name: lead.name,
      phone: lead.phone,
      project: projectName,
      receivedAt: formatShortDateTime(lead.receivedAt ?? now),
    })),
  };
}

export interface LeadImportResult {
  added: number;
  already: number;
  skipped: number;
}

/**
 * Imports the good rows not yet imported, each lead in its own transaction (a crash midway keeps
 * those stored, and importing the file again adds only the rest), then remembers the mapping for
 * the source and writes one audit entry.
 */
export async function importLeads(
  db: DB,
  actor: { name: string },
  request: LeadImportRequest & { mapping: ImportMapping; fileName: string },
  now: Date = new Date(),
): Promise<LeadImportResult | { error: string }> {
  const file = await readLeadFile(request.text);
  if ("error" in file) return file;
  const mappingError = mappingProblem(request.mapping);
  if (mappingError) return { error: mappingError };
  const checked = checkRows(request, file, request.mapping, now);
  const pace = pacer();
  let added = 0;
  for (const { lead } of checked.leads) {
    await pace();
    if ((await storeLead(db, lead)).created) added++;
  }
  const value = JSON.stringify(rememberedMapping(file.header, request.mapping));
  const at = timestamp(now);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("settings")
      .values({ key: mappingKey(request.source), value, updated_at: at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at }))
      .execute();
    await recordAudit(trx, {
      actor: actor.name,
      action: "lead-import",
      entity: "lead",
      summary: `Imported ${added} ${added === 1 ? "lead" : "leads"} from ${leadSourceLabels[request.source]} (${request.fileName.slice(0, 100)})`,
    });
  });
  return { added, already: checked.leads.length - added, skipped: checked.problems.length };
}
