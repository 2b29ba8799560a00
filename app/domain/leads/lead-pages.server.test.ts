import { afterEach, describe, expect, it } from "vitest";

import { clearLeadTables, leadAt } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { defaultBusinessHours } from "#app/domain/settings/index.ts";
import { leadFilterFromSearch, listLeads } from "./lead-inbox.server.ts";
import { changeStatusFromList, toLeadRow, workOnLead } from "./lead-pages.server.ts";
import { testStaffMember } from "#tests/support/lead-test-data.ts";

const meena = { name: "Meena" };

function statusForm(values: Record<string, string>): FormData {
  const form = new FormData();
  form.set("intent", "status");
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

describe.each(testEngines)("the Leads pages on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(() => clearLeadTables(db()));

  it("shows what a row needs at a glance: budget as said, place and the message's start", async () => {
    await leadAt(db(), "2026-03-01T10:00:00.000Z", {
      details: { location: "Chennai", budget: "10-25L" },
      message: "Looking for an east facing plot\nnear the highway.",
    });
    const page = await listLeads(db(), leadFilterFromSearch(new URLSearchParams()));
    const row = toLeadRow(page.leads[0]!, new Date("2026-03-01T10:30:00.000Z"), defaultBusinessHours);
    expect(row).toMatchObject({
      budget: "₹ 10–25 L",
      location: "Chennai",
      snippet: "Looking for an east facing plot near the highway.",
      // A Sunday: half an hour since it arrived, none of it in business hours.
      response: { answered: false, waiting: "30 min", late: false },
    });
    const monday = toLeadRow(page.leads[0]!, new Date("2026-03-02T04:00:00.000Z"), defaultBusinessHours);
    expect(monday.response).toEqual({ answered: false, waiting: "18 h", late: true });
    const answered = { ...page.leads[0]!, firstResponseAt: new Date("2026-03-01T10:04:00.000Z") };
    expect(toLeadRow(answered, new Date(), defaultBusinessHours).response).toEqual({
      answered: true,
      after: "4 min",
    });
    expect(toLeadRow({ ...answered, spam: true }, new Date(), defaultBusinessHours).response).toBeNull();
  });

  it("names the plot a lead asked about beside its project", async () => {
    await leadAt(db(), "2026-03-01T10:00:00.000Z");
    const [lead] = (await listLeads(db(), leadFilterFromSearch(new URLSearchParams()))).leads;
    const about = { ...lead!, projectName: "Green Meadows Oragadam", plotNumber: "167" };
    expect(toLeadRow(about, new Date(), defaultBusinessHours)).toMatchObject({
      projectName: "Green Meadows Oragadam",
      plotNumber: "167",
    });
    expect(toLeadRow(lead!, new Date(), defaultBusinessHours).plotNumber).toBeNull();
  });

  it("changes a status from the list's row with the lead page's audit entry", async () => {
    const id = await leadAt(db(), "2026-03-01T10:00:00.000Z");
    expect(await changeStatusFromList(db(), meena, statusForm({ lead: id, status: "Contacted" }))).toEqual({
      type: "success",
      message: "Status changed to Contacted.",
    });
    expect(await changeStatusFromList(db(), meena, statusForm({ lead: id, status: "Contacted" }))).toEqual({
      type: "success",
      message: "The status stays Contacted.",
    });
    const audit = await db().selectFrom("audit_log").select(["actor", "action", "summary"]).execute();
    expect(audit).toEqual([
      {
        actor: "Meena",
        action: "lead-status",
        summary: "Moved the enquiry from Priya Raman from New to Contacted",
      },
    ]);
    expect(await changeStatusFromList(db(), meena, statusForm({ lead: id, status: "Sold" }))).toEqual({
      type: "error",
      message: "Choose a status from the list.",
    });
    expect(await changeStatusFromList(db(), meena, statusForm({ lead: "nope", status: "Won" }))).toEqual({
      type: "error",
      message: "That lead no longer exists.",
    });
  });

  it("saves the lead page's status and assignee with one Save, saying what changed", async () => {
    const id = await leadAt(db(), "2026-03-01T10:00:00.000Z");
    const arun = await testStaffMember(db(), "Arun");
    const lead = { id, kind: "enquiry" as const, name: "Priya Raman", status: "New" as const };
    const save = (status: string, assignee: string) => {
      const form = new FormData();
      form.set("intent", "follow-up");
      form.set("status", status);
      form.set("assignee", assignee);
      return workOnLead({ db: db() }, meena, lead, form);
    };
    expect(await save("Contacted", "")).toMatchObject({ toast: { message: "Status changed to Contacted." } });
    expect(await save("Contacted", arun)).toMatchObject({ toast: { message: "Lead assigned to Arun." } });
    expect(await save("Won", "")).toMatchObject({
      toast: { message: "Status changed to Won. Lead unassigned." },
    });
    expect(await save("Won", "")).toMatchObject({
      toast: { message: "Nothing changed: the status stays Won." },
    });
    expect(await save("Sold", "")).toEqual({ errors: { status: "Choose a status from the list." } });
    expect(await save("Won", "0b6f8f0e-8d3f-4c4e-9a55-3f1d2a7b9c10")).toEqual({
      errors: { assignee: "Choose an active staff member, or Unassigned." },
    });
  });
});
