import { describe, expect, it } from "vitest";

import { leadInput, testProject } from "#tests/support/lead-test-data.ts";
import { insertPlots } from "#tests/support/plot-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { listRecentActivity } from "#app/domain/audit/audit.server.ts";
import { addLeadNote } from "#app/domain/leads/lead-actions.server.ts";
import { recordLeadExport, recordLeadView } from "#app/domain/leads/lead-access.server.ts";
import { recordLead } from "#app/domain/leads/leads.server.ts";
import { personKeyOf } from "#app/domain/leads/person-leads.server.ts";
import { holdPlot } from "#app/domain/plots/plot-holds.server.ts";
import {
  erasePersonData,
  findPersonData,
  listDataAccess,
  personDataFile,
  personalDataReads,
} from "./personal-data.server.ts";

const owner = { name: "Meena Raman" };

describe("reading a phone number or an e-mail typed to find a person", () => {
  it("takes a phone however it is typed, and an e-mail in any case", () => {
    for (const typed of ["98765 43210", "+91-98765-43210", "098765 43210", " +919876543210 "]) {
      expect(personKeyOf(typed), typed).toEqual({ phone: "+919876543210" });
    }
    expect(personKeyOf("Priya@Example.IN")).toEqual({ email: "priya@example.in" });
    expect(personKeyOf("not a number")).toBeNull();
    expect(personKeyOf("a@b")).toEqual({ email: "a@b" });
    expect(personKeyOf("@example.in")).toBeNull();
  });
});

describe.each(testEngines)("a person's data on $name", (engine) => {
  const db = useTestDatabase(engine);

  /** Priya's two leads (one named by e-mail only in capitals), a note, a plot held for her; and Arun's lead. */
  async function people() {
    const projectId = await testProject(db(), `Green Meadows ${Math.random()}`);
    const phone = `+9198765${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
    const email = `priya-${Math.random().toString(36).slice(2, 8)}@example.in`;
    const first = await recordLead(db(), leadInput({ phone, email, projectId, name: "Priya Raman" }));
    const second = await recordLead(db(), leadInput({ phone, email: email.toUpperCase(), name: "Priya R" }));
    const other = await recordLead(
      db(),
      leadInput({ phone: "+919000000001", email: "arun@example.in", name: "Arun" }),
    );
    await addLeadNote(db(), first, "Prefers an east facing plot near the gate.", owner);
    const [plotId] = await insertPlots(db(), projectId, [{ number: "12" }]);
    expect(
      await holdPlot(db(), "Meena Raman", { id: plotId!, version: 1, holdFor: "", leadId: first, hours: 24 }),
    ).toEqual({ ok: true });
    return { projectId, phone, email, first, second, other, plotId: plotId! };
  }

  it("finds the leads, notes and holds under a phone number or an e-mail", async () => {
    const { phone, email, first, second } = await people();
    const byPhone = await findPersonData(db(), { phone });
    expect(byPhone.leads.map((lead) => lead.id).sort()).toEqual([first, second].sort());
    expect(byPhone.notes).toBe(1);
    expect(byPhone.holds).toMatchObject([{ plot: "12", holdFor: "Priya Raman" }]);
    const byEmail = await findPersonData(db(), personKeyOf(email.toUpperCase())!);
    expect(byEmail.leads).toHaveLength(2);
    expect(await findPersonData(db(), { phone: "+919111111111" })).toMatchObject({ leads: [], holds: [] });
  });

  it("downloads everything held as one file, and logs the download without whose it was", async () => {
    const { phone, first } = await people();
    const { json, filename } = await personDataFile(db(), { phone }, owner, new Date("2026-12-02T06:00:00Z"));
    expect(filename).toBe("personal-data-2026-12-02.json");
    const file = JSON.parse(json);
    expect(file.heldUnder).toBe(phone);
    expect(file.leads).toHaveLength(2);
    expect(file.leads.find((lead: { id: string }) => lead.id === first)).toMatchObject({
      name: "Priya Raman",
      phone,
      details: { location: "Coimbatore", budget: "25-50L" },
    });
    expect(file.notes[0].body).toBe("Prefers an east facing plot near the gate.");
    expect(file.plotHolds[0].number).toBe("12");
    expect(file.history.some((entry: { what: string }) => entry.what.includes("note"))).toBe(true);
    const { rows } = await listDataAccess(db(), { page: 1, pageSize: 5 });
    expect(rows[0]).toMatchObject({ who: "Meena Raman", what: "Downloaded a person's data", leadId: null });
    const entry = await db()
      .selectFrom("audit_log")
      .select("summary")
      .where("action", "=", "person-exported")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry.summary).toBe("Downloaded the data held for one person: 2 leads, 1 note and 1 plot hold");
  });

  it("erases everything under the phone number in one go, and leaves no name in the log", async () => {
    const { phone, first, second, other, plotId } = await people();
    await recordLeadView(db(), owner, first);
    const erased = await erasePersonData(db(), { phone }, owner);
    expect(erased).toEqual({ leads: 2, notes: 1, holds: 1 });
    expect(await db().selectFrom("leads").select("id").where("id", "in", [first, second]).execute()).toEqual(
      [],
    );
    expect(await db().selectFrom("lead_notes").select("id").where("lead_id", "=", first).execute()).toEqual(
      [],
    );
    expect(await db().selectFrom("leads").select("id").where("id", "=", other).execute()).toHaveLength(1);
    expect(await db().selectFrom("people").select("id").where("phone", "=", phone).execute()).toEqual([]);
    const plot = await db()
      .selectFrom("plots")
      .selectAll()
      .where("id", "=", plotId)
      .executeTakeFirstOrThrow();
    expect(plot).toMatchObject({ status: "available", hold_for: null, hold_lead_id: null });
    // Earlier tests' people share this database: only this person's entries are read.
    const log = await db().selectFrom("audit_log").select(["action", "summary", "entity_id"]).execute();
    const hers = log.filter((entry) => [first, second, plotId].includes(entry.entity_id ?? ""));
    expect(hers.map((entry) => entry.summary)).toContain(
      "Plot 12: On hold → Available (the buyer's data was erased at their request)",
    );
    const held = hers.map((entry) => entry.summary).filter((summary) => summary.includes("→ On hold"));
    expect(held).toEqual([
      expect.stringMatching(/^Plot 12: Available → On hold \(for an erased buyer, until .+\)$/),
    ]);
    expect(JSON.stringify(hers)).not.toContain("Priya");
    expect(JSON.stringify(log)).not.toContain(phone);
    expect(log).toContainEqual({
      action: "person-erased",
      summary: "Erased a person's data at their request: 2 leads, 1 note and 1 plot hold",
      entity_id: null,
    });
    // Nothing is left to find; the erased lead's views stay in the log without a link.
    expect(await erasePersonData(db(), { phone }, owner)).toEqual({ leads: 0, notes: 0, holds: 0 });
    const { rows } = await listDataAccess(db(), { page: 1, pageSize: 50 });
    expect(rows.find((row) => row.what === "Opened a lead")).toMatchObject({ leadId: null });
  });

  it("logs lead views once a visit and exports by count, apart from Recent Activity", async () => {
    const { first } = await people();
    const at = new Date();
    await recordLeadView(db(), owner, first, at);
    await recordLeadView(db(), owner, first, new Date(at.getTime() + 60_000));
    await recordLeadView(db(), { name: "Arun" }, first, at);
    await recordLeadExport(db(), owner, 42);
    const views = await db()
      .selectFrom("audit_log")
      .select("actor")
      .where("action", "=", "lead-viewed")
      .where("entity_id", "=", first)
      .execute();
    expect(views.map((view) => view.actor).sort()).toEqual(["Arun", "Meena Raman"]);
    const { rows } = await listDataAccess(db(), { page: 1, pageSize: 3 });
    expect(rows[0]).toMatchObject({ what: "Exported 42 leads to CSV", leadId: null });
    expect(rows[1]).toMatchObject({ what: "Opened a lead", leadId: first });
    const recent = await listRecentActivity(db(), { limit: 20, reads: personalDataReads });
    expect(recent.map((entry) => entry.action)).not.toContain("lead-viewed");
    expect(recent.map((entry) => entry.action)).not.toContain("lead-export");
    expect(recent.map((entry) => entry.action)).toContain("lead-note");
  });
});
