import routes from "#app/routes.ts";
import { recordLead } from "#app/domain/leads/leads.server.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { collectRoutes } from "#tests/support/route-table.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueName, withSiteDatabase } from "./leads.ts";
import { signIn } from "./staff.ts";

/**
 * The back office runs under the same Content-Security-Policy as the site (no 'unsafe-eval'): a
 * library that tries `new Function`, even inside a try, is reported as a violation. The fixture
 * fails a test on any console error, and a violation is one (see fixtures.ts).
 */
const adminLayout = routes.find((entry) => entry.path === "admin");
const adminPages = collectRoutes(adminLayout?.children ?? [], "/admin").filter(
  (route) => route.isPage && !route.pattern.endsWith("*"),
);

/** Real records for the pages that show one. */
async function pageIds(): Promise<Record<string, string>> {
  return withSiteDatabase(async (db) => {
    const blog = await db.selectFrom("blogs").select("id").executeTakeFirstOrThrow();
    // A project with plots, so its Plots pages show one (every sample project has plots).
    const plot = await db.selectFrom("plots").select(["id", "project_id"]).executeTakeFirstOrThrow();
    // A lead with the person it belongs to, for the lead page and the person page.
    const lead =
      (await db.selectFrom("leads").select("id").where("person_id", "is not", null).executeTakeFirst())?.id ??
      (await recordLead(db, leadInput({ name: uniqueName("Csp Check") })));
    const { person_id: person } = await db
      .selectFrom("leads")
      .select("person_id")
      .where("id", "=", lead)
      .executeTakeFirstOrThrow();
    // A sample booking (Sethu Garden City's), and a plot the booking form can book.
    const booking = await db.selectFrom("bookings").select("id").executeTakeFirstOrThrow();
    const free = await db
      .selectFrom("plots")
      .select("id")
      .where("status", "=", "available")
      .executeTakeFirstOrThrow();
    return {
      blogs: blog.id,
      projects: plot.project_id,
      leads: lead,
      people: person!,
      bookings: booking.id,
      plotId: plot.id,
      freePlotId: free.id,
    };
  });
}

test("the probed pages come from the route table", () => {
  expect(adminPages.map((route) => route.pattern)).toEqual(
    expect.arrayContaining(["/admin", "/admin/projects", "/admin/blogs", "/admin/leads/:id"]),
  );
});

const editors = ["/admin/projects?new", "/admin/projects?edit=:id", "/admin/blogs?new"];

for (const pattern of [...adminPages.map((route) => route.pattern), ...editors]) {
  test(`${pattern} runs without a Content-Security-Policy violation`, async ({ page }) => {
    const ids = await pageIds();
    const url = pattern
      // The history of a record of either kind: a project's.
      .replace("/:kind/", "/projects/")
      .replace(/\/(\w+)(\/|\?edit=):id/, (_, section: string, joint: string) => {
        return `/${section}${joint}${ids[section]}`;
      })
      .replace(":plotId", ids.plotId!)
      .replace(/^\/admin\/bookings\/new$/, `/admin/bookings/new?plot=${ids.freePlotId}`);
    await signIn(page);
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    // The page's modules have loaded and run once nothing is left to fetch.
    await page.waitForLoadState("networkidle");
  });
}
