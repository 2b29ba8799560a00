import type { Locator, Page } from "@playwright/test";

import { consentLine, enquirySuccess, messages } from "#app/domain/leads/lead-options.ts";
import { formRefusals } from "#app/lib/read-form.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { expect, test } from "./fixtures.ts";
import { axe } from "./axe.ts";
import {
  exhaustRateLimit,
  leadsNamed,
  postFormFromLimitedClient,
  projectIdNamed,
  requestFromLimitedClient,
  uniqueName,
} from "./leads.ts";

const meadows = sampleProjects[0]!;

/** The page form on the home page, once its script runs (so the script, not the browser, posts). */
async function homeForm(page: Page, path = "/"): Promise<Locator> {
  await page.goto(path);
  const form = page.locator("#enquiry form");
  await expect(form.locator('input[name="js"]')).toHaveValue("1", { timeout: 15_000 });
  return form;
}

async function fillEnquiry(form: Locator, values: { name: string; phone: string; email?: string }) {
  await form.getByLabel("Full Name").fill(values.name);
  await form.getByLabel("Phone Number").fill(values.phone);
  if (values.email !== undefined) await form.getByLabel("Email").fill(values.email);
}

test(
  "the home page form stores the enquiry, thanks the visitor and clears",
  { tag: "@any-width" },
  async ({ page }) => {
    const name = uniqueName("Priya Raman");
    const form = await homeForm(page);
    await fillEnquiry(form, { name, phone: "098765 43210", email: "priya@example.in" });
    await form.getByLabel("Preferred Location").selectOption("Coimbatore");
    await form.getByLabel("Budget").selectOption("25-50L");
    await form.getByLabel("Message").fill("Looking for an east facing plot.");
    await expect(form.getByLabel("Message")).toHaveAttribute("rows", "3");
    await form.getByRole("button", { name: "Send Enquiry" }).click();

    await expect(form.getByRole("status")).toHaveText(enquirySuccess);
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await expect(form.getByLabel("Preferred Location")).toHaveValue("");
    await expect(page).toHaveURL("/");

    const [lead, ...others] = await leadsNamed(name);
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      kind: "enquiry",
      phone: "+919876543210",
      email: "priya@example.in",
      message: "Looking for an east facing plot.",
      page: "/",
      project_id: null,
      status: "New",
      spam: 0,
    });
    expect(JSON.parse(lead!.details)).toEqual({ location: "Coimbatore", budget: "25-50L" });
  },
);

test("the form offers the spec's fields, lists and hints", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/");
  const form = page.locator("#enquiry form");
  await expect(form.getByLabel("Full Name")).toHaveAttribute("required", "");
  await expect(form.getByLabel("Full Name")).toHaveAttribute("autocomplete", "name");
  await expect(form.getByLabel("Phone Number")).toHaveAttribute("type", "tel");
  await expect(form.getByLabel("Phone Number")).toHaveAttribute("required", "");
  await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(form.getByLabel("Email")).not.toHaveAttribute("required");
  await expect(form.getByLabel("Preferred Location").locator("option")).toHaveText([
    "Select a location",
    "Chennai",
    "Bangalore",
    "Coimbatore",
    "Madurai",
    "Salem",
  ]);
  await expect(form.getByLabel("Budget").locator("option")).toHaveText([
    "Select a budget",
    "5-10L",
    "10-25L",
    "25-50L",
    "50L+",
  ]);
  await expect(form).toContainText(consentLine("Marudham Properties"));
});

/** Chromium logs every 4xx answer to a fetch as a console error, even an expected one. */
const refusedPost = (status: number) => new RegExp(`status of ${status} .*/enquiry\\)$`);

test("mistakes are shown next to their fields and nothing is stored", async ({ page, consoleErrors }) => {
  consoleErrors.allow(refusedPost(400));
  const name = uniqueName("Karthik");
  const form = await homeForm(page);
  await fillEnquiry(form, { name, phone: "12345", email: "karthik@example" });
  await form.getByRole("button", { name: "Send Enquiry" }).click();

  const phone = form.getByLabel("Phone Number");
  await expect(phone).toHaveAccessibleDescription(messages.phone);
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toBeFocused();
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription(messages.email);
  await expect(form.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid");
  await expect(form.getByRole("status")).toHaveText("");
  expect(await axe(page).include("#enquiry form").analyze()).toMatchObject({ violations: [] });

  await phone.fill("+91 98765 43210");
  await form.getByLabel("Email").fill("");
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(form.getByRole("status")).toHaveText(enquirySuccess);
  await expect(phone).not.toHaveAttribute("aria-invalid");
  expect(await leadsNamed(name)).toMatchObject([{ phone: "+919876543210", email: null }]);
});

test("the floating button opens the enquiry dialog; Escape and Close shut it", async ({ page }) => {
  await page.goto("/");
  const opener = page.getByRole("button", { name: "Enquire now" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Enquire Now" });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the open enquiry dialog passes axe", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Enquire now" }).click();
  await expect(page.getByRole("dialog", { name: "Enquire Now" })).toBeVisible();
  expect(await axe(page).include("dialog").analyze()).toMatchObject({ violations: [] });
});

test("the enquiry dialog stores the enquiry, closes and confirms", async ({ page }) => {
  const name = uniqueName("Lakshmi");
  await page.goto("/");
  await page.getByRole("button", { name: "Enquire now" }).click();
  const dialog = page.getByRole("dialog", { name: "Enquire Now" });
  await fillEnquiry(dialog, { name, phone: "9876543210" });
  await dialog.getByLabel("Budget").selectOption("10-25L");
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: enquirySuccess })).toBeVisible();
  expect(await leadsNamed(name)).toMatchObject([
    { page: "/", project_id: null, details: '{"budget":"10-25L"}' },
  ]);
});

test(
  "'Enquire Now' on a project page sends an enquiry about that project",
  { tag: "@any-width" },
  async ({ page }) => {
    const name = uniqueName("Arun");
    const projectId = await projectIdNamed(meadows.name);
    await page.goto(`/project/${projectId}`);
    await page.getByRole("button", { name: "Enquire Now", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Enquire Now" });
    await expect(dialog).toContainText(`Enquiring about ${meadows.name}`);
    await fillEnquiry(dialog, { name, phone: "+971 50 123 4567" });
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page.getByRole("status").filter({ hasText: enquirySuccess })).toBeVisible();
    expect(await leadsNamed(name)).toMatchObject([
      { phone: "+971501234567", page: `/project/${projectId}`, project_id: projectId },
    ]);
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the enquiry link leads to the home page form, which posts and comes back thanked", async ({
    page,
  }) => {
    const name = uniqueName("Meena");
    const projectId = await projectIdNamed(meadows.name);
    await page.goto(`/project/${projectId}`);
    const enquire = page.getByRole("link", { name: "Enquire Now", exact: true });
    await enquire.and(page.locator('[href*="project="]')).click();
    await expect(page).toHaveURL(`/?project=${projectId}#enquiry`);

    const form = page.locator("#enquiry form");
    await expect(form).toContainText(`Enquiring about ${meadows.name}`);
    await fillEnquiry(form, { name, phone: "91-98765-43210" });
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL("/?enquiry=sent#enquiry-status");
    await expect(page.locator("#enquiry").getByRole("status")).toHaveText(enquirySuccess);
    await expect(page.locator("#enquiry").getByRole("status")).toBeInViewport();
    expect(await leadsNamed(name)).toMatchObject([
      { phone: "+919876543210", project_id: projectId, page: "/" },
    ]);
  });

  test("mistakes come back as messages next to the fields", { tag: "@any-width" }, async ({ page }) => {
    const name = uniqueName("Divya");
    await page.goto("/");
    const form = page.locator("#enquiry form");
    await fillEnquiry(form, { name, phone: "12345", email: "divya@example" });
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL("/?enquiry=invalid&invalid=phone%2Cemail#enquiry");
    await expect(form.getByLabel("Phone Number")).toHaveAccessibleDescription(messages.phone);
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription(messages.email);
    await expect(form.getByRole("status")).toHaveText("");
    expect(await leadsNamed(name)).toEqual([]);
  });
});

test.describe("the /enquiry endpoint", { tag: "@any-width" }, () => {
  test("answers a script's post with the field errors (400) or success", async ({ request }) => {
    const name = uniqueName("Endpoint");
    const invalid = await request.post("/enquiry", {
      form: { js: "1", name: " ", phone: "not a phone", email: "x@", location: "Mumbai", budget: "1 Cr" },
    });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toEqual({
      ok: false,
      errors: {
        name: messages.name,
        phone: messages.phone,
        email: messages.email,
        location: messages.location,
        budget: messages.budget,
      },
    });

    const sent = await request.post("/enquiry", {
      form: { js: "1", name, phone: "(+91) 98765-43210", page: "/blogs", projectId: crypto.randomUUID() },
    });
    expect(sent.status()).toBe(200);
    expect(await sent.json()).toEqual({ ok: true });
    expect(await leadsNamed(name)).toMatchObject([
      { phone: "+919876543210", page: "/blogs", project_id: null },
    ]);
  });

  test("sends a browser's post back to a page of this site only", async ({ request }) => {
    const name = uniqueName("Redirect");
    const sent = await request.post("/enquiry", {
      form: { name, phone: "9876543210", page: "https://evil.example/phish" },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);
    expect(sent.headers().location).toBe("/?enquiry=sent#enquiry-status");
    const invalid = await request.post("/enquiry", {
      form: { name: "", phone: "9876543210", page: "/blogs" },
      maxRedirects: 0,
    });
    expect(invalid.headers().location).toBe("/blogs?enquiry=invalid&invalid=name#enquiry");
  });

  test("a body that is not a form is refused with 415, not a server error", async ({ request }) => {
    const response = await request.post("/enquiry", { data: { name: "Priya" }, maxRedirects: 0 });
    expect(response.status()).toBe(415);
    expect(await response.text()).toBe(formRefusals.notForm);
  });

  test("the honeypot: a bot is told it succeeded and its post is kept apart as spam", async ({ request }) => {
    const name = uniqueName("Bot");
    const response = await request.post("/enquiry", {
      form: { js: "1", name, phone: "9876543210", website: "https://spam.example" },
    });
    expect(await response.json()).toEqual({ ok: true });
    expect(await leadsNamed(name)).toMatchObject([{ spam: 1 }]);
  });

  test("opening the address itself leads to the home page form", async ({ page }) => {
    await page.goto("/enquiry");
    await expect(page).toHaveURL("/#enquiry");
  });
});

const hopByHop = new Set(["connection", "keep-alive", "transfer-encoding", "content-length"]);

test.describe("too many enquiries from one address", { tag: "@any-width" }, () => {
  test.beforeEach(() => exhaustRateLimit("enquiry"));

  test("are refused with a clear message (429), with and without JavaScript", async ({ page }) => {
    const name = uniqueName("Flood");
    const fetcherPost = await postFormFromLimitedClient("/enquiry", { js: "1", name, phone: "9876543210" });
    expect(fetcherPost.status).toBe(429);
    expect(Number(fetcherPost.headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(fetcherPost.body)).toEqual({ ok: false, errors: {}, formError: messages.rateLimited });

    const browserPost = await postFormFromLimitedClient("/enquiry", { name, phone: "9876543210" });
    expect(browserPost.status).toBe(303);
    expect(browserPost.headers.location).toBe("/?enquiry=limited#enquiry");
    await page.goto(String(browserPost.headers.location));
    await expect(page.locator("#enquiry").getByRole("alert")).toHaveText(messages.rateLimited);
    expect(await leadsNamed(name)).toEqual([]);
  });

  test("the form shows the refusal in place", async ({ page, consoleErrors }) => {
    consoleErrors.allow(refusedPost(429));
    // The browser's post is relayed from the limited address, so the page shows the server's answer.
    await page.route(
      (url) => url.pathname === "/enquiry",
      async (route) => {
        const url = new URL(route.request().url());
        const answer = await requestFromLimitedClient(url.pathname + url.search, {
          headers: {
            "Content-Type": route.request().headers()["content-type"] ?? "",
            Accept: route.request().headers()["accept"] ?? "",
          },
          body: route.request().postDataBuffer() ?? undefined,
        });
        const headers = Object.fromEntries(
          Object.entries(answer.headers).flatMap(([key, value]) =>
            typeof value === "string" && !hopByHop.has(key) ? [[key, value]] : [],
          ),
        );
        await route.fulfill({ status: answer.status, headers, body: answer.body });
      },
    );
    const form = await homeForm(page);
    await fillEnquiry(form, { name: uniqueName("Flood"), phone: "9876543210" });
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(form.getByRole("alert")).toHaveText(messages.rateLimited);
    await expect(form.getByRole("status")).toHaveText("");
  });
});
