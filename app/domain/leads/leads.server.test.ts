import { afterEach, describe, expect, it, vi } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { toDate } from "#app/db/time.ts";
import { recordLead } from "./leads.server.ts";
import { leadInput, testProject } from "#tests/support/lead-test-data.ts";
import { insertPlots } from "#tests/support/plot-test-data.ts";

const lead = leadInput;

describe.each(testEngines)("leads on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    vi.useRealTimers();
    await db().deleteFrom("leads").execute();
    await db().deleteFrom("plots").execute();
    await db().deleteFrom("projects").execute();
  });

  async function stored(id: string) {
    return db().selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  }

  it("stores an enquiry as a new lead with its details", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T10:00:00.000Z"));
    const id = await recordLead(db(), lead());
    const row = await stored(id);
    expect({ ...row, created_at: toDate(row.created_at), test: Number(row.test) }).toEqual({
      id,
      kind: "enquiry",
      name: "Priya Raman",
      phone: "+919876543210",
      email: "priya@example.in",
      details: JSON.stringify({ location: "Coimbatore", budget: "25-50L" }),
      message: "Looking for an east facing plot.",
      page: "/",
      project_id: null,
      plot_id: null,
      plot_number: null,
      status: "New",
      spam: 0,
      spam_reason: null,
      utm: "{}",
      referrer: null,
      consent: null,
      assigned_to: null,
      status_changed_at: row.status_changed_at,
      first_response_at: null,
      created_at: new Date("2026-03-01T10:00:00.000Z"),
      submission_id: null,
      person_id: expect.any(String),
      source: "website",
      source_ref: null,
      campaign: null,
      first_touch: "{}",
      last_touch: "{}",
      test: 0,
      next_step: "Call the buyer",
      next_step_due: row.next_step_due,
      language: "en",
    });
    expect(toDate(row.status_changed_at)).toEqual(new Date("2026-03-01T10:00:00.000Z"));
    expect(toDate(row.next_step_due)).toEqual(new Date("2026-03-01T10:00:00.000Z"));
  });

  it("leaves out empty details and stores empty optional fields as null", async () => {
    const id = await recordLead(
      db(),
      lead({ kind: "contact", email: null, message: "", details: { subject: null, location: "" } }),
    );
    const row = await stored(id);
    expect(row).toMatchObject({ kind: "contact", email: null, message: null, details: "{}" });
  });

  it("links the project the enquiry is about", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    const id = await recordLead(db(), lead({ projectId, page: `/project/${projectId}` }));
    expect((await stored(id)).project_id).toBe(projectId);
  });

  it("stores the enquiry without a project when the project does not exist", async () => {
    const unknown = await recordLead(db(), lead({ projectId: "0b6f8f0e-8d3f-4c4e-9a55-3f1d2a7b9c10" }));
    expect((await stored(unknown)).project_id).toBeNull();
    const malformed = await recordLead(db(), lead({ projectId: "not-an-id" }));
    expect((await stored(malformed)).project_id).toBeNull();
  });

  it("records the plot asked about only when the project has a plot of that number", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    const otherId = await testProject(db(), "Palm Grove");
    const [plotId] = await insertPlots(db(), projectId, [{ number: "23" }]);
    await insertPlots(db(), otherId, [{ number: "7" }]);
    const asked = await recordLead(db(), lead({ projectId, plotNumber: " 23 " }));
    expect(await stored(asked)).toMatchObject({ project_id: projectId, plot_id: plotId, plot_number: "23" });
    for (const plotNumber of ["99", "7", ""]) {
      const ignored = await recordLead(db(), lead({ projectId, plotNumber }));
      expect(await stored(ignored)).toMatchObject({
        project_id: projectId,
        plot_id: null,
        plot_number: null,
      });
    }
    const noProject = await recordLead(db(), lead({ projectId: null, plotNumber: "23" }));
    expect(await stored(noProject)).toMatchObject({ plot_id: null, plot_number: null });
  });

  it("flags what the honeypot caught as spam instead of dropping it", async () => {
    const id = await recordLead(db(), lead({ spamReason: "honeypot" }));
    expect(await stored(id)).toMatchObject({ spam: 1, spam_reason: "honeypot" });
  });
});
