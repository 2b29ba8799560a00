import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import type { Toast } from "#app/lib/toast.ts";

/**
 * Settings, "Ad lead forms" (issue "One inbox"): each Google Ads lead form's key, which Google sends
 * with every lead as `google_key` (GOOGLE_LEADS_KEY in the environment is one key for every form),
 * and the project the form advertises, whose leads are then that project's.
 */
export interface GoogleLeadForm {
  formId: string;
  key: string;
  /** The project's name as the site has it; empty when the form is for none. */
  projectName: string;
}

const formsKey = "google-lead-forms";

export async function getGoogleLeadForms(db: DB): Promise<GoogleLeadForm[]> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", formsKey).executeTakeFirst();
  try {
    const parsed: unknown = JSON.parse(row?.value ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isForm) : [];
  } catch {
    return [];
  }
}

function isForm(value: unknown): value is GoogleLeadForm {
  const form = value as Partial<GoogleLeadForm> | null;
  return (
    typeof form?.formId === "string" && typeof form.key === "string" && typeof form.projectName === "string"
  );
}

/** The forms as the settings' text shows them: a line each, "form ID, key, project". */
export function googleFormsText(forms: readonly GoogleLeadForm[]): string {
  return forms.map((form) => [form.formId, form.key, form.projectName].filter(Boolean).join(", ")).join("\n");
}

/** The smallest key Google accepts is longer; anything this short is a mistake. */
const shortestKey = 8;

/** Reads the text back; a line that is not "form ID, key[, project]" is named with its number. */
export function parseGoogleForms(text: string): { forms: GoogleLeadForm[] } | { error: string } {
  const forms: GoogleLeadForm[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const [formId = "", key = "", ...project] = line.split(",").map((part) => part.trim());
    if (!/^\d{1,20}$/.test(formId) || key.length < shortestKey || key.length > 200) {
      return {
        error: `Line ${index + 1}: write the form's ID (digits), a comma and its key (8 or more characters).`,
      };
    }
    if (forms.some((form) => form.formId === formId)) {
      return { error: `Line ${index + 1}: form ${formId} is listed twice.` };
    }
    forms.push({ formId, key, projectName: project.join(", ").slice(0, 200) });
  }
  return { forms };
}

export type GoogleFormsSaveResult = { toast: Toast } | { text: string; error: string };

/** The section's form, checked, then saved with its audit entry (naming no key) in one transaction. */
export async function saveGoogleFormsForm(
  db: DB,
  actor: string,
  form: FormData,
): Promise<GoogleFormsSaveResult> {
  const text = String(form.get("googleForms") ?? "");
  const parsed = parseGoogleForms(text);
  if ("error" in parsed) return { text, error: parsed.error };
  const value = JSON.stringify(parsed.forms);
  const now = timestamp();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("settings")
      .values({ key: formsKey, value, updated_at: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
      .execute();
    const count = parsed.forms.length;
    await recordAudit(trx, {
      actor,
      action: "updated",
      entity: "settings",
      summary: `Updated the Google Ads lead forms: ${count === 1 ? "1 form" : `${count} forms`}`,
    });
  });
  return { toast: { type: "success", message: "Ad lead forms saved." } };
}
