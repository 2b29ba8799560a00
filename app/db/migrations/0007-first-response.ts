import { sql, type Kysely, type QueryExecutorProvider } from "kysely";

import { timestampType } from "./dialect.ts";

/**
 * Issue "Daily work": when a lead first got a response (its first status change or first note),
 * for the time each lead waited and the dashboard's median. Leads from before are filled in from
 * the audit log and the notes; a lead moved on from New with neither (it cannot say when) takes
 * its last status change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("first_response_at", timestampType(db)).execute();
  await backfillFirstResponses(db);
}

export async function backfillFirstResponses(db: QueryExecutorProvider): Promise<void> {
  await sql`
    update leads set first_response_at = (
      select min(audit_log.created_at) from audit_log
      where audit_log.entity = 'lead' and audit_log.entity_id = leads.id
        and audit_log.action in ('lead-status', 'lead-note')
    )
    where first_response_at is null`.execute(db);
  await sql`
    update leads set first_response_at = (
      select min(lead_notes.created_at) from lead_notes where lead_notes.lead_id = leads.id
    )
    where exists (
      select 1 from lead_notes where lead_notes.lead_id = leads.id
        and (leads.first_response_at is null or lead_notes.created_at < leads.first_response_at)
    )`.execute(db);
  await sql`
    update leads set first_response_at = coalesce(status_changed_at, created_at)
    where first_response_at is null and status <> 'New'`.execute(db);
}
