import { expect as baseExpect, test } from "./fixtures.ts";
import { createProject, otherTestsImages, uniqueName } from "#tests/e2e/fixtures/images.ts";
import { formatShortDateTime, indiaDateTimeValue } from "#app/lib/india-time.ts";
import { scheduleMessages } from "#app/lib/publish-schedule.ts";
import { signIn } from "./staff.ts";

/**
 * Issue "Publish later and go back": a draft set to publish at a date and time (India time) and
 * to leave the website at another, and the back office's list of what is scheduled. The job that
 * carries it out is tested on a test clock (app/domain/publishing).
 */
const expect = baseExpect.configure({ timeout: 10_000 });
const minute = 60_000;
const day = 24 * 60 * minute;

test.beforeEach(async ({ page, consoleErrors }) => {
  consoleErrors.allow(otherTestsImages);
  await signIn(page);
});

test("a project set to publish later is listed as scheduled, its times in India time", async ({
  page,
  consoleErrors,
}) => {
  // The refused save is answered 400, which the browser reports.
  consoleErrors.allow(/status of 400 .*\/admin\/projects/);
  const name = uniqueName(test.info(), "Launch");
  await createProject(page, name);
  const publishAt = new Date(Math.ceil((Date.now() + 2 * day) / minute) * minute);
  const unpublishAt = new Date(publishAt.getTime() + 30 * day);

  await page.goto(`/admin/projects?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit Project" });
  // Publishing later asks what publishing now does: the registration, or why there is none.
  await editor.getByLabel("Exempt from registration because").fill("A layout of under 500 square metres.");
  await editor.getByLabel("Publish on").fill(indiaDateTimeValue(publishAt));
  await editor
    .getByLabel("Take off the website on")
    .fill(indiaDateTimeValue(new Date(publishAt.getTime() - day)));
  await editor.getByRole("button", { name: "Update Project" }).click();
  await expect(editor.getByText(scheduleMessages.order)).toBeVisible();
  await expect(editor.getByLabel("Take off the website on")).toHaveAttribute("aria-invalid", "true");

  await editor.getByLabel("Take off the website on").fill(indiaDateTimeValue(unpublishAt));
  await editor.getByRole("button", { name: "Update Project" }).click();
  await expect(page.getByText("Project updated successfully!")).toBeVisible();

  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Scheduled" })
    .click();
  await expect(page.getByRole("heading", { name: "Scheduled", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Project");
  await expect(row).toContainText("Draft");
  await expect(row).toContainText(formatShortDateTime(publishAt));
  await expect(row).toContainText(formatShortDateTime(unpublishAt));

  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("dialog", { name: "Edit Project" }).getByLabel("Publish on")).toHaveValue(
    indiaDateTimeValue(publishAt),
  );
});
