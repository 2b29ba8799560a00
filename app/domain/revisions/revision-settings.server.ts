import { z } from "zod";

import type { DB } from "#app/db/database.server.ts";
import { readSettingsRecord, writeSettingsRecord } from "#app/db/settings-records.server.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { fieldErrors, type FieldErrors } from "#app/lib/form-errors.ts";
import { toastResult, type Toast } from "#app/lib/toast.ts";
import {
  revisionSettingsMessages as messages,
  revisionsKept,
  type RevisionSettingsField,
} from "./revision-settings-fields.ts";

/**
 * How many saves of each project or post are kept (issue "Publish later and go back": "The number
 * kept per record is a setting; older ones are pruned by the job."). Stored under a key of its own,
 * apart from the company details every public page reads.
 */
export const revisionSettingsSchema = z.object({
  keptPerRecord: z
    .int(messages.keptPerRecord)
    .min(revisionsKept.min, messages.keptPerRecord)
    .max(revisionsKept.max, messages.keptPerRecord),
});

export type RevisionSettings = z.infer<typeof revisionSettingsSchema>;

export const defaultRevisionSettings: RevisionSettings = { keptPerRecord: revisionsKept.byDefault };

const revisionsKey = "revisions";

/** The stored setting, or the default when there is none or it is damaged: the job never stops on it. */
export async function getRevisionSettings(db: DB): Promise<RevisionSettings> {
  const stored = await readSettingsRecord(db, revisionsKey);
  const parsed = revisionSettingsSchema.safeParse({ ...defaultRevisionSettings, ...stored });
  return parsed.success ? parsed.data : defaultRevisionSettings;
}

export type RevisionSettingsSaveResult =
  | { toast: Toast }
  | { values: Record<RevisionSettingsField, string>; errors: FieldErrors<RevisionSettingsField> };

/**
 * Settings, "Revisions": the number kept per record, checked (a refused one comes back as typed,
 * with its message), then saved with its audit entry in one transaction.
 */
export async function saveRevisionSettingsForm(
  db: DB,
  actor: string,
  form: FormData,
): Promise<RevisionSettingsSaveResult> {
  const values = { keptPerRecord: String(form.get("keptPerRecord") ?? "") };
  const typed = values.keptPerRecord.trim();
  // Number("") is 0: an empty field must be refused with its message, not read as a number.
  const parsed = revisionSettingsSchema.safeParse({
    keptPerRecord: typed === "" ? Number.NaN : Number(typed),
  });
  if (!parsed.success) return { values, errors: fieldErrors<RevisionSettingsField>(parsed.error) };
  const summary = `Updated revision settings: ${parsed.data.keptPerRecord} kept per record`;
  await db.transaction().execute(async (trx) => {
    await writeSettingsRecord(trx, revisionsKey, parsed.data);
    await recordAudit(trx, { actor, action: "updated", entity: "settings", summary });
  });
  return toastResult("success", "Revision settings saved.");
}
