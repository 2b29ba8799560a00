import { forms } from "#app/i18n/messages/ta/forms.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueName } from "./leads.ts";
import { signIn } from "./staff.ts";

/**
 * Issue "Tamil and English": a lead sent from a Tamil page says so on its page in the back office,
 * where staff learn that the buyer's mails and WhatsApp messages go in Tamil.
 */
test.use({ javaScriptEnabled: false });

test("a lead from a Tamil page shows its language on the lead's page", async ({ page }) => {
  const name = uniqueName("Kalaiselvi");
  await page.goto("/ta");
  const form = page.locator("#enquiry form");
  await form.getByLabel(forms.fullName).fill(name);
  await form.getByLabel(forms.phoneNumber).fill("9876543210");
  await form.getByRole("button", { name: forms.sendEnquiry }).click();
  await expect(page).toHaveURL("/ta?enquiry=sent#enquiry-status");

  await signIn(page);
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const sent = page.getByRole("region", { name: "What they sent" });
  await expect(sent.getByRole("definition").filter({ hasText: /^Tamil:/ })).toHaveText(
    "Tamil: their mails and WhatsApp messages are in Tamil",
  );
  await expect(sent.getByRole("term").filter({ hasText: "Language" })).toBeVisible();
});
