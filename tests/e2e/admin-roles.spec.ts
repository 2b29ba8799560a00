import type { APIRequestContext } from "@playwright/test";

import type { DB } from "#app/db/database.server.ts";
import { recordLead } from "#app/domain/leads/leads.server.ts";
import routes from "#app/routes.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { insertPlots } from "#tests/support/plot-test-data.ts";
import { collectRoutes } from "#tests/support/route-table.ts";
import { expect, test } from "./fixtures.ts";
import { leadsNamed, uniqueName, withSiteDatabase } from "./leads.ts";
import { addOwnProject } from "./own-project.ts";
import { roleStaff, signIn, testStaff } from "./staff.ts";

/**
 * Issue "Roles": every back-office route, read from the route table, asked by each role. The
 * matrix below is the issue's, written out here on its own (not read from roles.ts): a page or a
 * change the role may not have answers 403, one it may have never does, and none answers a server
 * error (a refusal is a 403, never a 500).
 */
type Who = "owner" | keyof typeof roleStaff;
const everyone: Who[] = ["owner", "sales-manager", "sales-executive", "content-editor"];
const ownerOnly: Who[] = ["owner"];
const contentEditors: Who[] = ["owner", "content-editor"];
const salesTeam: Who[] = ["owner", "sales-manager", "sales-executive"];
const salesManagers: Who[] = ["owner", "sales-manager"];

/** Who may open each page (GET). */
const pages: Record<string, Who[]> = {
  "/admin": everyone,
  "/admin/my-day": salesTeam,
  "/admin/projects": everyone,
  "/admin/projects/:id/brochure": everyone,
  "/admin/projects/:id/plots": everyone,
  "/admin/projects/:id/plots/export": everyone,
  "/admin/projects/:id/plots/import": salesManagers,
  "/admin/projects/:id/plots/:plotId": everyone,
  "/admin/projects/:id/layout": everyone,
  "/admin/costs": contentEditors,
  "/admin/blogs": everyone,
  "/admin/blogs/:id/preview": everyone,
  "/admin/scheduled": everyone,
  "/admin/:kind/:id/history": everyone,
  "/admin/settings": ownerOnly,
  "/admin/staff": ownerOnly,
  "/admin/account": everyone,
  "/admin/account/two-factor": everyone,
  "/admin/leads": salesTeam,
  "/admin/leads/export": salesManagers,
  "/admin/leads/:id": salesTeam,
  "/admin/leads/:id/cost-sheet": salesTeam,
  "/admin/leads/new": salesTeam,
  "/admin/leads/assignment": salesManagers,
  "/admin/leads/import": salesManagers,
  "/admin/people/:id": salesTeam,
  "/admin/reports": salesManagers,
  "/admin/visits": salesTeam,
  "/admin/visits/slots": salesManagers,
  "/admin/bookings": salesTeam,
  "/admin/bookings/new": salesTeam,
  "/admin/bookings/terms": salesManagers,
  "/admin/bookings/reports": salesManagers,
  "/admin/bookings/reports/export": salesManagers,
  "/admin/bookings/:id": salesTeam,
  "/admin/bookings/:id/receipts/:receiptId": salesTeam,
  "/admin/bookings/:id/documents/:kind": salesTeam,
  "/admin/personal-data": ownerOnly,
  "/admin/personal-data/export": ownerOnly,
  "/admin/*": everyone,
};

/**
 * Who may post to each form (an empty one, so nothing changes). A sales executive's hold needs a
 * lead of their own, which an empty form does not name. The Leads list answers an empty form
 * "Unknown action" to the sales team (sending failed alerts again is a manager's, checked below).
 */
const changes: Record<string, Who[]> = {
  "/admin/projects": contentEditors,
  "/admin/projects/:id/plots": salesManagers,
  "/admin/projects/:id/plots/import": salesManagers,
  "/admin/projects/:id/plots/:plotId": salesManagers,
  "/admin/projects/:id/layout": contentEditors,
  "/admin/costs": contentEditors,
  "/admin/blogs": contentEditors,
  "/admin/:kind/:id/history": contentEditors,
  "/admin/drafts/:entity/:id?": contentEditors,
  "/admin/settings": ownerOnly,
  "/admin/staff": ownerOnly,
  "/admin/account": everyone,
  "/admin/account/two-factor": everyone,
  "/admin/uploads": contentEditors,
  "/admin/leads": salesTeam,
  "/admin/leads/:id": salesTeam,
  "/admin/leads/new": salesTeam,
  "/admin/leads/assignment": salesManagers,
  "/admin/leads/import": salesManagers,
  "/admin/people/:id": salesManagers,
  "/admin/visits/slots": salesManagers,
  "/admin/bookings/new": salesTeam,
  "/admin/bookings/terms": salesManagers,
  "/admin/bookings/:id": salesTeam,
  "/admin/bookings/:id/documents/:kind": salesTeam,
  "/admin/personal-data": ownerOnly,
  "/admin/*": everyone,
};

const adminLayout = routes.find((entry) => entry.path === "admin")!;
const adminRoutes = collectRoutes(adminLayout.children ?? [], "/admin");

async function signedIn(request: APIRequestContext, who: Who): Promise<void> {
  const email = who === "owner" ? testStaff.email : roleStaff[who].email;
  const response = await request.post("/admin/login", {
    form: { intent: "sign-in", email, password: testStaff.password },
    maxRedirects: 0,
  });
  expect(response.status(), `${who} signs in`).toBe(302);
}

test("the matrix names every back-office route", () => {
  expect(adminRoutes.filter((r) => r.hasLoader).map((r) => r.pattern)).toEqual(
    expect.arrayContaining(Object.keys(pages)),
  );
  for (const route of adminRoutes) {
    if (route.isPage && route.hasLoader) expect(Object.keys(pages), route.pattern).toContain(route.pattern);
    if (route.hasAction) expect(Object.keys(changes), route.pattern).toContain(route.pattern);
  }
});

for (const who of everyone) {
  test(`as ${who}: each page and form answers as the role matrix says`, async ({ playwright }) => {
    const request = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { Origin: test.info().project.use.baseURL! },
    });
    await signedIn(request, who);
    const refused: string[] = [];
    const wrong: string[] = [];
    for (const route of adminRoutes) {
      const allowed = pages[route.pattern];
      if (route.hasLoader && allowed) {
        const status = (await request.get(route.url, { maxRedirects: 0 })).status();
        if (status === 403) refused.push(`GET ${route.pattern}`);
        if (status >= 500 || (status === 403) === allowed.includes(who)) {
          wrong.push(`GET ${route.pattern} ${status}`);
        }
      }
      const may = changes[route.pattern];
      if (route.hasAction && may) {
        const url = route.index ? `${route.url}?index` : route.url;
        const status = (await request.post(url, { form: {}, maxRedirects: 0 })).status();
        if (status === 403) refused.push(`POST ${route.pattern}`);
        if (status >= 500 || (status === 403) === may.includes(who)) {
          wrong.push(`POST ${route.pattern} ${status}`);
        }
      }
    }
    expect(wrong, `answers that break the matrix (refused: ${refused.join(", ")})`).toEqual([]);
    await request.dispose();
  });
}

test("a refused page says so inside the back office, and the sidebar shows only the role's pages", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 403 \(Forbidden\)/);
  await signIn(page, "content-editor");
  const answer = await page.goto("/admin/leads");
  expect(answer!.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Not open to your role" })).toBeVisible();
  await expect(page.getByText("As content editor you cannot open this page")).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Back office" });
  await expect(sidebar.getByRole("link")).toHaveText([
    "Dashboard",
    "Projects",
    "Costs",
    "Blogs",
    "Scheduled",
    "Back to Website",
  ]);
  await expect(page.getByText("Content editor", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add New Project" })).toBeVisible();
  await expect(page.getByText("New leads (last 7 days)")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Recent Projects" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Leads per Project" })).toHaveCount(0);
});

// The Leads entry counts the new leads after its name; Reports are a manager's.
const salesLinks = {
  "sales-manager": [
    "Dashboard",
    "My day",
    "Projects",
    "Blogs",
    "Scheduled",
    /^Leads/,
    "Site visits",
    "Bookings",
    "Reports",
    "Back to Website",
  ],
  "sales-executive": [
    "Dashboard",
    "My day",
    "Projects",
    "Blogs",
    "Scheduled",
    /^Leads/,
    "Site visits",
    "Bookings",
    "Back to Website",
  ],
};

for (const who of ["sales-manager", "sales-executive"] as const) {
  test(`as ${who}: the sidebar and the dashboard show the role's part`, async ({ page }) => {
    await signIn(page, who);
    await page.goto("/admin");
    await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link")).toHaveText(
      salesLinks[who],
    );
    await expect(page.getByRole("link", { name: "Add New Project" })).toHaveCount(0);
    if (who === "sales-manager") {
      await expect(page.getByText("New leads (last 7 days)")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Leads per Project" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Your leads" })).toHaveCount(0);
    } else {
      await expect(page.getByRole("heading", { name: "Your leads" })).toBeVisible();
      await expect(page.getByText("New leads (last 7 days)")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Leads per Project" })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Recent Activity" })).toHaveCount(0);
    }
  });
}

/** A contact message from the public site, stored as a New lead nobody has taken. */
async function sendContactMessage(request: APIRequestContext, name: string): Promise<string> {
  const digits = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const posted = await request.post("/contact", {
    form: { js: "1", name, phone: digits, email: "buyer@example.in", message: "Please call me" },
  });
  expect(posted.ok()).toBe(true);
  const [lead] = await leadsNamed(name);
  return lead!.id;
}

test("a sales executive works their own leads and the pool, and is refused a colleague's", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 403 \(Forbidden\)/);
  const theirs = uniqueName("Colleague Buyer");
  const pooled = uniqueName("Pool Buyer");
  const theirsId = await sendContactMessage(page.request, theirs);
  const pooledId = await sendContactMessage(page.request, pooled);
  await withSiteDatabase(async (db) => {
    const other = await db
      .selectFrom("auth_user")
      .select("id")
      .where("email", "=", roleStaff["other-executive"].email)
      .executeTakeFirstOrThrow();
    await db.updateTable("leads").set({ assigned_to: other.id }).where("id", "=", theirsId).execute();
  });

  await signIn(page, "sales-executive");
  await page.goto(`/admin/leads?q=${encodeURIComponent(theirs.split(" ").pop()!)}`);
  await expect(page.getByRole("link", { name: theirs })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  await page.goto(`/admin/leads?q=${encodeURIComponent(pooled)}`);
  await expect(page.getByRole("link", { name: pooled })).toBeVisible();

  const refused = await page.goto(`/admin/leads/${theirsId}`);
  expect(refused!.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not open to your role" })).toBeVisible();

  await page.goto(`/admin/leads/${pooledId}`);
  await expect(page.getByRole("heading", { level: 1, name: pooled })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete lead" })).toHaveCount(0);
  const assignee = page.getByLabel("Assign to");
  await expect(assignee.locator("option")).toHaveText(["Unassigned", roleStaff["sales-executive"].name]);
  await assignee.selectOption(roleStaff["sales-executive"].name);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Lead assigned to" })).toHaveText(
    `Lead assigned to ${roleStaff["sales-executive"].name}.`,
  );

  // Giving it to someone else is a manager's: the server refuses it whatever the form offered.
  const other = await page.request.post(`/admin/leads/${pooledId}`, {
    form: { intent: "follow-up", status: "New", assignee: "someone-else" },
    headers: { Origin: test.info().project.use.baseURL! },
    maxRedirects: 0,
  });
  expect(other.status()).toBe(403);
  const deleted = await page.request.post(`/admin/leads/${pooledId}`, {
    form: { intent: "delete", confirm: "yes", id: pooledId },
    headers: { Origin: test.info().project.use.baseURL! },
    maxRedirects: 0,
  });
  expect(deleted.status()).toBe(403);
  expect(await leadsNamed(pooled)).toHaveLength(1);
  const retried = await page.request.post("/admin/leads", {
    form: { intent: "retry-alerts" },
    headers: { Origin: test.info().project.use.baseURL! },
    maxRedirects: 0,
  });
  expect(retried.status()).toBe(403);
});

/** The account's id on the back office tests' site. */
async function staffIdOf(db: DB, who: keyof typeof roleStaff): Promise<string> {
  const row = await db
    .selectFrom("auth_user")
    .select("id")
    .where("email", "=", roleStaff[who].email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A lead of a name and phone of its own, assigned to `who`. */
async function leadAssignedTo(db: DB, who: keyof typeof roleStaff): Promise<string> {
  const phone = `+9196${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const name = uniqueName("Roles Buyer");
  return recordLead(db, leadInput({ name, phone, email: null, assignedTo: await staffIdOf(db, who) }));
}

/** What a post could have changed on a lead: its status and assignee, its notes, its history. */
function leadState(id: string) {
  return withSiteDatabase(async (db) => ({
    lead: await db
      .selectFrom("leads")
      .select(["status", "assigned_to", "status_changed_at", "next_step", "spam"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow(),
    notes: await db.selectFrom("lead_notes").select("body").where("lead_id", "=", id).execute(),
    history: await db
      .selectFrom("audit_log")
      .select(["action", "summary"])
      .where("entity", "=", "lead")
      .where("entity_id", "=", id)
      .orderBy("id")
      .execute(),
  }));
}

/** Posts a form from the back office (its Origin) and answers the status, redirects not followed. */
async function postStatus(request: APIRequestContext, url: string, form: Record<string, string>) {
  const response = await request.post(url, {
    form,
    headers: { Origin: test.info().project.use.baseURL! },
    maxRedirects: 0,
  });
  return response.status();
}

test("a sales executive's posts to a colleague's lead are refused and change nothing; on their own they work", async ({
  page,
}) => {
  const { theirs, mine, me, colleague } = await withSiteDatabase(async (db) => ({
    theirs: await leadAssignedTo(db, "other-executive"),
    mine: await leadAssignedTo(db, "sales-executive"),
    me: await staffIdOf(db, "sales-executive"),
    colleague: await staffIdOf(db, "other-executive"),
  }));
  const note = "Called back, coming on Sunday.";
  /**
   * The Leads list's status change; on the lead page a status change (its assignee kept), taking
   * the lead for themselves, and a note.
   */
  const posts = (lead: string, assignee: string) =>
    [
      ["/admin/leads", { intent: "status", lead, status: "Contacted" }],
      [`/admin/leads/${lead}`, { intent: "follow-up", status: "Negotiation", assignee }],
      [`/admin/leads/${lead}`, { intent: "follow-up", status: "Negotiation", assignee: me }],
      [`/admin/leads/${lead}`, { intent: "note", note }],
    ] as const;
  const answers = async (lead: string, assignee: string) => {
    const said: string[] = [];
    for (const [url, form] of posts(lead, assignee)) {
      said.push(`${form.intent} ${await postStatus(page.request, url, form)}`);
    }
    return said;
  };
  await signIn(page, "sales-executive");

  const before = await leadState(theirs);
  expect(await answers(theirs, colleague)).toEqual([
    "status 403",
    "follow-up 403",
    "follow-up 403",
    "note 403",
  ]);
  expect(await leadState(theirs)).toEqual(before);

  expect(await answers(mine, me)).toEqual(["status 302", "follow-up 302", "follow-up 302", "note 302"]);
  const after = await leadState(mine);
  expect(after.lead).toMatchObject({ status: "Negotiation", assigned_to: me });
  expect(after.notes).toEqual([{ body: note }]);
});

test("a sales executive holds a plot for their own lead, never for a colleague's, nor releases a colleague's hold", async ({
  page,
  playwright,
}) => {
  const { projectId, free, taken, mine, theirs } = await withSiteDatabase(async (db) => {
    const projectId = await addOwnProject(db, uniqueName("Hold Rights Layout"));
    const [free, taken] = await insertPlots(db, projectId, [{ number: "HR-1" }, { number: "HR-2" }]);
    return {
      projectId,
      free: free!,
      taken: taken!,
      mine: await leadAssignedTo(db, "sales-executive"),
      theirs: await leadAssignedTo(db, "other-executive"),
    };
  });
  const plotUrl = (plotId: string) => `/admin/projects/${projectId}/plots/${plotId}`;
  const plotState = (plotId: string) =>
    withSiteDatabase((db) =>
      db
        .selectFrom("plots")
        .select(["status", "hold_lead_id", "hold_for", "held_by", "version"])
        .where("id", "=", plotId)
        .executeTakeFirstOrThrow(),
    );
  const hold = (leadId: string, version: number) => ({
    intent: "hold",
    version: String(version),
    holdFor: "",
    leadId,
    hours: "24",
  });

  // The colleague holds the other plot for their own lead.
  const colleague = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await signedIn(colleague, "other-executive");
  expect(await postStatus(colleague, plotUrl(taken), hold(theirs, 1))).toBe(302);
  await colleague.dispose();
  const theirHold = await plotState(taken);
  expect(theirHold).toMatchObject({ status: "on_hold", hold_lead_id: theirs, version: 2 });

  await signIn(page, "sales-executive");
  // For a colleague's lead: refused, and the plot stays free.
  expect(await postStatus(page.request, plotUrl(free), hold(theirs, 1))).toBe(403);
  expect(await plotState(free)).toMatchObject({ status: "available", hold_lead_id: null, version: 1 });
  // The colleague's hold: neither released nor taken over with a hold for their own lead.
  expect(await postStatus(page.request, plotUrl(taken), { intent: "release", version: "2" })).toBe(403);
  expect(await postStatus(page.request, plotUrl(taken), hold(mine, 2))).toBe(403);
  expect(await plotState(taken)).toEqual(theirHold);
  const theirPlotPage = await page.request.get(plotUrl(taken));
  expect(await theirPlotPage.text()).not.toContain("Release hold");

  // For their own lead: held, and released again.
  expect(await postStatus(page.request, plotUrl(free), hold(mine, 1))).toBe(302);
  expect(await plotState(free)).toMatchObject({
    status: "on_hold",
    hold_lead_id: mine,
    held_by: roleStaff["sales-executive"].name,
  });
  expect(await postStatus(page.request, plotUrl(free), { intent: "release", version: "2" })).toBe(302);
  expect(await plotState(free)).toMatchObject({ status: "available", hold_lead_id: null });
});

test("an owner changes a colleague's role, which signs them out; nobody changes their own", async ({
  page,
  browser,
}) => {
  const name = uniqueName("Role Change");
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}@example.in`;
  await signIn(page);
  await page.goto("/admin/staff");
  const add = page.getByRole("region", { name: "Add a staff account" });
  await add.getByLabel("Name").fill(name);
  await add.getByLabel("Email", { exact: true }).fill(email);
  await add.getByLabel("Role").selectOption("Sales executive");
  await add.getByLabel("First password", { exact: true }).fill(testStaff.password);
  await add.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Staff account added." })).toBeVisible();
  await expect(page.getByLabel(`Role of ${name}`, { exact: true })).toHaveValue("sales-executive");
  await expect(page.getByLabel(`Role of ${testStaff.name}`, { exact: true })).toHaveCount(0);

  const colleague = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const theirPage = await colleague.newPage();
  await theirPage.request.post("/admin/login", {
    form: { intent: "sign-in", email, password: testStaff.password },
    maxRedirects: 0,
  });
  expect((await theirPage.goto("/admin/leads"))!.status()).toBe(200);

  await page.getByLabel(`Role of ${name}`, { exact: true }).selectOption("Content editor");
  await page.getByRole("button", { name: `Change the role of ${name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Role changed" })).toHaveText(
    "Role changed to Content editor.",
  );
  await expect(page.getByLabel(`Role of ${name}`, { exact: true })).toHaveValue("content-editor");

  // Their session ended: the next page asks them to sign in, and then their new role applies.
  expect((await theirPage.goto("/admin/leads"))!.status()).toBe(401);
  await theirPage.request.post("/admin/login", {
    form: { intent: "sign-in", email, password: testStaff.password },
    maxRedirects: 0,
  });
  expect((await theirPage.goto("/admin/leads"))!.status()).toBe(403);
  await colleague.close();
});

test("a role that only reads projects and plots is offered no change to them", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 403 \(Forbidden\)/);
  await signIn(page, "sales-executive");
  await page.goto("/admin/projects");
  const table = page.getByRole("table", { name: "All projects, newest first" });
  await expect(table.getByRole("link", { name: /^Plots of / }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Add New Project" })).toHaveCount(0);
  await expect(table.getByRole("link", { name: /^Edit / })).toHaveCount(0);
  await expect(table.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  expect((await page.goto("/admin/projects?new"))!.status()).toBe(403);

  // A sample project, which has plots (other tests add projects without any).
  await signIn(page, "content-editor");
  await page.goto("/admin/projects?q=Green%20Meadows");
  await table.getByRole("link", { name: "Plots of Green Meadows Oragadam" }).click();
  const plots = page.getByRole("table", { name: "Plots of this project, by block and number" });
  await expect(plots.getByRole("link", { name: /^Hold and history of plot / }).first()).toBeVisible();
  await expect(plots.getByRole("link", { name: /^Edit plot / })).toHaveCount(0);
  await expect(plots.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Import CSV" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Add a plot" })).toHaveCount(0);
  await plots
    .getByRole("link", { name: /^Hold and history of plot / })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
  await expect(page.getByRole("button", { name: /hold/i })).toHaveCount(0);
});

test("your sessions list where you are signed in, and sign out everywhere else keeps only this one", async ({
  page,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const phone = await browser.newContext({
    baseURL,
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  });
  const elsewhere = await phone.newPage();
  await signIn(elsewhere, "other-executive");
  expect((await elsewhere.goto("/admin"))!.status()).toBe(200);

  await signIn(page, "other-executive");
  await page.goto("/admin");
  await page.getByRole("link", { name: "Your sessions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your sessions" })).toBeVisible();
  const sessions = page.getByRole("table", { name: "Your sessions, the most recently used first" });
  await expect(sessions.getByRole("row", { name: /Chrome on Android/ }).first()).toBeVisible();
  await expect(sessions.getByRole("row", { name: /This device/ })).toHaveCount(1);

  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Signed out \d+ other session/ })).toBeVisible();
  await expect(sessions.getByRole("row")).toHaveCount(2);
  await expect(sessions.getByRole("row", { name: /This device/ })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Sign out everywhere else" })).toHaveCount(0);
  expect((await elsewhere.goto("/admin"))!.status()).toBe(401);
  await phone.close();
});
