import type { Page } from "@playwright/test";

import { expect as baseExpect, test } from "./fixtures.ts";
import { createPost, createProject, otherTestsImages, uniqueName } from "#tests/e2e/fixtures/images.ts";
import { signIn } from "./staff.ts";

/**
 * Issue "Publish later and go back": two staff edit the same project; the second save is refused
 * with what changed since it was opened and the two saves merged, never a silent overwrite.
 */
const expect = baseExpect.configure({ timeout: 10_000 });

test.beforeEach(async ({ page, consoleErrors }) => {
  consoleErrors.allow(otherTestsImages);
  await signIn(page);
});

async function openEditor(page: Page, name: string) {
  await page.goto(`/admin/projects?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Project" });
  // The editor's scripts have run once its JavaScript-only controls show.
  await expect(dialog.getByRole("button", { name: "Add place" })).toBeVisible({ timeout: 15_000 });
  return dialog;
}

test("the second of two saves is refused with the first merged in, and saves once looked at", async ({
  page,
  browser,
  consoleErrors,
}) => {
  // The refused save is answered 409 (Conflict), which the browser reports.
  consoleErrors.allow(/status of 409 .*\/admin\/projects/);
  const name = uniqueName(test.info(), "Conflict");
  await createProject(page, name);
  const colleague = await (await browser.newContext()).newPage();
  await signIn(colleague, "content-editor");

  const mine = await openEditor(page, name);
  const theirs = await openEditor(colleague, name);
  await theirs.getByLabel("Price range").fill("₹11 L - ₹24 L");
  await theirs.getByLabel("Description").fill("Their words.");
  await theirs.getByRole("button", { name: "Update Project" }).click();
  await expect(colleague.getByText("Project updated successfully!")).toBeVisible();
  await colleague.context().close();

  await mine.getByLabel("Locality").fill("Vallam");
  await mine.getByLabel("Description").fill("My words.");
  await mine.getByRole("button", { name: "Update Project" }).click();
  const notice = mine.getByRole("alert").filter({ hasText: "after you opened it" });
  await expect(notice).toBeFocused();
  await expect(notice).toContainText(
    /Nothing was saved: Test Content Editor saved this project on .+, after you opened it\./,
  );
  await expect(notice).toContainText("Their changes to Price range are now in the form.");
  await expect(notice.getByRole("definition")).toHaveText("Their words.");
  // Theirs where only they changed, mine where only I did, mine where we both did.
  await expect(mine.getByLabel("Price range")).toHaveValue("₹11 L - ₹24 L");
  await expect(mine.getByLabel("Locality")).toHaveValue("Vallam");
  await expect(mine.getByLabel("Description")).toHaveValue("My words.");

  await mine.getByRole("button", { name: "Update Project" }).click();
  await expect(page.getByText("Project updated successfully!")).toBeVisible();
  const again = await openEditor(page, name);
  await expect(again.getByLabel("Price range")).toHaveValue("₹11 L - ₹24 L");
  await expect(again.getByLabel("Locality")).toHaveValue("Vallam");
  await expect(again.getByLabel("Description")).toHaveValue("My words.");
});

test("a post saved by a colleague meanwhile: the second save shows their content and keeps the excerpt typed", async ({
  page,
  browser,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 409 .*\/admin\/blogs/);
  const title = uniqueName(test.info(), "Conflict post");
  await createPost(page, title);
  const colleague = await (await browser.newContext()).newPage();
  await signIn(colleague, "content-editor");

  const openPost = async (on: Page) => {
    await on.goto(`/admin/blogs?q=${encodeURIComponent(title)}`);
    await on.getByRole("link", { name: `Edit ${title}` }).click();
    const dialog = on.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "HTML source" })).toBeVisible({ timeout: 15_000 });
    return dialog;
  };
  const mine = await openPost(page);
  const theirs = await openPost(colleague);
  await theirs.getByRole("button", { name: "HTML source" }).click();
  await theirs.locator("textarea").and(theirs.getByLabel("Content")).fill("<p>Their paragraph.</p>");
  await theirs.getByRole("button", { name: "Update Blog" }).click();
  await expect(colleague.getByRole("status").filter({ hasText: "Blog updated successfully!" })).toBeVisible();
  await colleague.context().close();

  await mine.getByLabel("Excerpt").fill("My excerpt.");
  await mine.getByRole("button", { name: "Update Blog" }).click();
  const notice = mine.getByRole("alert").filter({ hasText: "after you opened it" });
  await expect(notice).toBeFocused();
  await expect(notice).toContainText("Test Content Editor saved this post");
  await expect(notice).toContainText("Their changes to Content are now in the form.");
  await expect(mine.getByLabel("Excerpt")).toHaveValue("My excerpt.");
  await mine.getByRole("button", { name: "Update Blog" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Blog updated successfully!" })).toBeVisible();

  const again = await openPost(page);
  await expect(again.getByLabel("Excerpt")).toHaveValue("My excerpt.");
  await again.getByRole("button", { name: "HTML source" }).click();
  await expect(again.locator("textarea").and(again.getByLabel("Content"))).toHaveValue(/Their paragraph\./);
});
