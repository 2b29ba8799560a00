import { storeLead } from "#app/domain/leads/leads.server.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { axe } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueName, withSiteDatabase } from "./leads.ts";
import { addOwnProject } from "./own-project.ts";
import { roleStaff, signIn } from "./staff.ts";

/** Wednesday 2 December 2026, 11:00 India time: within the sample site's business hours. */
const officeOpen = new Date("2026-12-02T05:30:00Z");

/**
 * Issue "One inbox": a sales manager picks who a project's new leads go round; the next two leads
 * of the project go to each of them in turn. A project of its own, so no other test's leads move.
 */
test("a project's new leads go round the salespeople ticked on the Assignment page", async ({ page }) => {
  const projectName = uniqueName("Round Robin Gardens");
  const projectId = await withSiteDatabase((db) => addOwnProject(db, projectName));
  await signIn(page, "sales-manager");
  await page.goto("/admin/leads");
  await page.getByRole("link", { name: "Assignment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lead assignment" })).toBeVisible();

  const card = page.getByRole("region", { name: projectName });
  const executives = [roleStaff["sales-executive"].name, roleStaff["other-executive"].name];
  for (const name of executives) await card.getByLabel(name).check();
  await card.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Assignment of ${projectName} saved.` }),
  ).toBeVisible();
  await page.reload();
  for (const name of executives) await expect(card.getByLabel(name)).toBeChecked();
  await expect(card.getByLabel(roleStaff["sales-manager"].name)).not.toBeChecked();
  expect((await axe(page).analyze()).violations).toEqual([]);

  const assignees = await withSiteDatabase(async (db) => {
    const names: (string | null)[] = [];
    for (const minute of [0, 1]) {
      const digits = `93${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
      const { id } = await storeLead(
        db,
        leadInput({
          name: uniqueName("Turn Buyer"),
          phone: `+91${digits}`,
          projectId,
          receivedAt: new Date(officeOpen.getTime() + minute * 60_000),
        }),
      );
      const lead = await db
        .selectFrom("leads")
        .leftJoin("auth_user", "auth_user.id", "leads.assigned_to")
        .select("auth_user.name")
        .where("leads.id", "=", id)
        .executeTakeFirstOrThrow();
      names.push(lead.name);
    }
    return names;
  });
  expect(assignees.toSorted()).toEqual(executives.toSorted());
});
