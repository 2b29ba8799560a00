import { beforeAll, describe, expect, it } from "vitest";

import { testProject, testStaffMember } from "#tests/support/lead-test-data.ts";
import { insertPlots } from "#tests/support/plot-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { newId } from "#app/lib/ids.ts";
import { addHandLead } from "./hand-lead.server.ts";
import { messages } from "./lead-options.ts";
import { handLeadMessages } from "./lead-sources.ts";

/** Issue "One inbox": a call, a walk-in or a referral typed in by staff ("Add a lead"). */
describe.each(testEngines)("a lead typed in by staff on $name", (engine) => {
  const db = useTestDatabase(engine);
  const project = `Green Meadows ${engine.name}`;
  let projectId = "";
  let plotId = "";
  let staffId = "";

  beforeAll(async () => {
    projectId = await testProject(db(), project);
    [plotId] = (await insertPlots(db(), projectId, [{ number: "B-12" }])) as [string];
    staffId = await testStaffMember(db(), "Kavitha");
  });

  const leadsNamed = (name: string) =>
    db().selectFrom("leads").selectAll().where("name", "=", name).execute();

  it("stores a walk-in with its project and plot, the e-mail in lower case, for its executive, alerting nobody", async () => {
    const result = await addHandLead(
      db(),
      {
        source: "walk-in",
        name: "Ganesh Walkin",
        phone: "098765 12345",
        email: " Ganesh.K@Example.IN ",
        projectId,
        plot: "B-12",
        message: "Came with his family; likes the corner plots.",
      },
      staffId,
    );
    const [lead, ...more] = await leadsNamed("Ganesh Walkin");
    expect(more).toEqual([]);
    expect(result).toEqual({ ok: true, id: lead!.id });
    expect(lead).toMatchObject({
      kind: "enquiry",
      source: "walk-in",
      phone: "+919876512345",
      email: "ganesh.k@example.in",
      project_id: projectId,
      plot_id: plotId,
      plot_number: "B-12",
      message: "Came with his family; likes the corner plots.",
      assigned_to: staffId,
      page: null,
    });
    expect(
      await db().selectFrom("lead_alerts").select("lead_id").where("lead_id", "=", lead!.id).execute(),
    ).toEqual([]);
  });

  it("refuses a bad phone, an unknown project or a plot the project lacks, next to the field, storing nothing", async () => {
    const walkIn = { source: "walk-in", name: "Refused Walkin", phone: "98765 12346", projectId, plot: "" };
    const refusals: [Record<string, string>, Record<string, string>][] = [
      [{ phone: "12345" }, { phone: messages.phone }],
      [{ projectId: newId() }, { projectId: handLeadMessages.project }],
      [{ projectId: "not-a-project" }, { projectId: handLeadMessages.project }],
      [{ plot: "99" }, { plot: handLeadMessages.plot("99", project) }],
      [{ projectId: "", plot: "B-12" }, { plot: handLeadMessages.plotProject }],
      [
        { phone: "12345", plot: "99" },
        { phone: messages.phone, plot: handLeadMessages.plot("99", project) },
      ],
    ];
    for (const [typed, errors] of refusals) {
      const values = { ...walkIn, ...typed };
      expect(await addHandLead(db(), values, staffId), JSON.stringify(typed)).toEqual({
        ok: false,
        values,
        errors,
      });
    }
    expect(await leadsNamed("Refused Walkin")).toEqual([]);
  });
});
