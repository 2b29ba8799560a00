import type { Locator, Page } from "@playwright/test";

import { contactSuccess, messages } from "#app/domain/leads/lead-options.ts";
import { defaultSiteSettings as site } from "#app/domain/settings/settings.ts";
import { expect, test } from "./fixtures.ts";
import { axe } from "./axe.ts";
import { exhaustRateLimit, leadsNamed, postFormFromLimitedClient, uniqueName } from "./leads.ts";

/** Chromium logs every 4xx answer to a fetch as a console error, even an expected one. */
const refusedPost = /status of 400 .*\/contact\)$/;

async function contactForm(page: Page, { hydrated }: { hydrated: boolean }): Promise<Locator> {
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Send us a message" }).locator("form");
  if (hydrated) await expect(form.locator('input[name="js"]')).toHaveValue("1", { timeout: 15_000 });
  return form;
}

async function fillContact(
  form: Locator,
  values: { name: string; phone: string; email: string; subject?: string; message: string },
) {
  await form.getByLabel("Full Name").fill(values.name);
  await form.getByLabel("Phone Number").fill(values.phone);
  await form.getByLabel("Email").fill(values.email);
  if (values.subject) await form.getByLabel("Subject").selectOption(values.subject);
  await form.getByLabel("Message").fill(values.message);
}

test("the contact page has its title, details and an accessible layout", async ({ page }) => {
  await page.goto("/contact");
  await expect(page).toHaveTitle(`Contact Us | ${site.companyName}`);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Contact Us");

  const quick = page.getByRole("region", { name: "Quick contact" });
  await expect(quick.getByRole("link", { name: site.phone })).toHaveAttribute(
    "href",
    `tel:${site.phone.replace(/[^\d+]/g, "")}`,
  );
  await expect(quick.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  const chat = quick.getByRole("link", { name: /Chat with us on WhatsApp/ });
  await expect(chat).toHaveAttribute(
    "href",
    new RegExp(
      `^https://wa\\.me/${site.whatsappNumber}\\?text=Hello%20${encodeURIComponent(site.companyName)}`,
    ),
  );
  await expect(chat).toHaveAttribute("target", "_blank");
  const office = page.getByRole("region", { name: "Visit us" });
  await expect(office).toContainText(`${site.officeCity}, ${site.officeState} ${site.officePostalCode}`);
  await expect(office).toContainText("Ramanathapuram, Tamil Nadu 623503");
  await expect(office).toContainText("Monday to Saturday, 9:00 AM to 7:00 PM");

  expect(await axe(page).analyze()).toMatchObject({ violations: [] });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("the map shows on larger screens, a note on small ones", async ({ page }) => {
  await page.goto("/contact");
  const map = page.locator(`iframe[title="Map of our head office in ${site.officeCity}"]`);
  const note = page.getByText("Map is available on larger screens", { exact: true });
  await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
  await expect(map).toHaveAttribute("src", new RegExp(`marker=${site.mapLatitude},${site.mapLongitude}$`));
  await expect(map).toHaveAttribute("height", "450");
  await expect(map).toHaveAttribute("loading", "lazy");
  if (page.viewportSize()!.width >= 768) {
    await expect(map).toBeVisible();
    expect((await map.boundingBox())?.height).toBe(450);
    await expect(note).toBeHidden();
  } else {
    await expect(map).toBeHidden();
    await expect(note).toBeVisible();
  }
});

test("a message is stored and thanked, and the form clears", { tag: "@any-width" }, async ({ page }) => {
  const name = uniqueName("Karthik S");
  const form = await contactForm(page, { hydrated: true });
  await fillContact(form, {
    name,
    phone: "044 2345 6789",
    email: "karthik@example.in",
    subject: "Site Visit Request",
    message: "Can I visit the Coimbatore site on Sunday?",
  });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(contactSuccess);
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
  await expect(page).toHaveURL("/contact");

  expect(await leadsNamed(name)).toMatchObject([
    {
      kind: "contact",
      phone: "+914423456789",
      email: "karthik@example.in",
      message: "Can I visit the Coimbatore site on Sunday?",
      details: '{"subject":"Site Visit Request"}',
      page: "/contact",
      project_id: null,
      status: "New",
      spam: 0,
    },
  ]);
});

test(
  "the form asks for name, phone, email and message; the subject is optional",
  { tag: "@any-width" },
  async ({ page }) => {
    const form = await contactForm(page, { hydrated: false });
    for (const label of ["Full Name", "Phone Number", "Email", "Message"]) {
      await expect(form.getByLabel(label)).toHaveAttribute("required", "");
    }
    await expect(form.getByLabel("Subject")).not.toHaveAttribute("required");
    await expect(form.getByLabel("Phone Number")).toHaveAttribute("type", "tel");
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Subject").locator("option")).toHaveText([
      "Select a subject",
      "Plot Inquiry",
      "Site Visit Request",
      "Investment Consultation",
      "Documentation Support",
      "Other",
    ]);
  },
);

test("mistakes are shown next to their fields", async ({ page, consoleErrors }) => {
  consoleErrors.allow(refusedPost);
  const name = uniqueName("Anitha");
  const form = await contactForm(page, { hydrated: true });
  await fillContact(form, { name, phone: "12345", email: "anitha@example", message: "Hello" });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByLabel("Phone Number")).toHaveAccessibleDescription(messages.phone);
  await expect(form.getByLabel("Phone Number")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Phone Number")).toBeFocused();
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription(messages.email);
  await expect(form.getByLabel("Full Name")).toHaveValue(name);
  await expect(form.getByRole("status")).toHaveText("");
  expect(await axe(page).analyze()).toMatchObject({ violations: [] });
  expect(await leadsNamed(name)).toEqual([]);
});

test(
  "a required field left empty on the server gets its message",
  { tag: "@any-width" },
  async ({ request }) => {
    const response = await request.post("/contact", {
      form: { js: "1", name: "", phone: "", email: "", message: "" },
      headers: { Accept: "text/html" },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    for (const text of [messages.name, messages.phone, messages.emailRequired, messages.messageRequired]) {
      expect(html).toContain(text);
    }
  },
);

test(
  "the honeypot: a bot is thanked and its message kept apart as spam",
  { tag: "@any-width" },
  async ({ request }) => {
    const name = uniqueName("Bot");
    const response = await request.post("/contact", {
      form: { name, phone: "9876543210", email: "bot@example.in", message: "Buy now", website: "x" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/contact?sent=1#contact-status");
    expect(await leadsNamed(name)).toMatchObject([{ kind: "contact", spam: 1 }]);
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, redirects and thanks the visitor", async ({ page }) => {
    const name = uniqueName("Suresh");
    const form = await contactForm(page, { hydrated: false });
    await fillContact(form, {
      name,
      phone: "+91 98765 43210",
      email: "suresh@example.in",
      message: "Please send the brochure.",
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL("/contact?sent=1#contact-status");
    await expect(page.locator("#contact-status")).toHaveText(contactSuccess);
    await expect(page.locator("#contact-status")).toBeInViewport();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    expect(await leadsNamed(name)).toMatchObject([{ details: "{}", phone: "+919876543210" }]);
  });

  test("mistakes come back with what was typed", { tag: "@any-width" }, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 400 .*\/contact\)$/);
    const name = uniqueName("Revathi");
    const form = await contactForm(page, { hydrated: false });
    await fillContact(form, {
      name,
      phone: "555",
      email: "revathi@example.in",
      subject: "Documentation Support",
      message: "Is the title clear?",
    });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const again = page.getByRole("region", { name: "Send us a message" });
    await expect(again.getByLabel("Phone Number")).toHaveAccessibleDescription(messages.phone);
    await expect(again.getByLabel("Phone Number")).toHaveValue("555");
    await expect(again.getByLabel("Full Name")).toHaveValue(name);
    await expect(again.getByLabel("Subject")).toHaveValue("Documentation Support");
    await expect(again.getByLabel("Message")).toHaveValue("Is the title clear?");
    expect(await leadsNamed(name)).toEqual([]);
  });
});

test(
  "too many messages from one address are refused with a clear message (429)",
  { tag: "@any-width" },
  async () => {
    await exhaustRateLimit("contact");
    const name = uniqueName("Flood");
    const response = await postFormFromLimitedClient("/contact", {
      name,
      phone: "9876543210",
      email: "flood@example.in",
      message: "Again",
    });
    expect(response.status).toBe(429);
    expect(response.body).toContain(messages.rateLimited);
    expect(await leadsNamed(name)).toEqual([]);
  },
);
