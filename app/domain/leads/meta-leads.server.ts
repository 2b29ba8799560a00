import type { DB } from "#app/db/database.server.ts";
import { timestamp, toDate } from "#app/db/time.ts";
import { newId } from "#app/lib/ids.ts";
import { answerSubscription, signedByMeta } from "#app/lib/meta-webhooks.server.ts";
import type { Job } from "#app/jobs/jobs.server.ts";
import { adLeadContact, adLeadFields } from "./ad-lead-fields.ts";
import type { MetaSettings } from "./ad-lead-settings.ts";
import { parseJsonKeepingIds, type HookAnswer } from "./google-leads.server.ts";
import { storeLead } from "./leads.server.ts";

/**
 * Issue "One inbox": Meta (Facebook and Instagram) lead ads. Meta's webhook checks the address once
 * (`GET /hooks/meta` with hub.mode, hub.verify_token, hub.challenge), then posts each new lead's
 * ids to it, signed with the app secret (`X-Hub-Signature-256: sha256=<hex HMAC of the body>`). The
 * delivery is stored once per leadgen_id and answered at once; the lead itself is fetched from the
 * Graph API (`GET {META_GRAPH_URL}/{leadgen_id}` with the page's token) by a background job, again
 * later with a growing wait while Meta is unreachable, slow or answering errors.
 */

/** The subscription check: the challenge echoed back when the token is ours, else 403 (404: not set up). */
export function verifyMetaSubscription(
  query: URLSearchParams,
  settings: MetaSettings | undefined,
): { status: number; text: string } {
  if (!settings) return { status: 404, text: "Meta lead ads are not set up." };
  return answerSubscription(query, settings.verifyToken);
}

const refuse = (status: number, error: string): HookAnswer => ({ status, body: { error } });

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value).trim().slice(0, 64) : "";

/**
 * A signed delivery: each `leadgen` change becomes a hook event (unique per leadgen_id, so Meta
 * sending it again stores nothing twice), all in one transaction. Nothing personal is in it: the
 * ids only, which is all Meta sends.
 */
export async function receiveMetaDelivery(
  db: DB,
  body: Buffer,
  signature: string | null,
  settings: MetaSettings | undefined,
  now: Date = new Date(),
): Promise<HookAnswer & { events: number }> {
  if (!settings) return { ...refuse(404, "Meta lead ads are not set up."), events: 0 };
  if (!signedByMeta(body, signature, settings.appSecret)) {
    return { ...refuse(401, "The signature does not match."), events: 0 };
  }
  let payload: unknown;
  try {
    payload = parseJsonKeepingIds(body.toString("utf8"));
  } catch {
    return { ...refuse(400, "The body is not JSON."), events: 0 };
  }
  const entries = (payload as { entry?: unknown } | null)?.entry;
  if (!Array.isArray(entries)) return { ...refuse(400, "The delivery has no entry."), events: 0 };
  const leads = entries.flatMap((entry: unknown) => {
    const changes = (entry as { changes?: unknown } | null)?.changes;
    return (Array.isArray(changes) ? changes : []).flatMap((change: unknown) => {
      const { field, value } = (change ?? {}) as { field?: unknown; value?: Record<string, unknown> };
      const leadgenId = text(value?.leadgen_id);
      if (field !== "leadgen" || !/^\d{1,64}$/.test(leadgenId)) return [];
      const ids = ["form_id", "page_id", "ad_id", "adgroup_id", "created_time"] as const;
      return [{ leadgenId, ...Object.fromEntries(ids.map((id) => [id, text(value?.[id])])) }];
    });
  });
  let stored = 0;
  await db.transaction().execute(async (trx) => {
    for (const lead of leads) {
      const inserted = await trx
        .insertInto("hook_events")
        .values({
          id: newId(),
          source: "meta",
          external_id: lead.leadgenId,
          payload: JSON.stringify(lead),
          next_attempt_at: timestamp(now),
          received_at: timestamp(now),
        })
        .onConflict((oc) => oc.columns(["source", "external_id"]).doNothing())
        .executeTakeFirst();
      stored += Number(inserted.numInsertedOrUpdatedRows ?? 0);
    }
  });
  return { status: 200, body: { stored: stored > 0 }, events: stored };
}

/** A lead as the Graph API answers it. */
interface GraphLead {
  id?: unknown;
  created_time?: unknown;
  campaign_id?: unknown;
  campaign_name?: unknown;
  field_data?: unknown;
}

/** Why a fetch did not bring the lead: worth another try later, or not. */
class GraphError extends Error {
  readonly lasting: boolean;
  constructor(message: string, lasting: boolean) {
    super(message);
    this.lasting = lasting;
  }
}

/** A Graph API read of one lead; times out rather than hold the job. */
async function fetchGraphLead(
  settings: MetaSettings,
  leadgenId: string,
  timeoutMs: number,
): Promise<GraphLead> {
  const fields = "id,created_time,ad_id,form_id,campaign_id,campaign_name,field_data";
  const url = `${settings.graphUrl.replace(/\/+$/, "")}/${encodeURIComponent(leadgenId)}?fields=${fields}&access_token=${encodeURIComponent(settings.pageToken)}`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // Never the error's own text: it may hold the address, and the address holds the token.
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new GraphError(
      timedOut ? "the Graph API did not answer in time" : "the Graph API could not be reached",
      false,
    );
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok && answer && typeof answer === "object") return answer as GraphLead;
  const code = (answer as { error?: { code?: unknown } } | null)?.error?.code;
  // Meta's documented transient errors, and any 5xx or 429: another try later. A refused token or
  // permission (4xx) may be fixed by staff, so it is tried a few times before it is given up.
  const transient =
    response.status >= 500 || response.status === 429 || [1, 2, 4, 17, 341].includes(Number(code));
  throw new GraphError(
    `the Graph API answered ${response.status}${code === undefined ? "" : ` (error ${String(code)})`}`,
    !transient,
  );
}

/** The wait before the next try: 30 s, doubling, at most an hour. */
export function metaRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** Tries before a lead is given up: passing errors over about a day, refusals three times. */
export const metaAttempts = { passing: 30, lasting: 3 } as const;

export interface MetaLeadJobOptions {
  db: DB;
  settings: MetaSettings;
  /** A new lead was stored: its alert mail can leave now. */
  stored(): void;
  log?: { info(message: string): void; error(message: string): void };
  timeoutMs?: number;
}

export const metaLeadJobName = "meta-leads";

/**
 * The background job that fetches the leads Meta announced: each due event is read from the Graph
 * API and stored as a lead (once per leadgen_id, whatever happens twice), or tried again later.
 * It runs every 30 seconds, and at once when a delivery arrives (kicked).
 */
export function metaLeadJob({
  db,
  settings,
  stored,
  log = console,
  timeoutMs = 10_000,
}: MetaLeadJobOptions): Job {
  return {
    name: metaLeadJobName,
    everyMs: 30_000,
    leaseMs: 10 * 60_000,
    async run(now) {
      const due = await db
        .selectFrom("hook_events")
        .selectAll()
        .where("source", "=", "meta")
        .where("state", "=", "pending")
        .where("next_attempt_at", "<=", timestamp(now))
        .orderBy("next_attempt_at")
        .limit(50)
        .execute();
      for (const event of due) {
        const attempts = Number(event.attempts) + 1;
        try {
          const lead = await fetchGraphLead(settings, event.external_id, timeoutMs);
          const leadId = await storeMetaLead(db, event.external_id, lead);
          await db
            .updateTable("hook_events")
            .set({ state: "done", attempts, lead_id: leadId, last_error: null })
            .where("id", "=", event.id)
            .execute();
          stored();
        } catch (error) {
          if (!(error instanceof GraphError)) throw error;
          const gaveUp = attempts >= (error.lasting ? metaAttempts.lasting : metaAttempts.passing);
          await db
            .updateTable("hook_events")
            .set({
              state: gaveUp ? "failed" : "pending",
              attempts,
              last_error: error.message,
              next_attempt_at: timestamp(new Date(now.getTime() + metaRetryDelayMs(attempts))),
            })
            .where("id", "=", event.id)
            .execute();
          const what = gaveUp ? "given up" : "tried again later";
          log.error(
            `Meta lead ${event.external_id} not fetched (attempt ${attempts}, ${what}): ${error.message}`,
          );
        }
      }
      const next = await db
        .selectFrom("hook_events")
        .select((eb) => eb.fn.min("next_attempt_at").as("at"))
        .where("source", "=", "meta")
        .where("state", "=", "pending")
        .executeTakeFirst();
      const at = next?.at ? toDate(next.at) : null;
      return at && at.getTime() < now.getTime() + 30_000 ? at : undefined;
    },
  };
}

async function storeMetaLead(db: DB, leadgenId: string, lead: GraphLead): Promise<string> {
  const fields = Array.isArray(lead.field_data) ? lead.field_data : [];
  const contact = adLeadContact(
    fields.flatMap((field: unknown) => {
      const { name, values } = (field ?? {}) as { name?: unknown; values?: unknown };
      const value = Array.isArray(values) ? values.filter((v) => typeof v === "string").join(", ") : "";
      return typeof name === "string" ? [{ id: name, value }] : [];
    }),
  );
  const created =
    typeof lead.created_time === "string" ? new Date(lead.created_time.replace(/\+0000$/, "Z")) : null;
  const { id } = await storeLead(db, {
    ...adLeadFields(contact),
    source: "meta-ads",
    sourceRef: leadgenId,
    campaign:
      (typeof lead.campaign_name === "string" ? lead.campaign_name.trim().slice(0, 200) : "") ||
      text(lead.campaign_id) ||
      null,
    projectId: null,
    ...(created && !Number.isNaN(created.getTime()) ? { receivedAt: created } : {}),
  });
  return id;
}
