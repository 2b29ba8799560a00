import { afterEach, describe, expect, it } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { deleteLead, setLeadSpam, setLeadStatus } from "./lead-actions.server.ts";
import {
  countFailedAlerts,
  countLeadsPerProject,
  countRecentLeads,
  leadFilterFromSearch,
  listLeadFilterProjects,
  listLeads,
  tallyLeads,
} from "./lead-inbox.server.ts";
import { countNewLeads } from "./lead-response.server.ts";
import { recordInterest, recordLead } from "./leads.server.ts";
import { leadInput, testProject } from "#tests/support/lead-test-data.ts";

const dayMs = 24 * 60 * 60 * 1000;

describe.each(testEngines)("the dashboard's lead counts on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    await db().deleteFrom("leads").execute();
    await db().deleteFrom("interest_events").execute();
    await db().deleteFrom("projects").execute();
  });

  it("counts the leads of the last 7 days, spam left out", async () => {
    const now = new Date();
    await recordLead(db(), leadInput());
    await recordLead(db(), leadInput({ kind: "contact" }));
    await recordLead(db(), leadInput({ spamReason: "too-fast" }));
    expect(await countRecentLeads(db(), now)).toBe(2);
    expect(await countRecentLeads(db(), new Date(now.getTime() + 7 * dayMs + 1000))).toBe(0);
  });

  it("counts leads and WhatsApp chats per project, busiest first", async () => {
    const quiet = await testProject(db(), "Quiet Acres");
    const busy = await testProject(db(), "Busy Meadows");
    await recordLead(db(), leadInput({ projectId: busy }));
    await recordLead(db(), leadInput({ projectId: busy, kind: "site-visit" }));
    await recordLead(db(), leadInput({ projectId: busy, spamReason: "honeypot" }));
    await recordLead(db(), leadInput({ projectId: quiet }));
    await recordInterest(db(), "whatsapp", quiet);
    await recordInterest(db(), "whatsapp", quiet);
    await recordInterest(db(), "whatsapp", "not-an-id");

    expect(await countLeadsPerProject(db())).toEqual([
      { projectId: busy, name: "Busy Meadows", leads: 2, chats: 0 },
      { projectId: quiet, name: "Quiet Acres", leads: 1, chats: 2 },
    ]);
    const anonymous = await db()
      .selectFrom("interest_events")
      .selectAll()
      .where("project_id", "is", null)
      .execute();
    expect(anonymous).toHaveLength(1);
    expect(Object.keys(anonymous[0]!).sort()).toEqual(["created_at", "id", "kind", "project_id"]);
  });

  it("keeps each project's counts as leads are marked spam, moved and deleted", async () => {
    const first = await testProject(db(), "First Acres");
    const second = await testProject(db(), "Second Acres");
    const lead = await recordLead(db(), leadInput({ projectId: first }));
    const other = await recordLead(db(), leadInput({ projectId: first }));
    const leadsOf = async () =>
      Object.fromEntries((await countLeadsPerProject(db())).map((p) => [p.name, p.leads]));
    expect(await leadsOf()).toEqual({ "First Acres": 2, "Second Acres": 0 });
    await setLeadSpam(db(), lead, true, { name: "Meena" });
    expect(await leadsOf()).toEqual({ "First Acres": 1, "Second Acres": 0 });
    await setLeadSpam(db(), lead, false, { name: "Meena" });
    await db().updateTable("leads").set({ project_id: second }).where("id", "=", other).execute();
    expect(await leadsOf()).toEqual({ "First Acres": 1, "Second Acres": 1 });
    await deleteLead(db(), lead, { name: "Meena" });
    await db().deleteFrom("interest_events").execute();
    expect(await leadsOf()).toEqual({ "First Acres": 0, "Second Acres": 1 });
  });

  it("tallies the leads by view, kind and status as they arrive, move, turn spam and go", async () => {
    const tallies = async () => ({
      inbox: await tallyLeads(db(), { view: "inbox", kind: null, status: null }),
      spam: await tallyLeads(db(), { view: "spam", kind: null, status: null }),
      enquiries: await tallyLeads(db(), { view: "inbox", kind: "enquiry", status: null }),
      contactedEnquiries: await tallyLeads(db(), { view: "inbox", kind: "enquiry", status: "Contacted" }),
      new: await countNewLeads(db()),
    });
    expect(await tallies()).toEqual({ inbox: 0, spam: 0, enquiries: 0, contactedEnquiries: 0, new: 0 });
    const first = await recordLead(db(), leadInput());
    const second = await recordLead(db(), leadInput());
    await recordLead(db(), leadInput({ kind: "contact" }));
    await recordLead(db(), leadInput({ spamReason: "honeypot" }));
    expect(await tallies()).toEqual({ inbox: 3, spam: 1, enquiries: 2, contactedEnquiries: 0, new: 3 });
    await setLeadStatus(db(), first, "Contacted", { name: "Meena" });
    expect(await tallies()).toEqual({ inbox: 3, spam: 1, enquiries: 2, contactedEnquiries: 1, new: 2 });
    await setLeadSpam(db(), second, true, { name: "Meena" });
    expect(await tallies()).toEqual({ inbox: 2, spam: 2, enquiries: 1, contactedEnquiries: 1, new: 1 });
    await db().updateTable("leads").set({ kind: "site-visit" }).where("id", "=", first).execute();
    expect(await tallies()).toEqual({ inbox: 2, spam: 2, enquiries: 0, contactedEnquiries: 0, new: 1 });
    await deleteLead(db(), first, { name: "Meena" });
    expect(await tallies()).toEqual({ inbox: 1, spam: 2, enquiries: 0, contactedEnquiries: 0, new: 1 });
    // The inbox's totals agree with the leads themselves.
    for (const search of ["", "view=spam", "kind=contact", "status=New"]) {
      const filter = leadFilterFromSearch(new URLSearchParams(search));
      const counted = await db()
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("spam", "=", filter.view === "spam" ? 1 : 0)
        .$if(filter.kind !== null, (q) => q.where("kind", "=", filter.kind!))
        .$if(filter.status !== null, (q) => q.where("status", "=", filter.status!))
        .executeTakeFirstOrThrow();
      expect((await listLeads(db(), filter)).total).toBe(Number(counted.n));
    }
  });

  it("offers the leads filter the busiest projects by name, and the chosen one", async () => {
    const [quiet, busy, busier, none] = await Promise.all(
      ["Quiet", "Busy", "Busier", "Without leads"].map((name) => testProject(db(), name)),
    );
    for (const [projectId, leads] of [
      [quiet, 1],
      [busy, 2],
      [busier, 3],
    ] as const) {
      for (let i = 0; i < leads; i++) await recordLead(db(), leadInput({ projectId }));
    }
    await recordLead(db(), leadInput({ projectId: none, spamReason: "honeypot" }));
    const names = async (chosen: string | null, limit?: number) =>
      (await listLeadFilterProjects(db(), chosen, limit)).map((p) => p.name);
    expect(await names(null)).toEqual(["Busier", "Busy", "Quiet"]);
    expect(await names(null, 2)).toEqual(["Busier", "Busy"]);
    expect(await names(quiet!, 2)).toEqual(["Busier", "Busy", "Quiet"]);
    expect(await names(none!, 2)).toEqual(["Busier", "Busy", "Without leads"]);
  });

  it("counts the alerts that gave up", async () => {
    const id = await recordLead(db(), leadInput());
    expect(await countFailedAlerts(db())).toBe(0);
    await db().updateTable("lead_alerts").set({ state: "failed" }).where("lead_id", "=", id).execute();
    expect(await countFailedAlerts(db())).toBe(1);
  });
});
