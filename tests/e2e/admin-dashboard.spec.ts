import { randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";
import { sql } from "kysely";

import { openDatabase } from "#app/db/database.server.ts";
import { listProjects } from "#app/domain/projects/projects.server.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { expect, test } from "./fixtures.ts";
import { expectAccessibleAtEveryWidth } from "./axe.ts";
import { uniqueName, withSiteDatabase } from "./leads.ts";
import { addOwnProject } from "./own-project.ts";
import { emptySiteUrl } from "./servers.ts";
import { signIn, testStaff } from "./staff.ts";

const labels = ["Active Projects", "New Projects", "Total Projects", "Few Left"] as const;
type Label = (typeof labels)[number];

function statValue(page: Page, label: Label) {
  return page
    .locator("dl > div")
    .filter({ has: page.getByRole("term").getByText(label, { exact: true }) })
    .getByRole("definition")
    .first();
}

async function shownStats(page: Page): Promise<Record<Label, number>> {
  const entries = await Promise.all(
    labels.map(async (label) => [label, Number(await statValue(page, label).innerText())] as const),
  );
  return Object.fromEntries(entries) as Record<Label, number>;
}

/** The numbers worked out here from every project, independently of the page's SQL counts. */
async function expectedFromDatabase() {
  const db = openDatabase({ kind: "sqlite", file: `${process.env.E2E_DATA_DIR}/site.db` });
  try {
    const projects = await listProjects(db);
    const monthAgo = Date.now() - 30 * 24 * 60 * 60 * 1000;
    return {
      stats: {
        "Active Projects": projects.filter((p) => p.status === "Available" || p.status === "New Launch")
          .length,
        "New Projects": projects.filter((p) => p.createdAt.getTime() >= monthAgo).length,
        "Total Projects": projects.length,
        "Few Left": projects.filter((p) => p.status === "Few Left").length,
      },
      recent: projects.slice(0, 4).map((p) => ({ name: p.name, location: p.location, status: p.status })),
    };
  } finally {
    await db.destroy();
  }
}

test("the four cards count the projects and Recent Projects shows the newest four", async ({ page }) => {
  await signIn(page);
  // Other tests add projects meanwhile: compare with the database read just before and after the page.
  await expect(async () => {
    const before = await expectedFromDatabase();
    await page.goto("/admin");
    const stats = await shownStats(page);
    const recent = page.getByRole("region", { name: "Recent Projects" }).getByRole("listitem");
    const rows = await recent.evaluateAll((items) =>
      items.map((item) =>
        Array.from(item.querySelectorAll("p, span")).map((el) => el.textContent?.trim() ?? ""),
      ),
    );
    const after = await expectedFromDatabase();
    expect(after).toEqual(before);
    expect(stats).toEqual(before.stats);
    expect(rows.map(([name, location, status]) => ({ name, location, status }))).toEqual(before.recent);
  }).toPass({ timeout: 20_000 });

  // Whatever else the other tests added, the sample content is counted.
  const count = (status: string) => sampleProjects.filter((p) => p.status === status).length;
  const stats = await shownStats(page);
  expect(stats["Total Projects"]).toBeGreaterThanOrEqual(sampleProjects.length);
  expect(stats["New Projects"]).toBeGreaterThanOrEqual(sampleProjects.length);
  expect(stats["Active Projects"]).toBeGreaterThanOrEqual(count("Available") + count("New Launch"));
  expect(stats["Few Left"]).toBeGreaterThanOrEqual(count("Few Left"));

  const recent = page.getByRole("region", { name: "Recent Projects" }).getByRole("listitem");
  await expect(recent).toHaveCount(4);
  for (const item of await recent.all()) {
    await expect(item.locator("img")).toHaveAttribute("src", /\/media\//);
  }
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${testStaff.name}.`)).toBeVisible();
});

test("a staff change shows up in Recent Activity with who, what and when", async ({ page }, testInfo) => {
  await signIn(page);
  const name = `Activity ${testInfo.project.name} ${randomUUID().slice(0, 6)}`;
  const email = `${name.replace(/\s+/g, "-").toLowerCase()}@example.in`;
  const added = await page.request.post("/admin/staff", {
    form: { intent: "add", name, email, method: "password", password: "Laterite-Plots-2026" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(302);

  await page.goto("/admin");
  const entry = page
    .getByRole("region", { name: "Recent Activity" })
    .getByRole("listitem")
    .filter({ hasText: `Added staff account ${name} (${email})` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(testStaff.name);
  const time = entry.locator("time");
  await expect(time).toHaveText("just now");
  await expect(time).toHaveAttribute("title", /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M IST$/);
  expect(Math.abs(Date.parse((await time.getAttribute("datetime"))!) - Date.now())).toBeLessThan(60_000);
});

test("'Add New Project' opens the project form", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin");
  await expect(page.getByRole("link", { name: "Add New Project" })).toHaveAttribute(
    "href",
    "/admin/projects?new",
  );
});

test("the dashboard is accessible and fits the screen", async ({ page }) => {
  // Two widths of axe checks: slow on a busy machine.
  test.slow();
  await signIn(page);
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Recent Projects" })).toBeVisible();
  await expectAccessibleAtEveryWidth(page);
});

test.describe("a site without projects", () => {
  test.use({ baseURL: emptySiteUrl });

  test("says 'No projects found. Add your first project!' with a way to add one", async ({ page }) => {
    // Two widths of axe checks: slow on a busy machine.
    test.slow();
    await signIn(page);
    await page.goto("/admin");
    for (const label of labels) await expect(statValue(page, label)).toHaveText("0");
    const empty = page.getByRole("link", { name: "No projects found. Add your first project!" });
    await expect(empty).toHaveAttribute("href", "/admin/projects?new");
    await expect(page.getByRole("region", { name: "Recent Projects" }).getByRole("listitem")).toHaveCount(0);
    await expectAccessibleAtEveryWidth(page);
  });
});

test("'New leads (last 7 days)' and Leads per Project count an enquiry about a project", async ({ page }) => {
  // Leads per Project lists the ten busiest projects, and the tests running alongside add projects
  // with leads: this test's own project starts as the busiest, so its row is there before and after.
  const project = { name: uniqueName("Dashboard Gardens") };
  const projectId = await withSiteDatabase(async (db) => {
    const id = await addOwnProject(db, project.name);
    // The count the lead triggers keep (migration 0010), which no code writes.
    await sql`update projects set lead_count = 100000 where id = ${id}`.execute(db);
    return id;
  });
  const newLeads = page
    .locator("dl > div")
    .filter({ has: page.getByRole("term").getByText("New leads (last 7 days)", { exact: true }) })
    .getByRole("definition")
    .first();
  const projectRow = page
    .getByRole("region", { name: "Leads per Project" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: project.name, exact: true }) });
  const projectLeads = async () => Number(/(\d+) leads?/.exec(await projectRow.innerText())?.[1]);

  await signIn(page);
  await page.goto("/admin");
  const before = { total: Number(await newLeads.innerText()), project: await projectLeads() };
  await expect(projectRow.getByRole("link", { name: project.name })).toHaveAttribute(
    "href",
    `/admin/leads?project=${projectId}`,
  );

  await page.goto(`/project/${projectId}`);
  await page.getByRole("button", { name: "Enquire Now", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Enquire Now" });
  await dialog.getByLabel("Full Name").fill(uniqueName("Ganesh"));
  await dialog.getByLabel("Phone Number").fill("98940 12345");
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for your inquiry!" })).toBeVisible();

  await page.goto("/admin");
  // Other tests send leads at the same time: the numbers grow by at least this one.
  expect(Number(await newLeads.innerText())).toBeGreaterThan(before.total);
  expect(await projectLeads()).toBeGreaterThan(before.project);
});
