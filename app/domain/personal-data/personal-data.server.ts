import type { DB } from "#app/db/database.server.ts";
import { toDate } from "#app/db/time.ts";
import {
  findActionEntry,
  listActions,
  recordAudit,
  type AuditEntry,
} from "#app/domain/audit/index.server.ts";
import { leadKindLabel } from "#app/domain/leads/index.ts";
import {
  eraseLeads,
  findPersonLeads,
  leadAccessActions,
  leadListActions,
  readLeadExport,
  type PersonKey,
} from "#app/domain/leads/index.server.ts";
import { forgetBuyerInPlots, plotsHeldForLeads } from "#app/domain/plots/index.server.ts";
import { formatIsoDateTime, formatShortDateTime } from "#app/lib/india-time.ts";
import { countPersonBookings, personBookingRows, personBookingsFile } from "./person-bookings.server.ts";
import { countPersonVisits, personVisitRows, personVisitsFile } from "./person-visits.server.ts";
import { personWhatsAppFile } from "./person-whatsapp.server.ts";
import {
  describeHeld,
  type DataAccessRow,
  type ExportedLeadsView,
  type PersonDataView,
} from "./personal-data-view.ts";

/**
 * Issue "Roles", buyers' personal data (DPDP Act): on a person's request an owner finds everything
 * held under their phone number or e-mail (leads, notes, site visits, plot holds and bookings),
 * downloads it as one file, or erases it. The download and the erasure are in the audit log; the
 * erasure's entry names nobody. An erasure keeps the person's bookings with their buyers and
 * receipts: the law requires those records (see person-bookings.server.ts).
 */

export const personDataActions = { exported: "person-exported", erased: "person-erased" } as const;

/** The audit log's reads of buyers' data: the dashboard's Recent Activity leaves them out. */
export const personalDataReads: readonly string[] = [
  leadAccessActions.viewed,
  leadAccessActions.exported,
  personDataActions.exported,
];

/** Every entry the Personal data page lists: the reads, and the deletions and erasures. */
const dataAccessActions = [...personalDataReads, "lead-delete", "lead-retention", personDataActions.erased];
const namesLeads = (action: string) => (leadListActions as readonly string[]).includes(action);

const keyText = (key: PersonKey) => ("phone" in key ? key.phone : key.email);
const idsOf = (leads: readonly { id: string }[]) => leads.map((lead) => lead.id);

async function findHeld(db: DB, key: PersonKey) {
  const found = await findPersonLeads(db, key);
  const holds = await plotsHeldForLeads(
    db,
    found.leads.map((lead) => lead.id),
  );
  return { ...found, holds };
}

/** What the page shows of a person's data. */
export async function findPersonData(db: DB, key: PersonKey): Promise<PersonDataView> {
  const { leads, notes, holds } = await findHeld(db, key);
  const [visits, bookings] = await Promise.all([
    personVisitRows(db, idsOf(leads)),
    personBookingRows(db, key, leads),
  ]);
  const projects = new Map(
    (
      await (leads.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom("projects")
            .select(["id", "name"])
            .where(
              "id",
              "in",
              leads.flatMap((lead) => (lead.project_id ? [lead.project_id] : [])),
            )
            .execute())
    ).map((project) => [project.id, project.name]),
  );
  return {
    key: keyText(key),
    leads: leads.map((lead) => ({
      id: lead.id,
      name: lead.name,
      kind: leadKindLabel(lead.kind),
      project: lead.project_id ? (projects.get(lead.project_id) ?? null) : null,
      status: lead.status,
      sent: formatShortDateTime(toDate(lead.created_at)),
    })),
    notes: notes.length,
    holds: holds.map((hold) => ({
      id: hold.id,
      plot: hold.number,
      project: hold.projectName,
      holdFor: hold.holdFor,
    })),
    visits,
    bookings,
  };
}

/** Text columns that hold JSON: written out as the values they are. */
function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Everything held under the phone number or e-mail as one JSON file for the person: the leads with
 * every field, the notes on them, the site visits they booked, the plots held for them, the
 * bookings they are on (with buyers, schedule and receipts), their WhatsApp messages both ways and
 * what staff did with them. The
 * download is in the audit log, naming how much went out, not whose.
 */
export async function personDataFile(
  db: DB,
  key: PersonKey,
  actor: { name: string },
  now: Date = new Date(),
): Promise<{ json: string; filename: string }> {
  const { leads, notes, holds, history } = await findHeld(db, key);
  const [siteVisits, bookings, whatsApp] = await Promise.all([
    personVisitsFile(db, idsOf(leads)),
    personBookingsFile(db, key, leads),
    personWhatsAppFile(db, idsOf(leads)),
  ]);
  const file = {
    heldUnder: keyText(key),
    exportedAt: formatIsoDateTime(now),
    leads: leads.map((lead) => ({ ...lead, details: parsed(lead.details), utm: parsed(lead.utm) })),
    notes,
    siteVisits,
    plotHolds: holds,
    bookings: bookings.bookings,
    whatsAppMessages: whatsApp,
    history: [...history, ...bookings.history].map((entry) => ({
      at: entry.createdAt.toISOString(),
      by: entry.actor,
      what: entry.summary,
    })),
  };
  await recordAudit(db, {
    actor: actor.name,
    action: personDataActions.exported,
    entity: "person",
    summary: `Downloaded the data held for one person: ${describeHeld({
      leads: leads.length,
      notes: notes.length,
      visits: siteVisits.length,
      holds: holds.length,
      bookings: bookings.bookings.length,
    })}`,
  });
  const day = formatIsoDateTime(now).slice(0, 10);
  return { json: `${JSON.stringify(file, null, 2)}\n`, filename: `personal-data-${day}.json` };
}

/**
 * Erases everything held under the phone number or e-mail, in one transaction: the plots held for
 * the person are free again, their leads go with notes, alerts and site visits (the foreign keys
 * cascade), and no audit entry keeps their name. Their bookings stay, with buyers and receipts (the
 * law requires those records; a booking's lead, once erased, is simply no longer linked). The
 * erasure's own entry says how much was erased and how many bookings were kept, never whose.
 * Answers those counts.
 */
export async function erasePersonData(
  db: DB,
  key: PersonKey,
  actor: { name: string },
): Promise<{ leads: number; notes: number; visits: number; holds: number; bookingsKept: number }> {
  return db.transaction().execute(async (trx) => {
    const { leads, people } = await findPersonLeads(trx, key);
    const leadIds = leads.map((lead) => lead.id);
    const bookingsKept = await countPersonBookings(trx, key, leads);
    const visits = await countPersonVisits(trx, leadIds);
    const names = [...new Set(leads.map((lead) => lead.name))];
    const holds = await forgetBuyerInPlots(trx, { leadIds, names, actor: actor.name });
    const notes = await eraseLeads(trx, leadIds, people);
    const counts = { leads: leadIds.length, notes, visits, holds, bookingsKept };
    const kept =
      bookingsKept === 0
        ? ""
        : `; kept ${bookingsKept} ${bookingsKept === 1 ? "booking" : "bookings"} the law requires`;
    await recordAudit(trx, {
      actor: actor.name,
      action: personDataActions.erased,
      entity: "person",
      summary: `Erased a person's data at their request: ${describeHeld(counts)}${kept}`,
    });
    return counts;
  });
}

const accessWords: Record<string, string> = {
  [leadAccessActions.viewed]: "Opened a lead",
  "lead-delete": "Deleted a lead",
  [personDataActions.exported]: "Downloaded a person's data",
  [personDataActions.erased]: "Erased a person's data",
};

/** What an entry says on the page: an export its first line (how many), the others in set words. */
function accessWhat(entry: AuditEntry): string {
  if (namesLeads(entry.action)) return readLeadExport(entry.summary).summary;
  return accessWords[entry.action] ?? entry.summary;
}

/**
 * Who opened, exported, deleted or erased buyers' data, newest first, a page at a time: a lead's
 * entry names it by id (with a link while it exists), an export says how many leads it named.
 */
export async function listDataAccess(
  db: DB,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: DataAccessRow[]; total: number }> {
  const { entries, total } = await listActions(db, dataAccessActions, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const leadIds = entries.flatMap((entry) =>
    entry.entity === "lead" && entry.entityId ? [entry.entityId] : [],
  );
  const existing = new Set(
    leadIds.length === 0
      ? []
      : (await db.selectFrom("leads").select("id").where("id", "in", leadIds).execute()).map((row) => row.id),
  );
  const rows = entries.map((entry) => {
    const leadId = entry.entity === "lead" ? entry.entityId : null;
    return {
      id: entry.id,
      when: formatShortDateTime(entry.createdAt),
      who: entry.actor ?? "System",
      what: accessWhat(entry),
      leadId,
      leadExists: leadId !== null && existing.has(leadId),
      exportedIds: namesLeads(entry.action) ? readLeadExport(entry.summary).leadIds.length : 0,
    };
  });
  return { rows, total };
}

/** The leads an export named, by id, for the access log's "lead IDs" link; null for another entry. */
export async function findExportedLeads(db: DB, entryId: number): Promise<ExportedLeadsView | null> {
  const entry = await findActionEntry(db, leadListActions, entryId);
  if (!entry) return null;
  const { summary, leadIds } = readLeadExport(entry.summary);
  return {
    entryId: entry.id,
    when: formatShortDateTime(entry.createdAt),
    who: entry.actor ?? "System",
    what: summary,
    leadIds,
  };
}
