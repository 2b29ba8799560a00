import { recordLead } from "#app/domain/leads/leads.server.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { expectAccessibleAtEveryWidth } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueName, withSiteDatabase } from "./leads.ts";
import { signIn } from "./staff.ts";

/**
 * Issue "One inbox": a call typed in beside a website lead of the same number makes one buyer,
 * whose page holds both and everything done since; two buyers are merged by hand.
 */
function mobile() {
  const digits = `96${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  return { typed: `0${digits.slice(0, 5)} ${digits.slice(5)}`, stored: `+91${digits}` };
}

test("a call typed in joins the website's buyer, whose page shows both leads, a note and a merge", async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  consoleErrors.allow(/status of 400/);
  const name = uniqueName("Selvi");
  const phone = mobile();
  const other = mobile();
  const [websiteLead] = await withSiteDatabase((db) =>
    Promise.all([
      recordLead(db, leadInput({ name, phone: phone.stored, email: null })),
      recordLead(db, leadInput({ name: `${name} (office)`, phone: other.stored, email: null })),
    ]),
  );
  await signIn(page);
  await page.goto("/admin/leads");
  await page.getByRole("link", { name: "Add a lead" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a lead" })).toBeVisible();

  // Refused as typed, with the reason next to each field.
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Phone Number").fill("12345");
  await page.getByRole("button", { name: "Add lead" }).click();
  await expect(page.getByText("Please choose how the lead came.")).toBeVisible();
  await expect(page.getByText("Please enter a valid phone number.")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue(name);
  await expectAccessibleAtEveryWidth(page);

  await page.getByLabel("How it came").selectOption("Phone call");
  await page.getByLabel("Phone Number").fill(phone.typed);
  await page.getByLabel("Notes").fill("Called about east facing plots near the main road.");
  await page.getByRole("button", { name: "Add lead" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Lead added." })).toBeVisible();
  const facts = page.getByRole("region", { name: "What they sent" });
  await expect(facts).toContainText("Phone call");
  await page.getByRole("textbox", { name: "Add a note" }).fill("Wants a site visit on Sunday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Wants a site visit on Sunday.")).toBeVisible();

  await facts.getByRole("link", { name: "Every lead of this buyer" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const leads = page.getByRole("table", { name: "Leads of this buyer, newest first" });
  await expect(leads.getByRole("rowheader")).toHaveText(["Enquiry · Phone call", "Enquiry · Website"]);
  await expect(leads.getByRole("link", { name: "Enquiry · Website" })).toHaveAttribute(
    "href",
    `/admin/leads/${websiteLead}`,
  );
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline).toContainText("Enquiry from Phone call");
  await expect(timeline).toContainText("Enquiry from Website");
  await expect(timeline).toContainText("Wants a site visit on Sunday.");
  await expectAccessibleAtEveryWidth(page);

  // The same buyer wrote from the office number: merged by hand, after the question.
  const merge = page.getByRole("region", { name: "Merge with another buyer" });
  await merge.getByLabel("The other buyer's phone or e-mail").fill("98000 00000");
  await merge.getByRole("button", { name: "Find" }).click();
  await expect(merge.getByText("No other buyer has this phone number or e-mail.")).toBeVisible();
  await merge.getByLabel("The other buyer's phone or e-mail").fill(other.typed);
  await merge.getByRole("button", { name: "Find" }).click();
  const confirm = page.getByRole("dialog", { name: "Merge these two buyers?" });
  await expect(confirm).toContainText(`${name} (office)`);
  await confirm.getByRole("button", { name: "Merge" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The two buyers are one now." })).toBeVisible();
  await expect(leads.getByRole("row")).toHaveCount(4);
  await expect(timeline).toContainText("Merged a person with 1 lead into this one");
});
