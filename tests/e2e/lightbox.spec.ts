import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { expect, test } from "./fixtures.ts";
import { projectIdNamed } from "./leads.ts";

const meadows = sampleProjects.find((p) => p.name === "Green Meadows Oragadam")!;

test("the gallery stands still behind the open lightbox; next then previous comes back", async ({ page }) => {
  await page.clock.install();
  await page.goto(`/project/${await projectIdNamed(meadows.name)}`);
  const gallery = page.locator("[data-rotating]");
  const mainPhoto = page.getByRole("button", { name: /^Open photo \d+ of \d+ full screen$/ });
  await expect(gallery).toHaveAttribute("data-rotating", "true");
  const count = Number(/of (\d+)/.exec((await mainPhoto.getAttribute("aria-label"))!)![1]);
  // Past a rotation tick first, so the lightbox opens on a photo the rotation chose.
  await page.clock.runFor(5000);
  await expect(mainPhoto).toHaveAccessibleName(`Open photo 2 of ${count} full screen`);

  await mainPhoto.click();
  const dialog = page.getByRole("dialog", { name: `${meadows.name} photos` });
  const shown = dialog.getByRole("img", { name: `${meadows.name}, photo 2 of ${count}` });
  await expect(shown).toBeVisible();
  await expect(gallery).toHaveAttribute("data-rotating", "false");

  // Two rotation ticks pass with the lightbox open: nothing moves, in it or behind it.
  await page.clock.runFor(11_000);
  await expect(shown).toBeVisible();
  await expect(dialog.getByText(`2 / ${count}`)).toBeVisible();

  for (let round = 0; round < 3; round++) {
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog.getByText(`3 / ${count}`)).toBeVisible();
    await page.clock.runFor(5000);
    await dialog.getByRole("button", { name: "Previous photo" }).click();
    await expect(shown).toBeVisible();
  }
  // Quick presses step from the photo each one finds.
  await dialog.getByRole("button", { name: "Next photo" }).dblclick();
  await expect(dialog.getByText(`4 / ${count}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Previous photo" }).dblclick();
  await expect(shown).toBeVisible();

  await dialog.getByRole("button", { name: "Close photos" }).click();
  await expect(dialog).toBeHidden();
  await expect(mainPhoto).toHaveAccessibleName(`Open photo 2 of ${count} full screen`);
});
