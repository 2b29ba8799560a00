import { expect as baseExpect, test } from "./fixtures.ts";
import { createProject, otherTestsImages, uniqueName } from "#tests/e2e/fixtures/images.ts";
import { signIn } from "./staff.ts";

/**
 * Issue "Publish later and go back": "a history view of every save, field by field, with text
 * diffs", and "restores any revision as a new save".
 */
const expect = baseExpect.configure({ timeout: 10_000 });

test.beforeEach(async ({ page, consoleErrors }) => {
  consoleErrors.allow(otherTestsImages);
  await signIn(page);
});

test("a project's description changed: the history shows the words, and the earlier revision comes back", async ({
  page,
}) => {
  const name = uniqueName(test.info(), "History");
  await createProject(page, name);
  await page.goto(`/admin/projects?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit Project" });
  await editor.getByLabel("Description").fill("A RERA registered layout made by a browser test.");
  await editor.getByRole("button", { name: "Update Project" }).click();
  await expect(page.getByText("Project updated successfully!")).toBeVisible();

  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByRole("dialog", { name: "Edit Project" }).getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`History: ${name}`);
  const revision = (n: number) =>
    page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: new RegExp(`^Revision ${n}\\b`) }) });
  const latest = revision(2);
  await expect(latest.getByRole("heading")).toContainText("Current");
  await expect(latest.locator("del")).toHaveText("removed: DTCP approved");
  await expect(latest.locator("ins")).toHaveText("added: RERA registered");

  await revision(1).getByRole("button", { name: "Restore this version" }).click();
  await page
    .getByRole("dialog", { name: "Restore this version?" })
    .getByRole("button", { name: "Restore revision 1" })
    .click();
  await expect(page.getByText("Restored revision 1 as revision 3.")).toBeVisible();
  const restored = page.getByRole("list", { name: "Saves" }).getByRole("listitem").first();
  await expect(restored.getByRole("heading")).toHaveText(/^Revision 3\s*Current$/);
  await expect(restored.locator("ins")).toHaveText("added: DTCP approved");

  await page.getByRole("link", { name: "Back to the editor" }).click();
  await expect(page.getByRole("dialog", { name: "Edit Project" }).getByLabel("Description")).toHaveValue(
    "A DTCP approved layout made by a browser test.",
  );
});
