import { afterEach, describe, expect, it } from "vitest";

import { testProject } from "#tests/support/lead-test-data.ts";
import { insertLayout, insertPlots } from "#tests/support/plot-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { publicPlan } from "./public-plots.server.ts";

const now = new Date("2026-11-24T10:00:00.000Z");
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect data-plot="1"></rect></svg>';

describe.each(testEngines)("the public plan on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    await db().deleteFrom("plots").execute();
    await db().deleteFrom("project_layouts").execute();
    await db().deleteFrom("projects").execute();
  });

  async function project(published: boolean) {
    const id = await testProject(db(), "Green Meadows");
    await db()
      .updateTable("projects")
      .set({ published: published ? 1 : 0 })
      .where("id", "=", id)
      .execute();
    await insertLayout(db(), id, { kind: "svg", svg });
    return id;
  }

  it("shows a Published project's plots in number order, with no hold's names", async () => {
    const id = await project(true);
    await insertPlots(db(), id, [
      { number: "10", status: "booked" },
      { number: "2", status: "on_hold", holdFor: "Ravi Kumar", holdUntil: new Date("2026-11-25T10:00:00Z") },
      { number: "1", areaSqft: 1500, price: 2_790_000, facing: "NE", corner: true, roadWidthFt: 40 },
    ]);
    const plan = await publicPlan(db(), id, { now });
    expect(plan?.layout).toEqual({ kind: "svg", svg, width: 200, height: 100 });
    expect(plan?.plots.map((plot) => [plot.number, plot.status])).toEqual([
      ["1", "available"],
      ["2", "on_hold"],
      ["10", "booked"],
    ]);
    expect(plan?.plots[0]).toMatchObject({
      areaSqft: 1500,
      price: 2_790_000,
      facing: "NE",
      corner: true,
      roadWidthFt: 40,
      outline: null,
    });
    expect(JSON.stringify(plan)).not.toMatch(/Ravi|Staff|hold_for|holdFor|2026-11-25/);
  });

  it("reads a hold past its end as Available before the job has ended it", async () => {
    const id = await project(true);
    await insertPlots(db(), id, [
      { number: "5", status: "on_hold", holdFor: "Ravi Kumar", holdUntil: new Date("2026-11-24T09:59:00Z") },
    ]);
    expect((await publicPlan(db(), id, { now }))?.plots[0]?.status).toBe("available");
  });

  it("shows nothing of a Draft, except to a staff preview", async () => {
    const id = await project(false);
    await insertPlots(db(), id, [{ number: "1" }]);
    expect(await publicPlan(db(), id, { now })).toBeNull();
    expect((await publicPlan(db(), id, { now, draft: true }))?.plots).toHaveLength(1);
  });

  it("shows nothing without plots or without a plan", async () => {
    const id = await project(true);
    expect(await publicPlan(db(), id, { now })).toBeNull();
    const other = await testProject(db(), "Palm Grove");
    await insertPlots(db(), other, [{ number: "1" }]);
    expect(await publicPlan(db(), other, { now })).toBeNull();
  });

  it("reads an image plan with its outlines", async () => {
    const id = await testProject(db(), "Palm Grove");
    await insertLayout(
      db(),
      id,
      { kind: "image", image: "/media/plan-1600x1200" },
      { width: 1600, height: 1200 },
    );
    await insertPlots(db(), id, [
      {
        number: "1",
        outline: [
          [0, 0],
          [10, 0],
          [10, 10],
        ],
      },
    ]);
    const plan = await publicPlan(db(), id, { now });
    expect(plan?.layout).toEqual({
      kind: "image",
      image: "/media/plan-1600x1200",
      width: 1600,
      height: 1200,
    });
    expect(plan?.plots[0]?.outline).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
    ]);
  });
});
