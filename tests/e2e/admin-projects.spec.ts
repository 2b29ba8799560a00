import type { Locator, Page } from "@playwright/test";

import { expect as baseExpect, test } from "./fixtures.ts";
import { axe } from "./axe.ts";
import { createProject, otherTestsImages, png, uniqueName } from "#tests/e2e/fixtures/images.ts";
import { signIn } from "./staff.ts";

/** Uploads are encoded into several variants and saves redirect: allow for a busy test machine. */
const expect = baseExpect.configure({ timeout: 10_000 });

const deleteQuestion = "Are you sure you want to delete this project?";

/** The project's row (desktop table) or card (phone list): whichever holds its visible Edit link. */
function entry(page: Page, name: string): Locator {
  return page.locator("tr, li").filter({ has: page.getByRole("link", { name: `Edit ${name}` }) });
}

/** The editor, once its scripts run (the JavaScript-only controls are there). */
async function openEditor(page: Page, title: "Add New Project" | "Edit Project"): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: title });
  // Hydration can take a while on a busy machine.
  await expect(dialog.getByRole("button", { name: "Add place" })).toBeVisible({ timeout: 15_000 });
  return dialog;
}

async function fillRequired(dialog: Locator, name: string, counts = { total: "80", sold: "" }) {
  await dialog.getByLabel("Project name").fill(name);
  await dialog.getByLabel("Location").fill("Thiruporur, OMR, Chennai");
  await dialog.getByLabel("Price range").fill("₹22 L - ₹48 L");
  await dialog.getByLabel("Plot sizes").fill("900 - 2400 sq.ft");
  await dialog.getByLabel("Total plots").fill(counts.total);
  await dialog.getByLabel("Plots sold").fill(counts.sold);
  await dialog.getByLabel("Description").fill("Gated plots off the IT corridor, ready for registration.");
  // Publishing asks for the TNRERA registration (issue "Find and trust").
  await dialog.getByLabel("TNRERA registration number").fill("TN/01/Layout/0777/2025");
  await dialog.getByLabel("Registration date").fill("2025-02-14");
  await dialog.getByLabel("Registration page").fill("https://rera.tn.gov.in/registered-projects/0777");
  await dialog.getByLabel("Visibility").selectOption("Published");
}

test.beforeEach(async ({ page, consoleErrors }) => {
  consoleErrors.allow(otherTestsImages);
  await signIn(page);
});

test("the search finds projects by name or location and keeps its words in the address", async ({ page }) => {
  await page.goto("/admin/projects");
  const search = page.getByRole("search", { name: "Search projects" });
  await search.getByLabel("Search projects").fill("oragadam");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/admin\/projects\?q=oragadam$/);
  await expect(entry(page, "Green Meadows Oragadam")).toBeVisible();
  await expect(entry(page, "Sethu Garden City")).toHaveCount(0);
  await expect(page.getByText(/\d+ projects? match "oragadam", newest first\./)).toBeVisible();

  await page.goto("/admin/projects?q=no-such-place-anywhere");
  await expect(page.getByText('Nothing matches "no-such-place-anywhere".')).toBeVisible();
  // Cleared, the list is every project again (the tests running alongside add theirs, so it may
  // have pages of its own).
  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(page.getByText(/^\d+ projects?, newest first\.$/)).toBeVisible();
  await expect(search.getByLabel("Search projects")).toHaveValue("");
  await expect(page.getByRole("link", { name: /^Edit / }).first()).toBeVisible();
});

test("lists the projects and adds one with images, highlights, amenities and nearby places", async ({
  page,
}) => {
  // Many steps and five image encodings: more than the default time on a busy machine.
  test.slow();
  const name = uniqueName(test.info(), "Add");
  // The sample project is found by its name: the tests running alongside add projects before it.
  await page.goto("/admin/projects?q=Green%20Meadows%20Oragadam");
  await expect(entry(page, "Green Meadows Oragadam")).toContainText("Available");
  await page.goto("/admin/projects");
  await expect(page.getByRole("heading", { level: 1, name: "Project Management" })).toBeVisible();

  await page.getByRole("link", { name: "Add New Project" }).click();
  await expect(page).toHaveURL(/\/admin\/projects\?new/);
  const dialog = await openEditor(page, "Add New Project");
  await fillRequired(dialog, name, { total: "80", sold: "8" });
  await expect(dialog.getByLabel("Status")).toHaveValue("Available");

  await dialog.getByLabel("Banner image: Choose image").setInputFiles(await png("banner.png", 1600, 1200));
  await expect(dialog.getByRole("img", { name: "Banner image" })).toBeVisible();
  await dialog
    .getByLabel("Gallery images: Choose images")
    .setInputFiles([await png("gate.png"), await png("park.png")]);
  await expect(dialog.getByRole("img", { name: /^Gallery images: image \d of 2$/ })).toHaveCount(2);

  // Highlights: a suggestion found by a lower-case part of it, a typed value, and two ignored ones.
  const highlights = dialog.getByRole("textbox", { name: "Highlights" });
  await highlights.fill("feet");
  const suggested = dialog.getByRole("list", { name: "Suggested highlights" });
  await expect(suggested.getByRole("button")).toHaveText([
    "Add 40 Feet Road",
    "Add 60 Feet Road",
    "Add 30 Feet Road",
  ]);
  await suggested.getByRole("button", { name: "Add 40 Feet Road" }).click();
  await highlights.fill("  Corner plots facing the park  ");
  await highlights.press("Enter");
  await highlights.fill("corner plots facing the park");
  await dialog.getByRole("button", { name: "Add to highlights" }).click();
  await highlights.fill("   ");
  await dialog.getByRole("button", { name: "Add to highlights" }).click();
  const chosen = dialog.getByRole("list", { name: "Chosen highlights" }).getByRole("listitem");
  await expect(chosen).toHaveText(["40 Feet Road", "Corner plots facing the park"]);
  await expect(dialog.getByRole("button", { name: "Add 40 Feet Road" })).toHaveCount(0);

  await dialog.getByRole("button", { name: "Add Gym" }).click();
  await expect(dialog.getByRole("list", { name: "Chosen amenities" })).toHaveText("Gym");

  // A nearby place needs a name as well as a distance; its type is General unless chosen.
  await dialog.getByRole("textbox", { name: "Distance" }).fill("3 km");
  await dialog.getByRole("button", { name: "Add place" }).click();
  await expect(dialog.getByText("Enter both a name and a distance to add a place.")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Added nearby places" })).toHaveCount(0);
  await dialog.getByRole("textbox", { name: "Place name" }).fill("  Siruseri SIPCOT IT Park ");
  await expect(dialog.getByRole("combobox", { name: "Type" })).toHaveValue("General");
  await dialog.getByRole("combobox", { name: "Type" }).selectOption("IT Hub");
  await dialog.getByRole("button", { name: "Add place" }).click();
  const places = dialog.getByRole("list", { name: "Added nearby places" }).getByRole("listitem");
  await expect(places).toHaveText(["Siruseri SIPCOT IT Park · 3 km · IT Hub"]);

  // Quick add asks for the distance; an empty answer adds nothing, and at most 8 are offered.
  const quickAdd = dialog.getByRole("list", { name: "Quick add common places" }).getByRole("button");
  await expect(quickAdd).toHaveCount(8);
  page.once("dialog", (prompt) => void prompt.accept("   "));
  await dialog.getByRole("button", { name: "Quick add CBSE School" }).click();
  await expect(places).toHaveCount(1);
  page.once("dialog", (prompt) => {
    expect(prompt.type()).toBe("prompt");
    void prompt.accept("4 km");
  });
  await dialog.getByRole("button", { name: "Quick add Government Hospital" }).click();
  await expect(places).toHaveText([
    "Siruseri SIPCOT IT Park · 3 km · IT Hub",
    "Government Hospital · 4 km · Hospital",
  ]);
  await expect(dialog.getByRole("button", { name: "Quick add Government Hospital" })).toHaveCount(0);
  await expect(quickAdd).toHaveCount(8);

  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(page.getByText("Project added successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(entry(page, name)).toContainText("8 / 80");
  await expect(entry(page, name).locator("img")).toHaveCount(1);

  await page.goto("/projects");
  await expect(page.getByRole("heading", { name })).toBeVisible();
});

test("edits a project's status and images, showing the new badge and dropping the old image", async ({
  page,
}) => {
  const name = uniqueName(test.info(), "Edit");
  const oldImage = await createProject(page, name);
  await page.goto("/admin/projects");
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  const dialog = await openEditor(page, "Edit Project");
  await expect(dialog.getByLabel("Project name")).toHaveValue(name);
  await expect(dialog.getByLabel("Total plots")).toHaveValue("60");
  await expect(dialog.getByRole("img", { name: "Banner image" })).toBeVisible();
  await dialog.getByLabel("Status").selectOption("Sold Out");
  await dialog.getByLabel("Banner image: Replace image").setInputFiles(await png("new-banner.png"));
  await dialog.getByRole("button", { name: "Remove image 1" }).click();
  await expect(dialog.getByRole("img", { name: /^Gallery images/ })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Update Project" })).toBeEnabled();
  await dialog.getByRole("button", { name: "Update Project" }).click();
  await expect(page.getByText("Project updated successfully!")).toBeVisible();
  await expect(entry(page, name)).toContainText("Sold Out");
  expect((await page.request.get(`${oldImage}/480.webp`)).status()).toBe(404);
});

test("Cancel and the X control close the editor without saving", async ({ page }) => {
  test.slow(); // five page changes
  const name = uniqueName(test.info(), "Cancel");
  await createProject(page, name);
  await page.goto(`/admin/projects`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  let dialog = await openEditor(page, "Edit Project");
  await dialog.getByLabel("Project name").fill(`${name} changed`);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Edit ${name}`, exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Add New Project" }).click();
  dialog = await openEditor(page, "Add New Project");
  await dialog.getByLabel("Project name").fill("Half typed");
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("link", { name: "Add New Project" }).click();
  dialog = await openEditor(page, "Add New Project");
  await expect(dialog.getByLabel("Project name")).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("refuses a form with errors, saying why next to each field and keeping what was typed", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400 .*\/admin\/projects/);
  const name = uniqueName(test.info(), "Invalid");
  await page.goto("/admin/projects?new");
  const dialog = await openEditor(page, "Add New Project");
  await fillRequired(dialog, name, { total: "10", sold: "12" });
  await dialog.getByLabel("Location").fill("   ");
  await dialog.getByRole("textbox", { name: "Highlights" }).fill("Vastu Compliant");
  await dialog.getByRole("textbox", { name: "Highlights" }).press("Enter");
  await dialog.getByRole("button", { name: "Add Project" }).click();

  await expect(dialog.getByText("Plots sold cannot be more than total plots.")).toBeVisible();
  await expect(dialog.getByText("Please upload a banner image")).toBeVisible();
  await expect(dialog.getByText("Enter the location.")).toBeVisible();
  await expect(dialog.getByLabel("Location")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("alert")).toContainText("Nothing was saved");
  await expect(dialog.getByLabel("Project name")).toHaveValue(name);
  await expect(dialog.getByLabel("Plots sold")).toHaveValue("12");
  await expect(dialog.getByRole("list", { name: "Chosen highlights" })).toHaveText("Vastu Compliant");

  await dialog.getByLabel("Total plots").fill("12.5");
  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(dialog.getByText("Total plots must be a whole number of 0 or more.")).toBeVisible();

  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("link", { name: `Edit ${name}` })).toHaveCount(0);
});

test("publishing is refused with the reasons next to the fields; a Draft saves and stays off the public site until Published", async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.slow(); // three saves, an upload and the public pages
  consoleErrors.allow(/status of 400 .*\/admin\/projects/);
  const name = uniqueName(test.info(), "Publish");
  await page.goto("/admin/projects?new");
  let dialog = await openEditor(page, "Add New Project");
  await fillRequired(dialog, name);
  await dialog.getByLabel("TNRERA registration number").fill("");
  await dialog.getByLabel("Registration date").fill("");
  await dialog.getByLabel("Registration page").fill("");
  await dialog.getByLabel("Description").fill("Gated plots off the IT corridor. T&C apply.");
  const highlights = dialog.getByRole("textbox", { name: "Highlights" });
  await highlights.fill("10 mins from the toll plaza");
  await highlights.press("Enter");
  await dialog.getByLabel("Banner image: Choose image").setInputFiles(await png("banner.png", 1600, 1200));
  await expect(dialog.getByRole("img", { name: "Banner image" })).toBeVisible();
  await dialog.getByRole("button", { name: "Add Project" }).click();

  await expect(dialog.getByRole("alert")).toContainText("Nothing was saved");
  const unregistered =
    "Enter the TNRERA registration number, date and registration page, or the reason the project is exempt, before publishing.";
  await expect(dialog.getByText(unregistered)).toHaveCount(2);
  await expect(dialog.getByLabel("TNRERA registration number")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Exempt from registration because")).toHaveAttribute("aria-invalid", "true");
  await expect(
    dialog.getByText('Remove "T&C apply" / "terms and conditions apply": the RERA directions forbid it.'),
  ).toBeVisible();
  await expect(dialog.getByLabel("Description")).toHaveAttribute("aria-invalid", "true");
  await expect(
    dialog.getByText("State distances (km or m), not travel times: the RERA directions forbid them."),
  ).toBeVisible();

  // As a Draft it saves: only the published site is held to the directions.
  await dialog.getByLabel("Visibility").selectOption("Draft");
  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(page.getByText("Project added successfully!")).toBeVisible();
  await expect(entry(page, name)).toContainText("Draft");
  const edit = await page
    .getByRole("link", { name: `Edit ${name}` })
    .first()
    .getAttribute("href");
  const id = new URL(edit!, page.url()).searchParams.get("edit");
  expect(id).toBeTruthy();

  // Visitors (a browser without the staff cookie) never see a Draft: not at its address, not on
  // /projects, not on the home page. Its address answers as an unknown project's does (spec §8):
  // back to the home page.
  const visitor = await browser.newContext();
  const draftPage = await visitor.request.get(`/project/${id}`, { maxRedirects: 0 });
  expect(draftPage.status()).toBe(302);
  expect(draftPage.headers().location).toBe("/");
  await visitor.close();

  // Staff open it from its row as a preview, marked as such, kept by no cache and no search engine.
  const preview = entry(page, name).getByRole("link", { name: `Preview ${name} (opens in a new tab)` });
  await expect(preview).toHaveAttribute("href", `/project/${id}`);
  const previewed = await page.goto(`/project/${id}`);
  expect(previewed?.status()).toBe(200);
  expect(previewed?.headers()["cache-control"]).toBe("private, no-store");
  expect(previewed?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.getByText("Draft preview: not on the website")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.goto("/projects");
  await expect(page.getByRole("heading", { name: "Our Projects", level: 1 })).toBeVisible();
  await expect(page.getByRole("article", { name })).toHaveCount(0);
  // The home page lists the newest published projects, which other tests add to, so any card shows
  // that it rendered.
  await page.goto("/");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  // Registered, with the texts put right, it publishes and is on the public site.
  await page.goto(`/admin/projects?edit=${id}`);
  dialog = await openEditor(page, "Edit Project");
  await expect(dialog.getByLabel("Visibility")).toHaveValue("Draft");
  await dialog.getByLabel("TNRERA registration number").fill("TN/01/Layout/0778/2025");
  await dialog.getByLabel("Registration date").fill("2025-02-14");
  await dialog.getByLabel("Registration page").fill("https://rera.tn.gov.in/registered-projects/0778");
  await dialog.getByLabel("Description").fill("Gated plots off the IT corridor, 2 km from the toll plaza.");
  await dialog.getByRole("button", { name: "Remove 10 mins from the toll plaza" }).click();
  await dialog.getByLabel("Visibility").selectOption("Published");
  await dialog.getByRole("button", { name: "Update Project" }).click();
  await expect(page.getByText("Project updated successfully!")).toBeVisible();
  await expect(entry(page, name)).not.toContainText("Draft");
  const published = await page.goto(`/project/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("TN/01/Layout/0778/2025").first()).toBeVisible();
  await expect(page.getByText("Draft preview: not on the website")).toHaveCount(0);
  expect(published?.headers()["cache-control"]).toMatch(/^public/);
  expect(published?.headers()["x-robots-tag"]).toBeUndefined();
  await page.goto("/projects");
  await expect(page.getByRole("article", { name })).toBeVisible();
});

test("deletes a project after the confirmation, and keeps it when cancelled", async ({ page }) => {
  const name = uniqueName(test.info(), "Delete");
  const image = await createProject(page, name);
  await page.goto("/admin/projects");
  const browserDialogs: string[] = [];
  page.on("dialog", (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const confirm = page.getByRole("dialog", { name: deleteQuestion });

  // The back office's own dialog asks, naming the project, with Cancel focused first.
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(name);
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("link", { name: `Edit ${name}` })).toBeVisible();

  // Escape cancels too, and focus is back on the page.
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("link", { name: `Edit ${name}` })).toBeVisible();

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await confirm.getByRole("button", { name: "Delete project" }).click();
  await expect(page.getByText("Project deleted successfully!")).toBeVisible();
  await expect(page.getByRole("link", { name: `Edit ${name}` })).toHaveCount(0);
  expect(browserDialogs).toEqual([]);
  // Its image was used by nothing else, so it is gone from storage too.
  expect((await page.request.get(`${image}/480.webp`)).status()).toBe(404);
});

// The back office's tests run in the desktop project only (playwright.config.ts); the phone
// layout (cards instead of the table, a full-screen editor) is checked here at 390 px as well.
for (const width of [390, 1280]) {
  test(`has no accessibility violations or sideways scrolling at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 844 });
    const name = uniqueName(test.info(), `Axe ${width}`);
    await createProject(page, name);
    await page.goto("/admin/projects");
    await expect(entry(page, name)).toContainText("12 / 60");
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await openEditor(page, "Edit Project");
    expect((await axe(page).analyze()).violations).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adds a project with its banner posted with the form, then deletes it after a confirm step", async ({
    page,
  }) => {
    test.slow();
    const name = uniqueName(test.info(), "No JS");
    await page.goto("/admin/projects");
    await page.getByRole("link", { name: "Add New Project" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Project" });
    await fillRequired(dialog, name);
    await dialog.getByLabel("Banner image: Choose image").setInputFiles(await png("banner.png"));
    await dialog.getByRole("textbox", { name: "Highlights" }).fill("Bank Loan Available");
    await dialog.getByRole("textbox", { name: "Place name" }).fill("Kelambakkam Bus Stand");
    await dialog.getByRole("textbox", { name: "Distance" }).fill("2 km");
    await dialog.getByRole("button", { name: "Add Project" }).click();
    await expect(page.getByText("Project added successfully!")).toBeVisible();

    await page.getByRole("link", { name: `Edit ${name}` }).click();
    const editor = page.getByRole("dialog", { name: "Edit Project" });
    await expect(editor.getByRole("img", { name: "Banner image" })).toBeVisible();
    await expect(editor.getByRole("list", { name: "Chosen highlights" })).toHaveText("Bank Loan Available");
    await expect(editor.getByRole("list", { name: "Added nearby places" })).toHaveText(
      "Kelambakkam Bus Stand · 2 km · General",
    );
    await editor.getByRole("link", { name: "Cancel" }).click();

    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(page.getByText(deleteQuestion)).toBeVisible();
    await page.getByRole("button", { name: "Delete project" }).click();
    await expect(page.getByText("Project deleted successfully!")).toBeVisible();
    await expect(page.getByRole("link", { name: `Edit ${name}` })).toHaveCount(0);
  });
});
