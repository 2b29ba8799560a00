import { afterEach, describe, expect, it, vi } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import {
  countFailedAlerts,
  countLeads,
  getLead,
  leadFilterFromSearch,
  leadPageSize,
  listLeads,
  listLeadsWithCounts,
  listLeadsForExport,
} from "./lead-inbox.server.ts";
import type { LeadFilter } from "./lead-view.ts";
import { addLeadNote, setLeadStatus } from "./lead-actions.server.ts";
import { clearLeadTables, leadAt, testProject } from "#tests/support/lead-test-data.ts";

const inbox: LeadFilter = leadFilterFromSearch(new URLSearchParams());
const filter = (changes: Partial<LeadFilter>): LeadFilter => ({ ...inbox, ...changes });

describe("leadFilterFromSearch", () => {
  it("reads the filters from the query and ignores anything it does not know", () => {
    expect(inbox).toEqual({
      view: "inbox",
      kind: null,
      status: null,
      projectId: null,
      from: null,
      to: null,
      q: "",
      page: 1,
    });
    const search = new URLSearchParams({
      view: "spam",
      kind: "contact",
      status: "Site visit scheduled",
      project: "0b6f8f0e-8d3f-4c4e-9a55-3f1d2a7b9c10",
      from: "2026-03-01",
      to: "2026-03-31",
      q: "  Priya  ",
      page: "3",
    });
    expect(leadFilterFromSearch(search)).toEqual({
      view: "spam",
      kind: "contact",
      status: "Site visit scheduled",
      projectId: "0b6f8f0e-8d3f-4c4e-9a55-3f1d2a7b9c10",
      from: "2026-03-01",
      to: "2026-03-31",
      q: "Priya",
      page: 3,
    });
    const junk = new URLSearchParams({
      view: "x",
      kind: "spam",
      status: "new",
      project: "1",
      from: "01/03/2026",
      page: "-2",
    });
    expect(leadFilterFromSearch(junk)).toEqual(inbox);
  });
});

describe.each(testEngines)("the lead inbox on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(() => clearLeadTables(db()));

  const names = async (f: LeadFilter) => (await listLeads(db(), f)).leads.map((lead) => lead.name);

  it("lists the newest first and filters by kind, status and project", async () => {
    const meadows = await testProject(db(), "Green Meadows");
    await leadAt(db(), "2026-03-01T10:00:00.000Z", { name: "Asha" });
    const contact = await leadAt(db(), "2026-03-02T10:00:00.000Z", {
      name: "Bala",
      kind: "contact",
      phone: "+919000000001",
    });
    await leadAt(db(), "2026-03-03T10:00:00.000Z", {
      name: "Chitra",
      projectId: meadows,
      phone: "+919000000002",
    });
    await setLeadStatus(db(), contact, "Contacted", { name: "Meena" });

    expect(await names(inbox)).toEqual(["Chitra", "Bala", "Asha"]);
    expect(await names(filter({ kind: "contact" }))).toEqual(["Bala"]);
    expect(await names(filter({ status: "Contacted" }))).toEqual(["Bala"]);
    expect(await names(filter({ status: "New" }))).toEqual(["Chitra", "Asha"]);
    expect(await names(filter({ projectId: meadows }))).toEqual(["Chitra"]);
    const [chitra] = (await listLeads(db(), filter({ projectId: meadows }))).leads;
    expect(chitra).toMatchObject({
      projectId: meadows,
      projectName: "Green Meadows",
      kind: "enquiry",
      spam: false,
    });
  });

  it("filters by calendar days in India time, both ends included", async () => {
    // 23:59 on 1 March and 00:30 on 2 March in India.
    await leadAt(db(), "2026-03-01T18:29:00.000Z", { name: "Late on the 1st" });
    await leadAt(db(), "2026-03-01T19:00:00.000Z", { name: "Early on the 2nd" });
    await leadAt(db(), "2026-03-03T10:00:00.000Z", { name: "On the 3rd" });

    expect(await names(filter({ from: "2026-03-02", to: "2026-03-02" }))).toEqual(["Early on the 2nd"]);
    expect(await names(filter({ to: "2026-03-01" }))).toEqual(["Late on the 1st"]);
    expect(await names(filter({ from: "2026-03-02" }))).toEqual(["On the 3rd", "Early on the 2nd"]);
    expect(await names(filter({ from: "2026-03-01", to: "2026-03-03" }))).toHaveLength(3);
  });

  it("searches names and e-mails without regard to case, and phones by their digits", async () => {
    await leadAt(db(), "2026-03-01T10:00:00.000Z", { name: "Priya Raman", email: "Priya.R@Example.in" });
    await leadAt(db(), "2026-03-02T10:00:00.000Z", { name: "Karthik", phone: "+919123456789", email: null });
    await leadAt(db(), "2026-03-03T10:00:00.000Z", {
      name: "100% Sure_Buyer",
      phone: "+919000000003",
      email: null,
    });

    expect(await names(filter({ q: "priya" }))).toEqual(["Priya Raman"]);
    expect(await names(filter({ q: "RAMAN" }))).toEqual(["Priya Raman"]);
    expect(await names(filter({ q: "priya.r@example" }))).toEqual(["Priya Raman"]);
    expect(await names(filter({ q: "98765 43210" }))).toEqual(["Priya Raman"]);
    expect(await names(filter({ q: "091234-56789" }))).toEqual(["Karthik"]);
    expect(await names(filter({ q: "+91 91234 56789" }))).toEqual(["Karthik"]);
    // LIKE's wildcards are searched as the characters themselves.
    expect(await names(filter({ q: "100%" }))).toEqual(["100% Sure_Buyer"]);
    expect(await names(filter({ q: "_" }))).toEqual(["100% Sure_Buyer"]);
    expect(await names(filter({ q: "nobody" }))).toEqual([]);
  });

  it("pages through the list, 25 at a time", async () => {
    const total = leadPageSize + 2;
    for (let i = 0; i < total; i += 1) {
      const minute = String(i).padStart(2, "0");
      await leadAt(db(), `2026-03-01T10:${minute}:00.000Z`, {
        name: `Lead ${minute}`,
        phone: `+9190000001${minute}`,
      });
    }
    const first = await listLeads(db(), inbox);
    expect(first).toMatchObject({ total, page: 1, pageCount: 2 });
    expect(first.leads).toHaveLength(leadPageSize);
    expect(first.leads[0]?.name).toBe("Lead 26");
    const second = await listLeads(db(), filter({ page: 2 }));
    expect(second.leads.map((l) => l.name)).toEqual(["Lead 01", "Lead 00"]);
    // A page past the end shows the last one.
    expect((await listLeads(db(), filter({ page: 9 }))).page).toBe(2);
    expect(await countLeads(db(), inbox)).toBe(total);
    expect(await listLeadsForExport(db(), inbox)).toHaveLength(total);
  });

  it("keeps suspected spam in a view of its own", async () => {
    await leadAt(db(), "2026-03-01T10:00:00.000Z", { name: "Real person" });
    await leadAt(db(), "2026-03-02T10:00:00.000Z", {
      name: "Bot",
      phone: "+919000000009",
      spamReason: "honeypot",
    });

    expect(await names(inbox)).toEqual(["Real person"]);
    const spam = await listLeads(db(), filter({ view: "spam" }));
    expect(spam.leads).toMatchObject([{ name: "Bot", spam: true, spamReason: "honeypot", alertState: null }]);
    expect(await countLeads(db(), filter({ view: "spam" }))).toBe(1);
    // Each view's page comes with both tabs' counts, searched or not.
    for (const q of ["", "o"]) {
      const inboxPage = await listLeadsWithCounts(db(), filter({ q }));
      expect(inboxPage.leads.map((lead) => lead.name)).toEqual(["Real person"]);
      expect(inboxPage.counts).toEqual({ inbox: 1, spam: 1 });
      const spamPage = await listLeadsWithCounts(db(), filter({ view: "spam", q }));
      expect(spamPage.leads.map((lead) => lead.name)).toEqual(["Bot"]);
      expect(spamPage.counts).toEqual({ inbox: 1, spam: 1 });
    }
    expect((await listLeadsWithCounts(db(), filter({ q: "bot" }))).counts).toEqual({ inbox: 0, spam: 1 });
  });

  it("recognises a phone number seen before, and shows the person's other leads", async () => {
    const meadows = await testProject(db(), "Green Meadows");
    const first = await leadAt(db(), "2026-03-01T10:00:00.000Z", { kind: "contact" });
    const second = await leadAt(db(), "2026-03-05T10:00:00.000Z", { projectId: meadows });
    const third = await leadAt(db(), "2026-03-09T10:00:00.000Z", { kind: "site-visit" });
    await leadAt(db(), "2026-03-10T10:00:00.000Z", { name: "Someone else", phone: "+919000000005" });
    await leadAt(db(), "2026-03-11T10:00:00.000Z", { name: "Bot", spamReason: "too-fast" });

    const { leads } = await listLeads(db(), inbox);
    const earlier = Object.fromEntries(leads.map((lead) => [lead.id, lead.earlierLeads]));
    expect([earlier[first], earlier[second], earlier[third]]).toEqual([0, 1, 2]);
    expect(leads.find((lead) => lead.name === "Someone else")?.earlierLeads).toBe(0);

    const detail = await getLead(db(), second);
    expect(detail?.history.map((h) => [h.id, h.kind])).toEqual([
      [expect.any(String), "enquiry"],
      [third, "site-visit"],
      [first, "contact"],
    ]);
    expect(detail?.history.some((h) => h.id === second)).toBe(false);
  });

  it("returns everything about one lead, with notes and alert status", async () => {
    const id = await leadAt(db(), "2026-03-01T10:00:00.000Z", {
      utm: { utm_source: "google", utm_campaign: "diwali" },
      referrer: "https://www.google.com/",
      consent: "You agree.",
    });
    // Two notes a minute apart (notes written in the same millisecond have no order of their own).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T11:00:00.000Z"));
    await addLeadNote(db(), id, "Called, no answer", { name: "Meena" });
    vi.setSystemTime(new Date("2026-03-01T11:01:00.000Z"));
    await addLeadNote(db(), id, "Called again", { name: "Arun" });
    vi.useRealTimers();
    const lead = await getLead(db(), id);
    expect(lead).toMatchObject({
      id,
      name: "Priya Raman",
      details: { location: "Coimbatore", budget: "25-50L" },
      utm: { utm_source: "google", utm_campaign: "diwali" },
      referrer: "https://www.google.com/",
      consent: "You agree.",
      createdAt: new Date("2026-03-01T10:00:00.000Z"),
      alert: { state: "pending", attempts: 0, lastError: null, sentAt: null },
    });
    expect(lead?.notes.map((n) => [n.author, n.body])).toEqual([
      ["Meena", "Called, no answer"],
      ["Arun", "Called again"],
    ]);
    expect(await getLead(db(), "not-an-id")).toBeNull();
    expect(await getLead(db(), "0b6f8f0e-8d3f-4c4e-9a55-3f1d2a7b9c10")).toBeNull();
  });

  it("counts the alert e-mails that gave up", async () => {
    const id = await leadAt(db(), "2026-03-01T10:00:00.000Z");
    expect(await countFailedAlerts(db())).toBe(0);
    await db().updateTable("lead_alerts").set({ state: "failed" }).where("lead_id", "=", id).execute();
    expect(await countFailedAlerts(db())).toBe(1);
    expect((await listLeads(db(), inbox)).leads[0]?.alertState).toBe("failed");
  });
});
