import { isId } from "#app/lib/ids.ts";
import { importFields, leadImportMessages, maxLeadImportBytes, type ImportMapping } from "./lead-import.ts";
import type { LeadImportRequest } from "./lead-import.server.ts";
import { fileSources } from "./lead-sources.ts";

/**
 * The import page's posts read into a request: the file chosen (or, once previewed, its text sent
 * back with the page), the source, the project of rows without one and, once staff have seen the
 * columns, the mapping they chose (`map-<field>`: a column's position, empty for none).
 */
export type ImportPost =
  | { ok: true; intent: "preview" | "import"; request: LeadImportRequest; fileName: string }
  | { ok: false; field: "source" | "file"; error: string };

function sourceOf(value: FormDataEntryValue | null): LeadImportRequest["source"] | null {
  return (fileSources as readonly unknown[]).includes(value) ? (value as LeadImportRequest["source"]) : null;
}

/** The mapping posted with the preview's form, or null when the form had none (a new file). */
function postedMapping(form: FormData): ImportMapping | null {
  if (form.get("mapped") !== "1") return null;
  const mapping: ImportMapping = {};
  for (const field of importFields) {
    const value = String(form.get(`map-${field}`) ?? "");
    if (/^\d{1,4}$/.test(value)) mapping[field] = Number(value);
  }
  return mapping;
}

/** The post read; `projects` are the site's, which the rows' projects are named from. */
export async function readImportPost(
  form: FormData,
  projects: LeadImportRequest["projects"],
): Promise<ImportPost> {
  const source = sourceOf(form.get("source"));
  if (source === null) return { ok: false, field: "source", error: leadImportMessages.source };
  const file = form.get("file");
  const chosen = file instanceof File && file.size > 0 ? file : null;
  const carried = String(form.get("csv") ?? "");
  if (chosen === null && carried === "")
    return { ok: false, field: "file", error: leadImportMessages.noFile };
  const size = chosen?.size ?? Buffer.byteLength(carried);
  if (size > maxLeadImportBytes) return { ok: false, field: "file", error: leadImportMessages.tooLarge };
  const projectId = form.get("projectId");
  return {
    ok: true,
    intent: form.get("intent") === "import" ? "import" : "preview",
    fileName: (chosen?.name ?? String(form.get("fileName") ?? "")).slice(0, 200) || "file.csv",
    request: {
      source,
      text: chosen ? await chosen.text() : carried,
      // A new file is mapped afresh; a preview's form posts the mapping it shows.
      mapping: chosen ? null : postedMapping(form),
      defaultProjectId: isId(projectId) ? projectId : null,
      projects,
    },
  };
}
