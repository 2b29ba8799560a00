import { describe, expect, it } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { insertPlots } from "#tests/support/plot-test-data.ts";
import { testProjectInput } from "#tests/support/project-data.ts";
import { addBlog, deleteBlog } from "#app/domain/blogs/blogs.server.ts";
import { recordInterest, recordLead } from "#app/domain/leads/leads.server.ts";
import { addProject, updateProject } from "#app/domain/projects/projects.server.ts";
import { getSiteSettings, saveSiteSettings } from "#app/domain/settings/settings.server.ts";
import { writeVisitPlan } from "#app/domain/visits/index.server.ts";
import { readContentVersion } from "./content-version.server.ts";

describe.each(testEngines)("the content version on $name", (engine) => {
  const db = useTestDatabase(engine);

  /** How far `write` moves the version on. */
  async function moves(write: () => Promise<unknown>): Promise<number> {
    const before = await readContentVersion(db());
    await write();
    return (await readContentVersion(db())) - before;
  }

  it("moves on with every write to what the public pages show", async () => {
    let projectId = "";
    expect(
      await moves(async () => (projectId = await addProject(db(), testProjectInput("Lake View")))),
    ).toBeGreaterThan(0);
    expect(await moves(() => updateProject(db(), projectId, { description: "New words." }))).toBeGreaterThan(
      0,
    );
    expect(await moves(() => insertPlots(db(), projectId, [{ number: "1" }]))).toBeGreaterThan(0);
    expect(await moves(() => db().updateTable("plots").set({ status: "sold" }).execute())).toBeGreaterThan(0);
    const settings = await getSiteSettings(db());
    expect(
      await moves(() => saveSiteSettings(db(), { ...settings, phone: "+91 44 4000 0000" })),
    ).toBeGreaterThan(0);
    let blogId = "";
    const post = { title: "Plots", slug: "plots", excerpt: "", content: "<p>Hi</p>", category: "Finance" };
    expect(
      await moves(
        async () =>
          (blogId = await addBlog(db(), {
            ...post,
            featuredImage: "",
            author: "Team",
            status: "Published",
            tags: ["a"],
          })),
      ),
    ).toBeGreaterThan(0);
    expect(await moves(() => deleteBlog(db(), blogId))).toBeGreaterThan(0);
  });

  it("moves on with a visit's places (the public form shows them), not with its mails or outcome", async () => {
    const projectId = await addProject(db(), testProjectInput("Slot Side"));
    const plan = { slots: [{ weekday: 6, time: "10:00", capacity: 8 }], pickupPoints: ["Tambaram"] };
    expect(await moves(() => writeVisitPlan(db(), projectId, plan))).toBeGreaterThan(0);
    const leadId = await recordLead(db(), leadInput({ projectId }));
    const visit = {
      id: "00000000-0000-4000-8000-000000000001",
      lead_id: leadId,
      project_id: projectId,
      visit_date: "2026-12-12",
      start_time: "10:00",
      visitors: 2,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    };
    expect(await moves(() => db().insertInto("site_visits").values(visit).execute())).toBeGreaterThan(0);
    const update = (set: Record<string, unknown>) => () =>
      db().updateTable("site_visits").set(set).where("id", "=", visit.id).execute();
    expect(await moves(update({ confirmed_at: new Date().toISOString(), outcome: "came" }))).toBe(0);
    expect(await moves(update({ start_time: "12:00" }))).toBeGreaterThan(0);
    expect(await moves(update({ status: "cancelled" }))).toBeGreaterThan(0);
  });

  it("stays put for leads, which the public pages do not show, though they count on the project", async () => {
    const projectId = await addProject(db(), testProjectInput("Hill Side"));
    expect(await moves(() => recordLead(db(), leadInput({ projectId })))).toBe(0);
    expect(await moves(() => recordInterest(db(), "whatsapp", projectId))).toBe(0);
    const counts = await db()
      .selectFrom("projects")
      .select(["lead_count", "chat_count"])
      .where("id", "=", projectId)
      .executeTakeFirstOrThrow();
    expect(counts).toEqual({ lead_count: 1, chat_count: 1 });
  });
});
