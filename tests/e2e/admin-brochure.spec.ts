import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

import type { Page } from "@playwright/test";

import { defaultSiteSettings as site } from "#app/domain/settings/settings.ts";
import { expect as baseExpect, test } from "./fixtures.ts";
import { otherTestsImages } from "#tests/e2e/fixtures/images.ts";
import { leadsNamed, projectIdNamed, uniqueName, withSiteDatabase } from "./leads.ts";
import { waitForMail } from "./mail.ts";
import { signIn } from "./staff.ts";

/** Saves redirect and the page hydrates on a busy test machine: allow for it. */
const expect = baseExpect.configure({ timeout: 10_000 });

/** The smallest real PDF: one empty page (a different comment each run, so each upload differs). */
function pdf(): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% brochure ${Math.random().toString(36).slice(2)}\n` +
      "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    "latin1",
  );
}

// Kovai Hills Enclave gets the brochure for the test; Green Meadows Oragadam stays without one.
const withBrochure = "Kovai Hills Enclave";
const withoutBrochure = "Green Meadows Oragadam";

async function openEditor(page: Page, id: string) {
  await page.goto(`/admin/projects?edit=${id}`);
  const dialog = page.getByRole("dialog", { name: "Edit Project" });
  // The JavaScript-only controls are there once the editor is hydrated.
  await expect(dialog.getByRole("button", { name: "Add place" })).toBeVisible({ timeout: 15_000 });
  return dialog;
}

test.beforeEach(async ({ page, consoleErrors }) => {
  consoleErrors.allow(otherTestsImages);
  await signIn(page);
});

test("staff attach a brochure; visitors get it only after their name and phone are stored", async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  // Refused saves and forms answer 400, which the browser reports in the console.
  consoleErrors.allow(/status of 400 .*\/(admin\/projects\.data|brochure\)$)/);
  const projectId = await projectIdNamed(withBrochure);
  const file = pdf();

  // A file that is not a PDF, whatever its name, is refused next to the field; nothing else is lost.
  let dialog = await openEditor(page, projectId);
  await expect(dialog.getByRole("link", { name: "Download current brochure" })).toHaveCount(0);
  // The field is a button in the forms' style, naming the chosen file.
  await expect(dialog.locator("label", { hasText: "Choose a PDF" })).toBeVisible();
  await expect(dialog.getByText("No file chosen")).toBeVisible();
  await dialog.getByLabel("Brochure (PDF)").setInputFiles({
    name: "brochure.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("Plot prices and layout, typed as plain text."),
  });
  await expect(dialog.getByText("brochure.pdf", { exact: true })).toBeVisible();
  await expect(dialog.getByText("No file chosen")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Update Project" }).click();
  await expect(dialog.getByText("The brochure must be a PDF file.")).toBeVisible();
  await expect(dialog.getByLabel("Brochure (PDF)")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Project name")).toHaveValue(withBrochure);

  // A real PDF is kept.
  await dialog.getByLabel("Brochure (PDF)").setInputFiles({
    name: "kovai-hills.pdf",
    mimeType: "application/pdf",
    buffer: file,
  });
  await dialog.getByRole("button", { name: "Update Project" }).click();
  await expect(page.getByText("Project updated successfully!")).toBeVisible();

  // Staff can fetch their own copy from the editor.
  dialog = await openEditor(page, projectId);
  const staffCopy = dialog.getByRole("link", { name: "Download current brochure" });
  await expect(staffCopy).toHaveAttribute("href", `/admin/projects/${projectId}/brochure`);
  const staffResponse = await page.request.get(`/admin/projects/${projectId}/brochure`);
  expect(staffResponse.status()).toBe(200);
  expect(Buffer.from(await staffResponse.body()).equals(file)).toBe(true);

  // Not served without the signed link, nor by the public media route.
  const unsigned = await page.request.get(`/project/${projectId}/brochure`);
  expect(unsigned.status()).toBe(403);
  expect(await unsigned.text()).toContain(`href="/project/${projectId}"`);
  const forged = await page.request.get(
    `/project/${projectId}/brochure?token=00000000-0000-4000-8000-000000000000.9999999999999.${"A".repeat(43)}`,
  );
  expect(forged.status()).toBe(403);

  // The public page: the button asks for name and phone; the download starts after the lead exists.
  const name = uniqueName("Brochure");
  let leadsWhenDownloadAsked = -1;
  await page.route(`**/project/${projectId}/brochure?token=*`, async (route) => {
    leadsWhenDownloadAsked = (await leadsNamed(name)).length;
    await route.continue();
  });
  await page.goto(`/project/${projectId}`);
  const button = page.getByRole("button", { name: "Download Brochure" });
  await expect(button).toBeVisible({ timeout: 15_000 });
  await button.click();
  const form = page.getByRole("dialog", { name: "Download Brochure" });
  await expect(form.getByLabel("Full Name")).toBeFocused();

  // The same rules as the enquiry form (a blank name and a short number pass the browser's own hints).
  await form.getByLabel("Full Name").fill("   ");
  await form.getByLabel("Phone Number").fill("12345");
  await form.getByRole("button", { name: "Download Brochure" }).click();
  await expect(form.getByText("Please enter your full name.")).toBeVisible();
  await expect(form.getByText("Please enter a valid phone number.")).toBeVisible();
  await expect(form.getByLabel("Full Name")).toBeFocused();
  expect(await leadsNamed(name)).toHaveLength(0);

  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone Number").fill("98400 12345");
  const downloading = page.waitForEvent("download");
  await form.getByRole("button", { name: "Download Brochure" }).click();
  const download = await downloading;
  expect(leadsWhenDownloadAsked).toBe(1);
  expect(download.suggestedFilename()).toBe("kovai-hills-enclave-brochure.pdf");
  expect((await readFile(await download.path())).equals(file)).toBe(true);
  await expect(form.getByText("Thank you! Your download is starting.")).toBeVisible();

  const [lead] = await leadsNamed(name);
  expect(lead).toMatchObject({
    kind: "brochure",
    phone: "+919840012345",
    project_id: projectId,
    page: `/project/${projectId}`,
    spam_reason: null,
  });
  // The sales team is told, and the lead waits in the inbox.
  const alert = await waitForMail(site.email, new RegExp(`Name: ${name}`));
  expect(alert).toContain("Kind: Brochure download");
  expect(alert).toContain(`/admin/leads/${lead!.id}`);
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();
  await expect(button).toBeFocused();

  // Without JavaScript the form posts and is sent straight to the signed link.
  const plainName = uniqueName("Plain");
  const plain = await page.request.post("/brochure", {
    form: { projectId, page: `/project/${projectId}`, js: "0", name: plainName, phone: "9840012346" },
    maxRedirects: 0,
  });
  expect(plain.status()).toBe(303);
  const location = plain.headers()["location"] ?? "";
  expect(location).toMatch(new RegExp(`^/project/${projectId}/brochure\\?token=`));
  expect(await leadsNamed(plainName)).toHaveLength(1);
  const fetched = await page.request.get(location);
  expect(fetched.headers()["content-type"]).toBe("application/pdf");
  expect(fetched.headers()["cache-control"]).toBe("private, no-store");
  expect(fetched.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.from(await fetched.body()).equals(file)).toBe(true);

  // A bot filling the honeypot is stored as spam and, learning nothing, still gets the file.
  const botName = uniqueName("Bot");
  const bot = await page.request.post("/brochure", {
    form: { projectId, js: "0", name: botName, phone: "9840012347", website: "http://spam.example" },
    maxRedirects: 0,
  });
  expect(bot.status()).toBe(303);
  expect((await leadsNamed(botName))[0]?.spam_reason).toBe("honeypot");

  // A project without a brochure shows no button.
  await page.goto(`/project/${await projectIdNamed(withoutBrochure)}`);
  await expect(page.getByRole("button", { name: "Enquire Now" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Download Brochure")).toHaveCount(0);

  // Removing the brochure puts the sample back as it was, and its file goes.
  const stored = await readStoredKey(projectId);
  expect(existsSync(stored)).toBe(true);
  dialog = await openEditor(page, projectId);
  await dialog.getByLabel("Remove brochure").check();
  await dialog.getByRole("button", { name: "Update Project" }).click();
  await expect(page.getByText("Project updated successfully!")).toBeVisible();
  expect(existsSync(stored)).toBe(false);
  expect((await page.request.get(location)).status()).toBe(404);
  await page.goto(`/project/${projectId}`);
  await expect(page.getByRole("button", { name: "Enquire Now" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Download Brochure")).toHaveCount(0);
});

/** Where the e2e server keeps the project's brochure file. */
async function readStoredKey(projectId: string): Promise<string> {
  const key = await withSiteDatabase(async (db) => {
    const row = await db
      .selectFrom("projects")
      .select("brochure")
      .where("id", "=", projectId)
      .executeTakeFirstOrThrow();
    return row.brochure;
  });
  expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  return join(process.env.E2E_DATA_DIR!, "brochures", key);
}
