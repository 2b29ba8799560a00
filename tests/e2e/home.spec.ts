import type { Page } from "@playwright/test";

import { defaultSiteSettings as site } from "#app/domain/settings/settings.ts";
import { salesPercent } from "#app/domain/projects/figures.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { shownFacts } from "#tests/support/project-data.ts";
import { expect, test } from "./fixtures.ts";
import { axe } from "./axe.ts";
import { emptySiteUrl } from "./servers.ts";

const hero = (page: Page) => page.locator("#hero");
/** The slideshow shows the projects with plots left (issue "Find and trust"): not the sold-out sample. */
const slideCount = sampleProjects.filter((p) => p.soldPlots < p.totalPlots).length;
/** The slide on show: the others are inert while they fade or wait. */
const currentSlideLink = (page: Page) => page.locator('#hero [aria-roledescription="slide"]:not([inert]) a');
const projectCards = (page: Page) => page.getByRole("article");

/** Time stands still until the test moves it, so the page's own loading time does not count. */
async function stopTime(page: Page) {
  await page.clock.install({ time: new Date("2026-01-05T10:00:00+05:30") });
  await page.clock.pauseAt(new Date("2026-01-05T10:00:01+05:30"));
}

async function waitForSlideshow(page: Page) {
  await expect(page.getByRole("button", { name: "Next slide" })).toBeVisible();
}

test("the home page has its sections in order", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(`DTCP Approved Plots in Tamil Nadu and Bangalore | ${site.companyName}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/.+\.webp$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

  const sections = [
    "hero",
    "projects-heading",
    "why-heading",
    "testimonials-heading",
    "steps-heading",
    "enquiry",
  ];
  const tops = await Promise.all(
    sections.map((id) =>
      page.locator(`[id="${id}"]`).evaluate((el) => el.getBoundingClientRect().top + scrollY),
    ),
  );
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the track record comes from the company settings", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/");
  const stats = page.getByRole("region", { name: "Our track record" });
  for (const [value, label] of [
    [site.statYears, "Years of Experience"],
    [site.statProjects, "Projects"],
    [site.statCustomers, "Happy Customers"],
    [site.statSatisfaction, "Satisfaction"],
  ] as const) {
    await expect(stats.getByRole("definition").filter({ hasText: value })).toBeVisible();
    await expect(stats.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
});

test(
  "the home page lists the sample projects from the database with their images",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/");
    await expect(projectCards(page)).toHaveCount(sampleProjects.length);
    for (const project of sampleProjects) {
      const card = page.getByRole("article", { name: project.name });
      await expect(card).toContainText(project.location);
      await expect(card).toContainText(shownFacts(project).priceRange);
      await expect(card.getByRole("img", { name: project.name })).toHaveAttribute("loading", "lazy");
    }
  },
);

test("the home page links to every project", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "View all projects" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole("heading", { level: 1, name: "Our Projects" })).toBeVisible();
});

test(
  "each card shows the project's numbers, status and first three highlights",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/");
    for (const project of sampleProjects) {
      const card = page.getByRole("article", { name: project.name });
      const percent = salesPercent(project.soldPlots, project.totalPlots);
      await expect(card.getByRole("heading", { name: project.name })).toBeVisible();
      await expect(
        card.getByText(`${project.soldPlots}/${project.totalPlots} Sold`, { exact: true }),
      ).toBeVisible();
      await expect(card.getByText(project.status, { exact: true })).toBeVisible();
      await expect(card).toContainText(shownFacts(project).plotSizes);
      await expect(card.getByText(`${percent}%`, { exact: true })).toBeVisible();
      const progress = card.getByRole("progressbar");
      await expect(progress).toHaveAttribute("aria-valuenow", String(percent));
      await expect(progress).toHaveAttribute("aria-valuemin", "0");
      await expect(progress).toHaveAttribute("aria-valuemax", "100");
      await expect(card.getByRole("list", { name: "Highlights" }).getByRole("listitem")).toHaveText(
        project.highlights.slice(0, 3),
      );
      await expect(card.getByRole("link", { name: `View Details, ${project.name}` })).toHaveAttribute(
        "href",
        /^\/project\/[0-9a-f-]{36}$/,
      );
    }
    const meadows = page.getByRole("article", { name: "Green Meadows Oragadam" });
    await expect(meadows).toContainText("96/180 Sold");
    await expect(meadows).toContainText("53%");
  },
);

test("status badges use the spec's colours", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/");
  const colours: Record<string, RegExp> = {
    Available: /green/,
    "New Launch": /blue/,
    "Few Left": /amber/,
    "Sold Out": /red/,
  };
  for (const project of sampleProjects) {
    const badge = page
      .getByRole("article", { name: project.name })
      .getByText(project.status, { exact: true });
    await expect(badge).toHaveClass(colours[project.status]!);
  }
});

test("'View Details' opens the project's page", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/");
  const link = page.getByRole("link", { name: "View Details, Green Meadows Oragadam" });
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(href!);
});

test(
  "the list shows 'Loading projects...' while it is fetched after the page is shown",
  { tag: "@any-width" },
  async ({ page }) => {
    // Public pages link to each other with plain links; a change of a /projects filter loads the
    // next page. Playwright waits for a page load under way before it looks, so the first load is
    // answered 204 No Content, which leaves the page as it is mid-load; Apply then loads it.
    await page.goto("/projects");
    await page.route(/\/projects\?city=/, (route) => route.fulfill({ status: 204 }), { times: 1 });
    const filters = page.getByRole("form", { name: "Filter projects" });
    await filters.getByLabel("City").selectOption({ index: 1 });
    const spinner = page.getByRole("status").filter({ hasText: "Loading projects..." });
    await expect(spinner).toBeVisible();
    await expect(projectCards(page)).toHaveCount(0);
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/projects\?city=/);
    await expect(spinner).toHaveCount(0);
    await expect(projectCards(page)).toHaveCount(1);
  },
);

test("project images come as AVIF and WebP variants with their size set", async ({ page }) => {
  const images: { url: string; type: string }[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/media/"))
      images.push({ url: response.url(), type: response.headers()["content-type"] ?? "" });
  });
  await page.goto("/");
  const first = hero(page).locator("picture").first();
  await expect(first.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /\/media\/.+\/480\.avif 480w/,
  );
  await expect(first.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\.webp 960w/);
  const img = first.locator("img");
  await expect(img).toHaveAttribute("width", "1600");
  await expect(img).toHaveAttribute("height", "1200");
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  await expect.poll(() => images.some((i) => i.type === "image/avif")).toBe(true);
  const response = await page.request.get(images[0]!.url);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("only the first hero image loads eagerly", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('img[loading="eager"]')).toHaveCount(1);
  await expect(hero(page).locator('img[loading="eager"]')).toHaveAttribute("fetchpriority", "high");
  // The slides to come wait with low priority.
  await expect(hero(page).locator('img[loading="lazy"]:not([fetchpriority="low"])')).toHaveCount(0);
});

test.describe("the hero slideshow", () => {
  test("advances every 5000 ms", { tag: "@any-width" }, async ({ page }) => {
    await stopTime(page);
    await page.goto("/");
    await waitForSlideshow(page);
    const first = await currentSlideLink(page).getAttribute("href");
    await expect(page.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");

    await page.clock.runFor(4900);
    await expect(currentSlideLink(page)).toHaveAttribute("href", first!);
    await page.clock.runFor(100);
    await expect(page.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Go to slide 1" })).not.toHaveAttribute("aria-current");
    await expect(currentSlideLink(page)).not.toHaveAttribute("href", first!);

    // Each slide sets its own timer once it is shown, so time moves one interval at a time.
    for (let slide = 3; slide <= slideCount; slide++) {
      await page.clock.runFor(5000);
      await expect(page.getByRole("button", { name: `Go to slide ${slide}` })).toHaveAttribute(
        "aria-current",
        "true",
      );
    }
    await page.clock.runFor(5000);
    await expect(currentSlideLink(page)).toHaveAttribute("href", first!);
  });

  test("has previous and next arrows that wrap around, and dots", async ({ page }) => {
    await page.goto("/");
    await waitForSlideshow(page);
    const dot = (n: number) => page.getByRole("button", { name: `Go to slide ${n}` });
    await expect(page.getByRole("button", { name: /^Go to slide/ })).toHaveCount(slideCount);

    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(dot(slideCount)).toHaveAttribute("aria-current", "true");

    await dot(3).click();
    await expect(dot(3)).toHaveAttribute("aria-current", "true");
    await expect(page.locator('#hero [aria-roledescription="slide"]:not([inert])')).toHaveAttribute(
      "aria-label",
      `3 of ${slideCount}`,
    );
  });

  test("a slide opens its project in a new tab", async ({ page }) => {
    await page.goto("/");
    await waitForSlideshow(page);
    const link = currentSlideLink(page);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/project\/[0-9a-f-]{36}$/);
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await expect(popup).toHaveURL(new RegExp(`${href}$`));
    await popup.close();
  });

  test("pauses while the pointer is over it or focus is inside, and on request", async ({ page }) => {
    await stopTime(page);
    await page.goto("/");
    await waitForSlideshow(page);
    const dot = (n: number) => page.getByRole("button", { name: `Go to slide ${n}` });

    await hero(page).hover({ position: { x: 40, y: 40 } });
    await page.clock.runFor(12_000);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");

    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: "Next slide" }).focus();
    await page.clock.runFor(12_000);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");

    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.getByRole("contentinfo").getByRole("link", { name: "Home" }).focus();
    await page.clock.runFor(12_000);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Start slideshow" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
  });

  test(
    "does not move on its own for visitors who ask for less motion",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await stopTime(page);
      await page.goto("/");
      await waitForSlideshow(page);
      await page.clock.runFor(20_000);
      await expect(page.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(page.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
    },
  );

  test("shows the first slide without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(currentSlideLink(page)).toBeVisible();
    await expect(currentSlideLink(page)).toHaveAttribute("href", /^\/project\//);
    await expect(page.getByRole("button", { name: "Next slide" })).toHaveCount(0);
    await context.close();
  });
});

test("why choose us shows six reasons and six more benefits", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: /Why families trust/ });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "DTCP Approved & RERA Registered",
    "Clear Titles",
    "Prime Locations",
    "Bank Loan Assistance",
    "Transparent Pricing",
    "After-Sale Support",
    "And with every plot",
  ]);
  const benefits = section.getByRole("list").last().getByRole("listitem");
  await expect(benefits).toHaveCount(6);
});

test(
  "testimonials show name, place, rating, words and investment",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "What our buyers say" });
    const quotes = section.getByRole("figure");
    await expect(quotes).toHaveCount(6);
    const first = quotes.first();
    await expect(first).toContainText("Karthik Subramanian");
    await expect(first).toContainText("Chennai");
    await expect(first).toContainText("1,200 sq.ft plot, Oragadam");
    await expect(first.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await expect(section.getByRole("img", { name: "Rated 4 out of 5" }).first()).toBeVisible();
  },
);

test("explains how buying a plot works, step by step", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/");
  const steps = page.getByRole("region", { name: "How buying a plot with us works" });
  await expect(steps.getByRole("listitem")).toHaveCount(5);
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
    "Step 1: Site visit",
    "Step 2: Document verification",
    "Step 3: Booking",
    "Step 4: Registration",
    "Step 5: Handover",
  ]);
});

test("the enquiry section holds the page form, naming a project from ?project=", async ({ page }) => {
  await page.goto("/");
  const id = (await page
    .getByRole("link", { name: "View Details, Kovai Hills Enclave" })
    .getAttribute("href"))!
    .split("/")
    .pop()!;
  const section = page.locator("#enquiry");
  await expect(section.getByRole("textbox", { name: /Full Name/ })).toBeVisible();
  await expect(section).not.toContainText("Enquiring about");

  await page.goto(`/?project=${id}#enquiry`);
  await expect(section).toContainText("Enquiring about Kovai Hills Enclave");
  await expect(section).toBeInViewport();

  await page.goto("/?project=not-a-project");
  await expect(section).not.toContainText("Enquiring about");
});

test("the floating button opens the enquiry dialog and stays within reach", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Enquire now" });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);

  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect(button).toBeInViewport();
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Enquire Now" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: /Full Name/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test.describe("sample content results", { tag: "@any-width" }, () => {
  const notices = [
    ["added-all", "status", "Sample projects and blogs added successfully!"],
    ["added-blogs", "status", "Sample blogs added successfully! You can view them at /blogs"],
    [
      "failed-all",
      "alert",
      "Failed to add sample data. Please check your backend configuration and security rules.",
    ],
    [
      "failed-blogs",
      "alert",
      "Failed to add sample blogs. Please check your backend configuration and security rules.",
    ],
  ] as const;

  for (const [value, role, text] of notices) {
    test(`?sample=${value} shows its message`, async ({ page }) => {
      await page.goto(`/?sample=${value}`);
      const notice = page.getByRole(role).filter({ hasText: text });
      await expect(notice).toHaveText(text);
      await expect(notice).toBeVisible();
    });
  }

  test("the message can be dismissed and leaves the address clean", async ({ page }) => {
    await page.goto("/?sample=added-blogs");
    const notice = page.getByRole("status").filter({ hasText: "Sample blogs added" });
    await expect(notice.getByRole("link", { name: "/blogs" })).toHaveAttribute("href", "/blogs");
    await page.getByRole("link", { name: "Dismiss" }).click();
    await expect(page).toHaveURL("/");
    await expect(notice).toHaveCount(0);
    await expect(projectCards(page)).toHaveCount(sampleProjects.length);
  });

  test("an unknown value shows nothing", async ({ page }) => {
    await page.goto("/?sample=whatever");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByText(/Sample .* added/)).toHaveCount(0);
  });
});

test("the home page is accessible and fits the screen", async ({ page }) => {
  test.slow();
  await page.goto("/");
  await waitForSlideshow(page);
  expect((await axe(page).analyze()).violations).toEqual([]);
  for (const width of [360, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test(
  "runs its scripts under the Content-Security-Policy without a single console error",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await waitForSlideshow(page);
  },
);

test(
  "an unknown path gets a 404 page with a way back home",
  { tag: "@any-width" },
  async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404 .*\/no-such-page\)$/);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
  },
);

test("/healthz reports a working database", { tag: "@any-width" }, async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test.describe("with no content yet", () => {
  test.use({ baseURL: emptySiteUrl });

  test("the hero shows the placeholder picture and the list explains what to do", async ({ page }) => {
    await page.goto("/");
    await expect(hero(page).locator('img[src="/hero-placeholder.webp"]')).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("No projects available at the moment.", { exact: true })).toBeVisible();
    const panel = page.getByRole("region", { name: "Setup Required" });
    await expect(panel).toContainText("administrator");
    await expect(panel.getByRole("button", { name: "Add Sample Projects + Blogs" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Add Sample Blogs Only" })).toBeVisible();
    await expect(projectCards(page)).toHaveCount(0);
  });

  test(
    "the sample content buttons post their intent and the way back",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto("/?sample=failed-all");
      const forms = page.getByRole("region", { name: "Setup Required" }).locator("form");
      await expect(forms).toHaveCount(2);
      for (const [index, intent] of ["projects-and-blogs", "blogs-only"].entries()) {
        const form = forms.nth(index);
        await expect(form).toHaveAttribute("method", "post");
        await expect(form).toHaveAttribute("action", "/sample-content");
        await expect(form.locator('input[name="intent"]')).toHaveValue(intent);
        await expect(form.locator('input[name="returnTo"]')).toHaveValue("/");
      }
    },
  );

  test(
    "a sample content button shows that it is working while the request runs",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto("/");
      const panel = page.getByRole("region", { name: "Setup Required" });
      await expect(panel.getByRole("button", { name: "Add Sample Blogs Only" })).toBeEnabled();
      // Seeding takes about 20 seconds. The post is a page load, which Playwright waits for before
      // it looks: answered 204 No Content, it leaves the page as it is while the request runs.
      await page.route(/\/sample-content/, (route) => route.fulfill({ status: 204 }));
      await panel.getByRole("button", { name: "Add Sample Blogs Only" }).click();
      await expect(panel.getByRole("button", { name: "Adding sample content..." })).toBeDisabled();
      await expect(panel.getByRole("button", { name: "Add Sample Projects + Blogs" })).toBeDisabled();
    },
  );

  test("the empty home page is accessible", async ({ page }) => {
    test.slow();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Setup Required" })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
  });
});
