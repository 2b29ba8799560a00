import type { Transaction } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import { timestamp } from "#app/db/time.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { isId, newId } from "#app/lib/ids.ts";
import { findPlotByNumber } from "#app/domain/plots/index.server.ts";
import { utmFields, type LeadKind, type SpamReason } from "./lead-model.ts";
import { clickIdFields, type LeadSource } from "./lead-sources.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { bookVisit, type VisitBooking } from "#app/domain/visits/index.server.ts";
import { takeTurn } from "./assignment.server.ts";
import { firstStep } from "./next-step.ts";
import { personFor } from "./people.server.ts";

export type { LeadKind } from "./lead-model.ts";

export interface LeadInput {
  kind: LeadKind;
  name: string;
  phone: string;
  email: string | null;
  message: string | null;
  /** The fields specific to the form (location, budget, subject, date); empty ones are left out. */
  details: Record<string, string | null>;
  /** The path of the page the form was on. */
  page: string | null;
  projectId: string | null;
  /** The plot asked about (its number): kept only when the project has a plot of that number. */
  plotNumber?: string | null;
  /** utm_* parameters of the visit, when present (anything else is ignored). */
  utm?: Record<string, string>;
  /** The page that sent the visitor to the site, when the browser told us. */
  referrer?: string | null;
  /** The consent line shown under the form. */
  consent?: string | null;
  /** Why the submission looks like spam: kept in the Spam view, never dropped (null: not spam). */
  spamReason?: SpamReason | null;
  /** The public post's fingerprint (`submissionFingerprint`): a second lead with it is never stored. */
  submissionId?: string | null;
  /** Where it came from (issue "One inbox"); the website's forms when absent. */
  source?: LeadSource;
  /** The source's own id of the lead: a second lead of the source with it is never stored. */
  sourceRef?: string | null;
  /** The ad campaign or the portal's listing it came through. */
  campaign?: string | null;
  /** The utm_* values, gclid and fbclid of the buyer's first visit, when known. */
  firstTouch?: Record<string, string>;
  /** A test lead the source sent (kept apart from the figures). */
  test?: boolean;
  /** Who works it from the start (a lead staff typed in themselves; null: nobody yet). Absent, the project's rule decides. */
  assignedTo?: string | null;
  /** When the source received it, when not now (a file's row, an ad's lead fetched later). */
  receivedAt?: Date;
  /** False for leads staff typed in or brought from a file: nobody needs an alert mail of them. */
  alert?: boolean;
  /** What is to be done first, and by when; a call to the buyer at once when absent. */
  nextStep?: { step: string; due: Date };
  /** The visit booked into one of the project's slots with the lead (refused: `VisitRefused`, nothing stored). */
  visit?: VisitBooking;
  /** The language of the page the buyer wrote from (English when absent): the buyer's mails are in it. */
  language?: Locale;
}

/** The visit's values kept with a lead: utm_* and the ad platforms' click ids, trimmed, empty ones left out. */
export function touchOf(values: Record<string, string | undefined> | undefined): Record<string, string> {
  return keepFilled(
    Object.fromEntries([...utmFields, ...clickIdFields].map((field) => [field, values?.[field]])),
    200,
  );
}

function keepFilled(values: Record<string, string | null | undefined>, limit = 500): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === "string" && value.trim() !== "") kept[key] = value.trim().slice(0, limit);
  }
  return kept;
}

/** The project's plot of that number, or none: a stale or forged number is dropped, not refused. */
async function askedPlot(
  db: DB | Transaction<Database>,
  projectId: string | null,
  plotNumber?: string | null,
) {
  const number = plotNumber?.trim() ?? "";
  const found = projectId === null || number === "" ? null : await findPlotByNumber(db, projectId, number);
  return { plot_id: found?.id ?? null, plot_number: found?.number ?? null };
}

/**
 * Stores a public form submission (spec §7: the original only logged it) and returns its id. The
 * lead and its alert e-mail job are written in one transaction, before any mail is attempted: a
 * mail server that is down delays the alert, never the lead. The project is looked up inside the
 * insert, so an unknown or just-deleted project is stored as null instead of failing the visitor.
 * Spam is stored too (for the Spam view) but raises no alert. A lead with the fingerprint of one
 * already stored (the same post sent again) is not stored: the answer is the first one's id.
 */
export async function recordLead(db: DB, lead: LeadInput): Promise<string> {
  return (await storeLead(db, lead)).id;
}

/**
 * Stores a lead as `recordLead` does, and says whether it is new: a lead whose fingerprint or
 * source id is already stored is the first one's (`created` false), never stored twice.
 */
export async function storeLead(db: DB, lead: LeadInput): Promise<{ id: string; created: boolean }> {
  const id = newId();
  const now = timestamp();
  const received = lead.receivedAt ? timestamp(lead.receivedAt) : now;
  const projectId = lead.projectId !== null && isId(lead.projectId) ? lead.projectId : null;
  const utm = keepFilled(Object.fromEntries(utmFields.map((field) => [field, lead.utm?.[field]])), 200);
  const lastTouch = touchOf(lead.utm);
  const spamReason = lead.spamReason ?? null;
  const source = lead.source ?? "website";
  const sourceRef = lead.sourceRef?.trim().slice(0, 200) || null;
  return db.transaction().execute(async (trx) => {
    const earlier = await findStoredLead(trx, { submissionId: lead.submissionId, source, sourceRef });
    if (earlier) return { id: earlier, created: false };
    const plot = await askedPlot(trx, projectId, lead.plotNumber);
    const personId = await personFor(trx, lead, now);
    // The project's rule gives a lead nobody was named for to the next salesperson in turn.
    const turn =
      lead.assignedTo === undefined && spamReason === null && !lead.test
        ? await takeTurn(trx, projectId, new Date(received))
        : null;
    const stored = await trx
      .insertInto("leads")
      .values((eb) => ({
        id,
        kind: lead.kind,
        name: lead.name,
        phone: lead.phone,
        // Issue "One inbox": e-mails in lower case, whichever way the lead came.
        email: lead.email?.trim().toLowerCase() || null,
        details: JSON.stringify(keepFilled(lead.details)),
        message: lead.message === "" ? null : lead.message,
        page: lead.page,
        ...plot,
        project_id:
          projectId === null
            ? null
            : eb.selectFrom("projects").select("projects.id").where("projects.id", "=", projectId),
        status: "New",
        spam: spamReason === null ? 0 : 1,
        spam_reason: spamReason,
        utm: JSON.stringify(utm),
        referrer: lead.referrer?.trim().slice(0, 500) || null,
        consent: lead.consent ?? null,
        status_changed_at: received,
        created_at: received,
        submission_id: lead.submissionId ?? null,
        person_id: personId,
        source,
        source_ref: sourceRef,
        campaign: lead.campaign?.trim().slice(0, 200) || null,
        first_touch: JSON.stringify(lead.firstTouch ? touchOf(lead.firstTouch) : lastTouch),
        last_touch: JSON.stringify(lastTouch),
        test: lead.test ? 1 : 0,
        assigned_to: lead.assignedTo ?? turn?.id ?? null,
        // Spam and test leads wait for nobody; every other lead starts with a call, due now.
        next_step: spamReason === null && !lead.test ? (lead.nextStep?.step ?? firstStep) : null,
        next_step_due:
          spamReason === null && !lead.test ? timestamp(lead.nextStep?.due ?? new Date(received)) : null,
        language: lead.language ?? "en",
      }))
      // Two posts of one lead at once: the second finds the first's fingerprint or source id taken.
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!stored) {
      const first = await findStoredLead(trx, { submissionId: lead.submissionId, source, sourceRef });
      if (!first) throw new Error("A lead's fingerprint or source id collided, and no lead holds it.");
      return { id: first, created: false };
    }
    // A visit takes its places with the lead or not at all; a spam post takes none.
    if (lead.visit && projectId !== null && spamReason === null) {
      await bookVisit(trx, id, projectId, lead.visit, new Date());
    }
    if (turn) {
      await recordAudit(trx, {
        actor: null,
        action: "lead-assign",
        entity: "lead",
        entityId: id,
        summary: `Assigned to ${turn.name} in turn, by the project's rule`,
      });
    }
    if (spamReason === null && lead.alert !== false) await queueLeadAlert(trx, id, now);
    return { id, created: true };
  });
}

/** The lead already stored with this public post's fingerprint or this source's id, if any. */
async function findStoredLead(
  db: DB | Transaction<Database>,
  {
    submissionId,
    source,
    sourceRef,
  }: { submissionId?: string | null; source: string; sourceRef: string | null },
): Promise<string | null> {
  if (submissionId) return (await findSubmittedLead(db, submissionId))?.id ?? null;
  if (!sourceRef) return null;
  const row = await db
    .selectFrom("leads")
    .select("id")
    .where("source", "=", source)
    .where("source_ref", "=", sourceRef)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The lead a public post with this fingerprint stored, if any. */
export function findSubmittedLead(db: DB | Transaction<Database>, submissionId: string) {
  return db
    .selectFrom("leads")
    .select(["id", "spam_reason"])
    .where("submission_id", "=", submissionId)
    .executeTakeFirst();
}

/** Puts a lead's alert e-mail in the queue (again), due now. */
export async function queueLeadAlert(db: DB, leadId: string, now: string = timestamp()): Promise<void> {
  await db
    .insertInto("lead_alerts")
    .values({ lead_id: leadId, state: "pending", attempts: 0, next_attempt_at: now, created_at: now })
    .onConflict((oc) =>
      oc.column("lead_id").doUpdateSet({
        state: "pending",
        attempts: 0,
        next_attempt_at: now,
        last_error: null,
        claimed_by: null,
      }),
    )
    .execute();
}

export const interestKinds = ["whatsapp"] as const;
export type InterestKind = (typeof interestKinds)[number];

/**
 * Counts one anonymous sign of interest in a project (the WhatsApp button's 'chat started'):
 * only the kind, the project and the time are kept.
 */
export async function recordInterest(db: DB, kind: InterestKind, projectId: string | null): Promise<void> {
  const id = newId();
  const known = projectId !== null && isId(projectId) ? projectId : null;
  await db
    .insertInto("interest_events")
    .values((eb) => ({
      id,
      kind,
      project_id:
        known === null
          ? null
          : eb.selectFrom("projects").select("projects.id").where("projects.id", "=", known),
      created_at: timestamp(),
    }))
    .execute();
}
