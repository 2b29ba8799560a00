import type { Page } from "@playwright/test";

import { expect as baseExpect, test } from "./fixtures.ts";
import { createPost, createProject, otherTestsImages, uniqueName } from "#tests/e2e/fixtures/images.ts";
import { signIn } from "./staff.ts";

/**
 * Issue "Publish later and go back": "The post editor and the project form autosave a private
 * draft every few seconds while typing; after a closed tab or a lost connection the next visit
 * offers to recover it." Each test edits a record of its own.
 */
const expect = baseExpect.configure({ timeout: 10_000 });

test.beforeEach(async ({ page, consoleErrors }) => {
  consoleErrors.allow(otherTestsImages);
  await signIn(page);
});

/** The post's editor, once its scripts have run (the formatting editor's toolbar shows). */
async function openPost(on: Page, title: string) {
  await on.goto(`/admin/blogs?q=${encodeURIComponent(title)}`);
  await on.getByRole("link", { name: `Edit ${title}` }).click();
  const dialog = on.getByRole("dialog", { name: "Edit Blog" });
  await expect(dialog.getByRole("button", { name: "HTML source" })).toBeVisible({ timeout: 15_000 });
  return dialog;
}

/** The project's editor, once its scripts have run (its JavaScript-only controls show). */
async function openProject(on: Page, name: string) {
  await on.goto(`/admin/projects?q=${encodeURIComponent(name)}`);
  await on.getByRole("link", { name: `Edit ${name}` }).click();
  const dialog = on.getByRole("dialog", { name: "Edit Project" });
  await expect(dialog.getByRole("button", { name: "Add place" })).toBeVisible({ timeout: 15_000 });
  return dialog;
}

/** Edits in a tab of its own, waits for the draft to be saved, and closes the tab unsaved. */
async function typeAndCloseTab(page: Page, open: (tab: Page) => Promise<void>) {
  const tab = await page.context().newPage();
  await open(tab);
  await expect(tab.getByRole("status").filter({ hasText: /^Draft saved \d/ })).toBeVisible();
  await tab.close();
}

const offer = (page: Page) => page.getByText(/^You have unsaved changes from .+\.$/);

test("a post's unsaved changes are offered after the tab closed, recovered and saved", async ({ page }) => {
  const title = uniqueName(test.info(), "Autosaved post");
  await createPost(page, title);
  await typeAndCloseTab(page, async (tab) => {
    const dialog = await openPost(tab, title);
    await dialog.getByLabel("Excerpt").fill("Typed before the tab closed.");
  });

  let dialog = await openPost(page, title);
  await expect(offer(page)).toBeVisible();
  await expect(dialog.getByLabel("Excerpt")).toHaveValue("What the land record tells you.");
  await dialog.getByRole("link", { name: "Recover them" }).click();
  dialog = page.getByRole("dialog", { name: "Edit Blog" });
  await expect(dialog.getByLabel("Excerpt")).toHaveValue("Typed before the tab closed.");
  await expect(offer(page)).toBeHidden();
  await expect(dialog.getByRole("button", { name: "HTML source" })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button", { name: "Update Blog" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Blog updated successfully!" })).toBeVisible();

  dialog = await openPost(page, title);
  await expect(dialog.getByLabel("Excerpt")).toHaveValue("Typed before the tab closed.");
  await expect(offer(page)).toBeHidden();
});

test("a project's list picked without typing is drafted too, and Discard removes the draft", async ({
  page,
}) => {
  const name = uniqueName(test.info(), "Autosaved");
  await createProject(page, name);
  await typeAndCloseTab(page, async (tab) => {
    const dialog = await openProject(tab, name);
    await dialog.getByRole("button", { name: "Add RERA Registered" }).click();
  });

  let dialog = await openProject(page, name);
  await expect(offer(page)).toBeVisible();
  await dialog.getByRole("button", { name: "Discard" }).click();
  await expect(offer(page)).toBeHidden();
  dialog = await openProject(page, name);
  await expect(offer(page)).toBeHidden();
  await expect(dialog.getByRole("button", { name: "Remove RERA Registered" })).toHaveCount(0);
});

test("a project's unsaved description is recovered into the form and saved", async ({ page }) => {
  const name = uniqueName(test.info(), "Recovered");
  await createProject(page, name);
  await typeAndCloseTab(page, async (tab) => {
    const dialog = await openProject(tab, name);
    await dialog.getByLabel("Description").fill("Written before the connection went.");
  });

  let dialog = await openProject(page, name);
  await dialog.getByRole("link", { name: "Recover them" }).click();
  dialog = page.getByRole("dialog", { name: "Edit Project" });
  await expect(dialog.getByLabel("Description")).toHaveValue("Written before the connection went.");
  await expect(dialog.getByRole("button", { name: "Add place" })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button", { name: "Update Project" }).click();
  await expect(page.getByText("Project updated successfully!")).toBeVisible();

  dialog = await openProject(page, name);
  await expect(dialog.getByLabel("Description")).toHaveValue("Written before the connection went.");
  await expect(offer(page)).toBeHidden();
});
