import { timingSafeEqual } from "node:crypto";

import type { DB } from "#app/db/database.server.ts";
import { adLeadContact, adLeadFields } from "./ad-lead-fields.ts";
import { getGoogleLeadForms } from "./ad-lead-forms.server.ts";
import { storeLead } from "./leads.server.ts";

/**
 * Issue "One inbox": Google Ads lead form extensions deliver each lead to `POST /hooks/google-leads`
 * as JSON (Google's "WebhookLead": lead_id, user_column_data of column_id / column_name /
 * string_value, form_id, campaign_id, gcl_id, google_key, is_test, api_version, adgroup_id,
 * creative_id). The key proves it is Google; lead_id keeps a lead Google sends again from being
 * stored twice. Google retries what is not answered 2xx, so a stored lead answers 200 at once.
 */

/** What the webhook answers: a status and a short JSON body (never the lead's data). */
export interface HookAnswer {
  status: number;
  body: { error?: string; stored?: boolean };
}

/**
 * JSON text read with every number kept as written: Google's ids are 64-bit integers, which a
 * JavaScript number would round (form_id 123456789012345678 is not 123456789012345680).
 */
export function parseJsonKeepingIds(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown, context?: { source?: string }) =>
    typeof value === "number" && context?.source !== undefined ? context.source : value,
  );
}

const idText = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value).trim().slice(0, 64) : "";

function sameKey(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const refuse = (status: number, error: string): HookAnswer => ({ status, body: { error } });

export interface GoogleHookOptions {
  /** GOOGLE_LEADS_KEY: one key for every form (a scripted set-up); the forms' own keys are in Settings. */
  envKey: string | undefined;
}

export async function receiveGoogleLead(
  db: DB,
  text: string,
  { envKey }: GoogleHookOptions,
): Promise<HookAnswer & { leadId?: string }> {
  let payload: unknown;
  try {
    payload = parseJsonKeepingIds(text);
  } catch {
    return refuse(400, "The body is not JSON.");
  }
  if (payload === null || typeof payload !== "object" || Array.isArray(payload)) {
    return refuse(400, "The body is not a lead.");
  }
  const lead = payload as Record<string, unknown>;
  const leadId = typeof lead.lead_id === "string" ? lead.lead_id.trim() : "";
  const given = typeof lead.google_key === "string" ? lead.google_key : "";
  const columns = Array.isArray(lead.user_column_data) ? lead.user_column_data : null;
  if (!leadId || leadId.length > 200 || columns === null)
    return refuse(400, "The lead has no lead_id or user_column_data.");
  const formId = idText(lead.form_id);
  const form = (await getGoogleLeadForms(db)).find((candidate) => candidate.formId === formId);
  if (!form && !envKey) return refuse(403, "Unknown lead form.");
  if (!given || !((form && sameKey(form.key, given)) || (envKey && sameKey(envKey, given)))) {
    return refuse(403, "Wrong google_key.");
  }
  const contact = adLeadContact(
    columns.flatMap((column: unknown) => {
      const entry = column as { column_id?: unknown; column_name?: unknown; string_value?: unknown } | null;
      if (typeof entry?.string_value !== "string") return [];
      const id = typeof entry.column_id === "string" ? entry.column_id : String(entry.column_name ?? "");
      const label = typeof entry.column_name === "string" ? entry.column_name : undefined;
      return [{ id, label, value: entry.string_value }];
    }),
  );
  const gclid = typeof lead.gcl_id === "string" ? lead.gcl_id.trim() : "";
  const project = form?.projectName
    ? await db
        .selectFrom("projects")
        .select("id")
        .where((eb) => eb(eb.fn("lower", ["name"]), "=", form.projectName.toLowerCase()))
        .executeTakeFirst()
    : undefined;
  const test = lead.is_test === true;
  const { id, created } = await storeLead(db, {
    ...adLeadFields(contact),
    source: "google-ads",
    sourceRef: leadId,
    campaign: idText(lead.campaign_id) || null,
    test,
    projectId: project?.id ?? null,
    utm: gclid ? { gclid } : {},
    // A test lead from the Google Ads screen reaches the inbox, marked, but alerts nobody.
    alert: !test,
  });
  return { status: 200, body: { stored: created }, leadId: id };
}
