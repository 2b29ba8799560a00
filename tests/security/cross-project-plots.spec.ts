import { expect, test } from "@playwright/test";

import { emptyPlotValues } from "#app/domain/plots/plot-form.ts";
import { addPlot } from "#app/domain/plots/plot-save.server.ts";
import { testProject } from "#tests/support/lead-test-data.ts";
import { startPrivateSite, type PrivateSite } from "./private-site.ts";

/**
 * Issue 28: a plot is worked only through its own project's address. Every single-plot action
 * posted to project A's Plots page or plot page with a plot of project B answers 404 and changes
 * nothing (the plot, its history); the same action on A's own plot goes through.
 */

let site: PrivateSite;
let cookie: string;
let projectA = "";
let projectB = "";
let plotA = "";
let plotB = "";

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  site = await startPrivateSite();
  cookie = await site.staffCookie();
  await site.withDatabase(async (db) => {
    projectA = await testProject(db, "Project A");
    projectB = await testProject(db, "Project B");
    for (const [projectId, number] of [
      [projectA, "1"],
      [projectB, "7"],
    ] as const) {
      await addPlot(db, "Setup", projectId, { ...emptyPlotValues, number, areaSqft: "1200" });
    }
    const idOf = async (projectId: string) =>
      (
        await db
          .selectFrom("plots")
          .select("id")
          .where("project_id", "=", projectId)
          .executeTakeFirstOrThrow()
      ).id;
    plotA = await idOf(projectA);
    plotB = await idOf(projectB);
  });
});

test.afterAll(() => site?.stop());

function post(path: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return fetch(`${site.base}${path}`, { method: "POST", redirect: "manual", headers: { cookie }, body });
}

/** The plot's row and its history, to compare before and after. */
function snapshot(id: string) {
  return site.withDatabase(async (db) => ({
    row: await db.selectFrom("plots").selectAll().where("id", "=", id).executeTakeFirst(),
    history: await db
      .selectFrom("audit_log")
      .select(["action", "summary"])
      .where("entity", "=", "plot")
      .where("entity_id", "=", id)
      .execute(),
  }));
}

const plotsOf = (projectId: string) => `/admin/projects/${projectId}/plots`;

/** Each single-plot action: where it posts and what it sends, for a plot at version 1. */
const actions: {
  name: string;
  path: (plot: string) => string;
  fields: (plot: string) => Record<string, string>;
}[] = [
  {
    name: "status change",
    path: () => plotsOf(projectA),
    fields: (id) => ({ intent: "status", id, version: "1", status: "booked" }),
  },
  {
    name: "row edit",
    path: () => plotsOf(projectA),
    fields: (id) => ({
      intent: "edit",
      id,
      version: "1",
      ...emptyPlotValues,
      number: "99",
      areaSqft: "900",
      status: "sold",
    }),
  },
  {
    name: "delete (confirmed)",
    path: () => plotsOf(projectA),
    fields: (id) => ({ intent: "delete", id, confirm: "yes" }),
  },
  {
    name: "delete (asking first, without JavaScript)",
    path: () => plotsOf(projectA),
    fields: (id) => ({ intent: "delete", id }),
  },
  {
    name: "hold",
    path: (id) => `${plotsOf(projectA)}/${id}`,
    fields: () => ({ intent: "hold", version: "1", holdFor: "Ravi Kumar", hours: "24" }),
  },
  {
    name: "release",
    path: (id) => `${plotsOf(projectA)}/${id}`,
    fields: () => ({ intent: "release", version: "1" }),
  },
];

for (const action of actions) {
  test(`${action.name} of another project's plot answers 404 and changes nothing`, async () => {
    const before = await snapshot(plotB);
    expect(before.row).toBeDefined();
    const response = await post(action.path(plotB), action.fields(plotB));
    expect(response.status).toBe(404);
    expect(await snapshot(plotB)).toEqual(before);
  });
}

test("the plot page of another project's plot answers 404", async () => {
  const response = await fetch(`${site.base}${plotsOf(projectA)}/${plotB}`, { headers: { cookie } });
  expect(response.status).toBe(404);
});

test("the bulk changes leave another project's plot alone", async () => {
  const before = await snapshot(plotB);
  const bulk: Record<string, string>[] = [
    { intent: "bulk-status", ids: plotB, bulkStatus: "sold" },
    { intent: "bulk-rate", ids: plotB, bulkRate: "5000" },
  ];
  for (const fields of bulk) {
    expect((await post(plotsOf(projectA), fields)).status).toBe(302);
  }
  expect(await snapshot(plotB)).toEqual(before);
});

test("the same actions on the project's own plot go through", async () => {
  const hold = await post(`${plotsOf(projectA)}/${plotA}`, {
    intent: "hold",
    version: "1",
    holdFor: "Ravi Kumar",
    hours: "24",
  });
  expect(hold.status).toBe(302);
  expect((await snapshot(plotA)).row).toMatchObject({ status: "on_hold", hold_for: "Ravi Kumar" });
  const release = await post(`${plotsOf(projectA)}/${plotA}`, { intent: "release", version: "2" });
  expect(release.status).toBe(302);
  const status = await post(plotsOf(projectA), {
    intent: "status",
    id: plotA,
    version: "3",
    status: "booked",
  });
  expect(status.status).toBe(302);
  expect((await snapshot(plotA)).row).toMatchObject({ status: "booked", version: 4 });
  const deleted = await post(plotsOf(projectA), { intent: "delete", id: plotA, confirm: "yes" });
  expect(deleted.status).toBe(302);
  expect((await snapshot(plotA)).row).toBeUndefined();
});
