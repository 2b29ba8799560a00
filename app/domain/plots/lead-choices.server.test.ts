import { afterEach, describe, expect, it } from "vitest";

import { clearLeadTables, leadAt, testProject } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { listLeadChoices } from "./lead-choices.server.ts";

describe.each(testEngines)("the leads a hold can name on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(() => clearLeadTables(db()));

  it("offers the project's latest leads, newest first, without spam or other projects' leads", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    const otherId = await testProject(db(), "Silver Oak");
    const older = await leadAt(db(), "2026-03-01T10:00:00.000Z", { projectId, name: "Priya Raman" });
    const newer = await leadAt(db(), "2026-03-02T10:00:00.000Z", {
      projectId,
      name: "Arun Kumar",
      phone: "+919812345678",
    });
    await leadAt(db(), "2026-03-03T10:00:00.000Z", { projectId, spamReason: "honeypot" });
    await leadAt(db(), "2026-03-03T10:00:00.000Z", { projectId: otherId });

    expect(await listLeadChoices(db(), projectId)).toEqual([
      { value: newer, label: "Arun Kumar (+919812345678)" },
      { value: older, label: "Priya Raman (+919876543210)" },
    ]);
    expect(await listLeadChoices(db(), projectId, "all", 1)).toEqual([
      { value: newer, label: "Arun Kumar (+919812345678)" },
    ]);
  });

  it("offers a sales executive their own leads, and a role without the leads none", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    const staff = await db()
      .insertInto("auth_user")
      .values({
        id: "arun",
        name: "Arun",
        email: "arun@example.in",
        email_verified: 1,
        image: null,
        role: "sales-executive",
        disabled: 0,
        created_at: "2026-03-01T00:00:00.000Z",
        updated_at: "2026-03-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const theirs = await leadAt(db(), "2026-03-01T10:00:00.000Z", { projectId, name: "Priya Raman" });
    await leadAt(db(), "2026-03-02T10:00:00.000Z", { projectId, name: "Kavya S" });
    await db().updateTable("leads").set({ assigned_to: staff.id }).where("id", "=", theirs).execute();

    expect(await listLeadChoices(db(), projectId, { assignedTo: staff.id })).toEqual([
      { value: theirs, label: "Priya Raman (+919876543210)" },
    ]);
    expect(await listLeadChoices(db(), projectId, "none")).toEqual([]);
    await db().deleteFrom("auth_user").execute();
  });
});
