import type { APIRequestContext, Page } from "@playwright/test";

import { expect as baseExpect, test } from "./fixtures.ts";
import { leadsNamed, plotsOf, projectIdNamed, uniqueName } from "./leads.ts";
import { signIn } from "./staff.ts";

/**
 * Issue "Plot inventory and the layout plan": a lead who asked about a plot shows it on the lead
 * page, with a button that holds it for them; holds count down while the page stays open.
 * No other browser test uses Sethu Garden City's plots, and the hold is released at the end.
 */
const projectName = "Sethu Garden City";

/** Saves redirect and the page loads again: allow for a busy test machine. */
const expect = baseExpect.configure({ timeout: 10_000 });

/** An enquiry about the plot sent as the project page's form sends it; answers the lead's page. */
async function leadAbout(request: APIRequestContext, name: string, plot: string): Promise<string> {
  const projectId = await projectIdNamed(projectName);
  const sent = await request.post("/enquiry", {
    form: { js: "1", name, phone: "98765 43210", page: `/project/${projectId}`, projectId, plot },
  });
  expect(sent.status()).toBe(200);
  const [lead] = await leadsNamed(name);
  expect(lead).toMatchObject({ plot_number: plot });
  return `/admin/leads/${lead!.id}`;
}

const plotPanel = (page: Page, plot: string) =>
  page.getByRole("region", { name: `Plot ${plot}`, exact: true });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("the lead page holds the plot the lead asked about, and the hold counts down live", async ({ page }) => {
  test.slow();
  // The page's clock runs as usual until the test moves it on; the server keeps real time.
  await page.clock.install();
  // The highest available number: the public layout tests pick the lowest ones of other projects.
  const plot = (await plotsOf(projectName, "available")).at(-1)!;
  const name = uniqueName("Lakshmi Narayanan");
  await page.goto(await leadAbout(page.request, name, plot));

  const panel = plotPanel(page, plot);
  await expect(panel.getByText("Available", { exact: true })).toBeVisible();
  await panel.getByRole("button", { name: `Put plot ${plot} on hold for ${name}` }).click();

  await expect(page.getByText("The plot is on hold.")).toBeVisible();
  await expect(panel.getByText("On hold", { exact: true })).toBeVisible();
  await expect(panel).toContainText(
    new RegExp(`On hold for ${name} until \\d+ \\w+ \\d\\d:\\d\\d \\((2 d 0 h|1 d 23 h) left\\)`),
  );
  await expect(panel.getByRole("button", { name: /on hold for/ })).toHaveCount(0);

  await panel.getByRole("link", { name: `Plot ${plot}: hold and history` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Plot ${plot}` })).toBeVisible();
  const hold = page.getByTestId("hold");
  await expect(hold).toContainText(
    new RegExp(`On hold for ${name} by Test Administrator, until .+ \\((2 d 0 h|1 d 23 h) left\\)`),
  );
  await expect(
    page.getByText(
      new RegExp(`^Plot ${plot}: Available → On hold \\(for ${name}, until \\d+ \\w+ \\d\\d:\\d\\d\\)$`),
    ),
  ).toBeVisible();

  // Two hours on, without a reload: the countdown has moved; past the end it says so.
  await page.clock.fastForward("02:00:00");
  await expect(hold).toContainText(/\(1 d 2[12] h left\)/);
  await page.clock.fastForward("46:00:00");
  await expect(hold).toContainText("(Expired)");

  // The server's clock has not moved: the hold still stands until released, as the sample had it.
  await page.getByRole("button", { name: "Release hold" }).click();
  await expect(page.getByText("The hold is released.")).toBeVisible();
  await expect(hold).toHaveCount(0);
});

test("the leads list names the plot a lead asked about, with its project", async ({ page }) => {
  const [plot] = await plotsOf(projectName, "booked");
  const name = uniqueName("Kavitha");
  await leadAbout(page.request, name, plot!);
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  const row = page.locator("main table tbody tr").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Enquiry · ${projectName} · Plot ${plot}`);
});

test("a lead whose plot is booked or held sees it so, with no button to hold it", async ({ page }) => {
  const [booked] = await plotsOf(projectName, "booked");
  const [held] = await plotsOf(projectName, "on_hold");

  const bookedPanel = plotPanel(page, booked!);
  await page.goto(await leadAbout(page.request, uniqueName("Selvi"), booked!));
  await expect(bookedPanel.getByText("Booked", { exact: true })).toBeVisible();
  await expect(bookedPanel.getByRole("link", { name: `Plot ${booked}: hold and history` })).toBeVisible();
  await expect(bookedPanel.getByRole("button")).toHaveCount(0);

  const heldPanel = plotPanel(page, held!);
  await page.goto(await leadAbout(page.request, uniqueName("Murugan"), held!));
  await expect(heldPanel.getByText("On hold", { exact: true })).toBeVisible();
  await expect(heldPanel).toContainText(/On hold for Sample buyer until .+ \(\d d \d+ h left\)/);
  // Nothing to hold; the plot's cost sheet is still there to make (issue "What it costs").
  await expect(heldPanel.getByRole("button")).toHaveText(["Cost sheet (PDF)"]);
});
