import { afterEach, describe, expect, it } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { timestamp, toDate } from "#app/db/time.ts";
import {
  addLeadNote,
  assignLead,
  deleteLead,
  purgeClosedLeads,
  retryFailedAlerts,
  saveFollowUp,
  setLeadSpam,
  setLeadStatus,
} from "./lead-actions.server.ts";
import { readLeadExport } from "./lead-access.server.ts";
import { getLead } from "./lead-inbox.server.ts";
import { clearLeadTables, leadAt, testStaffMember } from "#tests/support/lead-test-data.ts";

const meena = { name: "Meena" };
const unknownId = "0b6f8f0e-8d3f-4c4e-9a55-3f1d2a7b9c10";

describe.each(testEngines)("staff actions on leads on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(() => clearLeadTables(db()));

  async function auditOf(leadId: string) {
    return db()
      .selectFrom("audit_log")
      .select(["actor", "action", "entity", "entity_id", "summary"])
      .where("entity_id", "=", leadId)
      .orderBy("id")
      .execute();
  }

  const stored = (id: string) => db().selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();

  it("moves a lead along the pipeline, with an audit entry", async () => {
    const id = await leadAt(db(), "2026-03-01T10:00:00.000Z");
    expect(await setLeadStatus(db(), id, "Contacted", meena)).toBe(true);
    const row = await stored(id);
    expect(row?.status).toBe("Contacted");
    expect(toDate(row?.status_changed_at).getTime()).toBeGreaterThan(Date.parse("2026-03-02T00:00:00.000Z"));
    // The same status again changes nothing and logs nothing.
    expect(await setLeadStatus(db(), id, "Contacted", meena)).toBe(true);
    expect(await auditOf(id)).toEqual([
      {
        actor: "Meena",
        action: "lead-status",
        entity: "lead",
        entity_id: id,
        summary: "Moved the enquiry from Priya Raman from New to Contacted",
      },
    ]);
    expect(await setLeadStatus(db(), unknownId, "Won", meena)).toBe(false);
    expect(await setLeadStatus(db(), "nonsense", "Won", meena)).toBe(false);
  });

  it("assigns to an active staff member or no one, and refuses disabled and unknown accounts", async () => {
    const id = await leadAt(db(), "2026-03-01T10:00:00.000Z", { kind: "contact" });
    const arun = await testStaffMember(db(), "Arun");
    const gone = await testStaffMember(db(), "Gopal", true);

    expect(await assignLead(db(), id, arun, meena)).toBe(true);
    expect((await getLead(db(), id))?.assignedName).toBe("Arun");
    expect(await assignLead(db(), id, gone, meena)).toBe(false);
    expect(await assignLead(db(), id, unknownId, meena)).toBe(false);
    expect((await stored(id))?.assigned_to).toBe(arun);
    expect(await assignLead(db(), id, null, meena)).toBe(true);
    expect((await stored(id))?.assigned_to).toBeNull();
    expect((await auditOf(id)).map((entry) => [entry.action, entry.summary])).toEqual([
      ["lead-assign", "Assigned the contact message from Priya Raman to Arun"],
      ["lead-assign", "Unassigned the contact message from Priya Raman"],
    ]);
    expect(await assignLead(db(), unknownId, arun, meena)).toBe(false);
  });

  it("saves status and assignee together, one audit entry per field that changed", async () => {
    const id = await leadAt(db(), "2026-03-01T10:00:00.000Z");
    const arun = await testStaffMember(db(), "Arun");
    const gone = await testStaffMember(db(), "Gopal", true);

    expect(await saveFollowUp(db(), id, { status: "Contacted", assignee: arun }, meena)).toEqual({
      status: "Contacted",
      assignee: { name: "Arun" },
    });
    expect(await saveFollowUp(db(), id, { status: "Contacted", assignee: arun }, meena)).toEqual({
      status: null,
      assignee: null,
    });
    expect(await saveFollowUp(db(), id, { status: "Contacted", assignee: null }, meena)).toEqual({
      status: null,
      assignee: { name: "" },
    });
    // A disabled account is refused and nothing of the save is kept.
    expect(await saveFollowUp(db(), id, { status: "Won", assignee: gone }, meena)).toBe("unknown-assignee");
    expect(await stored(id)).toMatchObject({ status: "Contacted", assigned_to: null });
    expect(await saveFollowUp(db(), unknownId, { status: "Won", assignee: null }, meena)).toBe("gone");
    expect((await auditOf(id)).map((entry) => [entry.action, entry.summary])).toEqual([
      ["lead-status", "Moved the enquiry from Priya Raman from New to Contacted"],
      ["lead-assign", "Assigned the enquiry from Priya Raman to Arun"],
      ["lead-assign", "Unassigned the enquiry from Priya Raman"],
    ]);
  });

  it("adds notes with their author, refusing empty ones", async () => {
    const id = await leadAt(db(), "2026-03-01T10:00:00.000Z");
    expect(await addLeadNote(db(), id, "   ", meena)).toBe(false);
    expect(await addLeadNote(db(), id, "  Wants a corner plot  ", meena)).toBe(true);
    expect(await addLeadNote(db(), unknownId, "Lost note", meena)).toBe(false);
    const notes = await db().selectFrom("lead_notes").select(["lead_id", "author", "body"]).execute();
    expect(notes).toEqual([{ lead_id: id, author: "Meena", body: "Wants a corner plot" }]);
    expect((await auditOf(id)).map((entry) => [entry.actor, entry.action, entry.summary])).toEqual([
      ["Meena", "lead-note", "Added a note to the enquiry from Priya Raman"],
    ]);
  });

  it("marks a lead as spam and restores it, queueing its alert again", async () => {
    const id = await leadAt(db(), "2026-03-01T10:00:00.000Z");
    expect(await setLeadSpam(db(), id, true, meena)).toBe(true);
    expect(await stored(id)).toMatchObject({ spam: 1, spam_reason: "staff" });
    expect(await db().selectFrom("lead_alerts").selectAll().where("lead_id", "=", id).execute()).toEqual([]);

    expect(await setLeadSpam(db(), id, false, meena)).toBe(true);
    expect(await stored(id)).toMatchObject({ spam: 0, spam_reason: null });
    expect((await getLead(db(), id))?.alert?.state).toBe("pending");
    expect((await auditOf(id)).map((entry) => [entry.action, entry.summary])).toEqual([
      ["lead-spam", "Marked the enquiry from Priya Raman as spam"],
      ["lead-restore", "Restored the enquiry from Priya Raman from spam"],
    ]);
  });

  it("restores a bot-flagged lead to the inbox with an alert", async () => {
    const id = await leadAt(db(), "2026-03-01T10:00:00.000Z", { spamReason: "honeypot" });
    expect((await getLead(db(), id))?.alert).toBeNull();
    await setLeadSpam(db(), id, false, meena);
    expect(await getLead(db(), id)).toMatchObject({
      spam: false,
      spamReason: null,
      alert: { state: "pending" },
    });
  });

  it("deletes a lead on request and scrubs the person's name from the audit log", async () => {
    const id = await leadAt(db(), "2026-03-01T10:00:00.000Z");
    const other = await leadAt(db(), "2026-03-02T10:00:00.000Z", { name: "Karthik", phone: "+919123456789" });
    await setLeadStatus(db(), id, "Contacted", meena);
    await addLeadNote(db(), id, "Asked us to forget her", meena);
    await setLeadStatus(db(), other, "Contacted", meena);

    expect(await deleteLead(db(), id, meena)).toBe(true);
    expect(await stored(id)).toBeUndefined();
    expect(await db().selectFrom("lead_notes").selectAll().execute()).toEqual([]);
    expect(await db().selectFrom("lead_alerts").selectAll().where("lead_id", "=", id).execute()).toEqual([]);
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.summary)).toEqual([
      "Worked on a lead that has since been deleted",
      "Worked on a lead that has since been deleted",
      "Deleted an enquiry on request",
    ]);
    expect(entries.at(-1)).toMatchObject({ actor: "Meena", action: "lead-delete" });
    const all = await db().selectFrom("audit_log").select("summary").execute();
    expect(all.some((entry) => entry.summary.includes("Priya"))).toBe(false);
    // Other people's entries stay as they were.
    expect((await auditOf(other)).map((entry) => entry.summary)).toEqual([
      "Moved the enquiry from Karthik from New to Contacted",
    ]);
    expect(await deleteLead(db(), id, meena)).toBe(false);
  });

  it("deletes only closed leads past the retention period", async () => {
    const now = new Date("2026-12-01T00:00:00.000Z");
    const longWon = await leadAt(db(), "2025-01-01T10:00:00.000Z", { name: "Won long ago" });
    const longLost = await leadAt(db(), "2025-01-01T10:00:00.000Z", {
      name: "Lost long ago",
      phone: "+919000000001",
    });
    const recentWon = await leadAt(db(), "2025-01-01T10:00:00.000Z", {
      name: "Won lately",
      phone: "+919000000002",
    });
    const oldOpen = await leadAt(db(), "2025-01-01T10:00:00.000Z", {
      name: "Still talking",
      phone: "+919000000003",
    });
    await setLeadStatus(db(), longWon, "Won", meena);
    await setLeadStatus(db(), longLost, "Lost", meena);
    await setLeadStatus(db(), recentWon, "Won", meena);
    await setLeadStatus(db(), oldOpen, "Negotiation", meena);
    const changedAt = (id: string, at: string) =>
      db()
        .updateTable("leads")
        .set({ status_changed_at: timestamp(new Date(at)) })
        .where("id", "=", id)
        .execute();
    await changedAt(longWon, "2026-05-01T00:00:00.000Z");
    await changedAt(longLost, "2026-05-31T23:00:00.000Z");
    await changedAt(recentWon, "2026-06-02T00:00:00.000Z");
    await changedAt(oldOpen, "2025-01-01T10:00:00.000Z");

    expect(await purgeClosedLeads(db(), 0, now)).toBe(0);
    expect(await purgeClosedLeads(db(), 6, now)).toBe(2);
    const left = await db().selectFrom("leads").select("name").orderBy("name").execute();
    expect(left.map((row) => row.name)).toEqual(["Still talking", "Won lately"]);
    const entries = await db().selectFrom("audit_log").select(["action", "summary", "entity_id"]).execute();
    expect(entries.filter((e) => e.entity_id === longWon).map((e) => e.summary)).toEqual([
      "Worked on a lead that has since been deleted",
    ]);
    // Which leads went, by id only (DPDP Act: every deletion says which lead), never whose.
    const retention = entries
      .filter((e) => e.action === "lead-retention")
      .map((e) => readLeadExport(e.summary));
    expect(retention).toEqual([
      {
        summary: "Deleted 2 closed leads past the 6-month retention period",
        leadIds: expect.arrayContaining([longWon, longLost]) as string[],
      },
    ]);
    expect(retention[0]!.leadIds).toHaveLength(2);
    expect(await purgeClosedLeads(db(), 6, now)).toBe(0);
  });

  it("sends the alerts that gave up again", async () => {
    const id = await leadAt(db(), "2026-03-01T10:00:00.000Z");
    await db()
      .updateTable("lead_alerts")
      .set({ state: "failed", attempts: 7, last_error: "connection refused" })
      .where("lead_id", "=", id)
      .execute();
    expect(await retryFailedAlerts(db())).toBe(1);
    expect((await getLead(db(), id))?.alert).toMatchObject({ state: "pending", attempts: 0 });
    expect(await retryFailedAlerts(db())).toBe(0);
  });
});
