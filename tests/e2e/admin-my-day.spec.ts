import { storeLead } from "#app/domain/leads/leads.server.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { expectAccessibleAtEveryWidth } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueName, withSiteDatabase } from "./leads.ts";
import { roleStaff, testStaff } from "./staff.ts";

/**
 * Issue "One inbox": a sales executive signs in to "My day": an overdue follow-up first, marked,
 * and a new next step set on the lead moves it off today's list.
 */
test("a sales executive's day starts with their overdue follow-up, and a next step moves it on", async ({
  page,
}) => {
  test.slow();
  const name = uniqueName("Overdue Ravi");
  const executive = roleStaff["other-executive"];
  const leadId = await withSiteDatabase(async (db) => {
    const staff = await db
      .selectFrom("auth_user")
      .select("id")
      .where("email", "=", executive.email)
      .executeTakeFirstOrThrow();
    const digits = `95${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const { id } = await storeLead(
      db,
      leadInput({
        name,
        phone: `+91${digits}`,
        assignedTo: staff.id,
        nextStep: { step: "Send the layout plan", due: new Date(Date.now() - 26 * 60 * 60 * 1000) },
      }),
    );
    return id;
  });

  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(executive.email);
  await page.getByLabel("Password", { exact: true }).fill(testStaff.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/my-day$/);
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
  const due = page.getByRole("list", { name: "Follow-ups due" });
  const item = due.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText("Send the layout plan");
  await expect(item).toContainText("Overdue");
  await expectAccessibleAtEveryWidth(page);

  await item.getByRole("link", { name }).click();
  const step = page.getByRole("region", { name: "Next step" });
  await expect(step).toContainText("Overdue");
  await step.getByLabel("What next").fill("Site visit on Sunday");
  await step.getByLabel("Due (India time)").fill("2099-01-04T10:30");
  await step.getByRole("button", { name: "Set next step" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Next step saved." })).toBeVisible();
  await expect(step).toContainText("Site visit on Sunday");
  await expect(step).not.toContainText("Overdue");

  await page.getByRole("link", { name: "My day" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Follow-ups due" }).getByText(name)).toHaveCount(0);
  expect(
    await withSiteDatabase((db) =>
      db
        .selectFrom("audit_log")
        .select("summary")
        .where("entity_id", "=", leadId)
        .where("action", "=", "lead-next-step")
        .execute(),
    ),
  ).toEqual([{ summary: "Next step: Site visit on Sunday, due 4 Jan 10:30" }]);
});
