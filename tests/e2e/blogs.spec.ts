import type { Page } from "@playwright/test";

import { openDatabase } from "#app/db/database.server.ts";
import { addBlog, getBlogBySlug } from "#app/domain/blogs/blogs.server.ts";
import { formatLongDate } from "#app/lib/india-time.ts";
import { sampleBlogs } from "#app/sample-content/sample-blogs.ts";
import { expect, test } from "./fixtures.ts";
import { axe } from "./axe.ts";
import { emptySiteUrl } from "./servers.ts";

const published = sampleBlogs.filter((b) => b.status === "Published");
const draft = sampleBlogs.find((b) => b.status === "Draft")!;
const publishedCategories = [...new Set(published.map((b) => b.category))].sort();
const rera = published.find((b) => b.tags.length > 3 && b.category === "Real Estate Tips")!;

/** Categories that only tests add: the paging posts below, and blog.spec.ts's sanitising check. */
const pagingCategory = "Market Analysis";
const testOnlyCategories = [pagingCategory, "Security Check"];
const pagingPostCount = 25;
const pagingSlug = (n: number) => `paging-test-post-${String(n).padStart(2, "0")}`;
const pagingTitle = (n: number) => `Paging test post ${String(n).padStart(2, "0")}`;

const categoryNav = (page: Page) => page.getByRole("navigation", { name: "Blog categories" });
const chip = (page: Page, name: string) => categoryNav(page).getByRole("link", { name, exact: true });
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

/**
 * 25 published posts of one category the samples do not use, written straight into the e2e
 * server's database. Both workers and both projects may get here at once, so each post is added
 * only when missing and a lost race is simply checked again. Their publish date is cleared and
 * the creation dates are one day apart (January 2025), so their order and dates are known and the
 * public date falls back to createdAt (spec §4).
 */
async function ensurePagingPosts() {
  const db = openDatabase({ kind: "sqlite", file: `${process.env.E2E_DATA_DIR}/site.db` });
  try {
    const image = (await getBlogBySlug(db, published[0]!.slug))!.featuredImage;
    for (let n = 1; n <= pagingPostCount; n++) {
      const slug = pagingSlug(n);
      for (let attempt = 1; !(await getBlogBySlug(db, slug)); attempt++) {
        try {
          await addBlog(db, {
            title: pagingTitle(n),
            slug,
            excerpt: `Post ${n} of the listing's paging test.`,
            content: `Paging test post number ${n}.`,
            featuredImage: image,
            author: "Test Writer",
            category: pagingCategory,
            tags: ["Market Trends"],
            status: "Published",
          });
        } catch (error) {
          if (attempt >= 5) throw error;
        }
      }
      await db
        .updateTable("blogs")
        .set({ created_at: new Date(Date.UTC(2025, 0, n, 6)).toISOString(), published_at: null })
        .where("slug", "=", slug)
        .execute();
    }
  } finally {
    await db.destroy();
  }
}

test(
  "shows 'All' and exactly the categories of the published blogs, never a draft's",
  { tag: "@any-width" },
  async ({ page }) => {
    expect(publishedCategories).not.toContain(draft.category);
    await page.goto("/blogs");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const labels = (await categoryNav(page).getByRole("link").allInnerTexts()).map((t) => t.trim());
    expect(labels.filter((l) => !testOnlyCategories.includes(l))).toEqual(["All", ...publishedCategories]);
    await expect(chip(page, "All")).toHaveAttribute("aria-current", "page");
    await expect(chip(page, "All")).toHaveAttribute("href", "/blogs");
    await expect(page.getByRole("heading", { name: draft.title })).toHaveCount(0);
  },
);

test("a chip filters the list and keeps the choice in the URL", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/blogs");
  await chip(page, "Legal Advice").click();
  await expect(page).toHaveURL("/blogs?category=Legal%20Advice");
  await expect(chip(page, "Legal Advice")).toHaveAttribute("aria-current", "page");
  await expect(chip(page, "All")).not.toHaveAttribute("aria-current");
  const legal = published.filter((b) => b.category === "Legal Advice");
  await expect(cards(page)).toHaveCount(legal.length);
  for (const blog of legal) await expect(card(page, blog.title)).toContainText("Legal Advice");

  await chip(page, "All").click();
  await expect(page).toHaveURL("/blogs");
  await expect(card(page, published[0]!.title)).toBeVisible();
});

test("shows a subtle loading state while another category loads", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/blogs");
  // Playwright waits for a page load under way before it looks: the first load of the category is
  // answered 204 No Content, which leaves the page as it is mid-load; the second goes through.
  await page.route(/\/blogs\?category=Finance/, (route) => route.fulfill({ status: 204 }), { times: 1 });
  await chip(page, "Finance").click();
  await expect(page.getByRole("status").filter({ hasText: "Loading blogs..." })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
  await chip(page, "Finance").click();
  await expect(page).toHaveURL("/blogs?category=Finance");
  await expect(page.getByText("Loading blogs...")).toHaveCount(0);
  await expect(cards(page)).toHaveCount(published.filter((b) => b.category === "Finance").length);
});

test(
  "cards show the image, title link, excerpt, date, category and at most 3 tags",
  { tag: "@any-width" },
  async ({ page }) => {
    expect(rera.tags.length).toBeGreaterThan(3);
    await page.goto("/blogs?category=Real%20Estate%20Tips");
    const reraCard = card(page, rera.title);
    await expect(reraCard.getByRole("img", { name: rera.title })).toBeVisible();
    await expect(reraCard.getByRole("link", { name: rera.title })).toHaveAttribute(
      "href",
      `/blog/${rera.slug}`,
    );
    await expect(reraCard).toContainText(rera.excerpt.slice(0, 60));
    await expect(reraCard).toContainText("Real Estate Tips");
    await expect(reraCard.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
      rera.tags.slice(0, 3),
    );

    const time = reraCard.locator("time");
    const dateTime = await time.getAttribute("datetime");
    expect(dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect(time).toHaveText(formatLongDate(dateTime!));
    await expect(time).toHaveText(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
    );

    await reraCard.getByRole("link", { name: rera.title }).click();
    await expect(page).toHaveURL(`/blog/${rera.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: rera.title })).toBeVisible();
  },
);

test("the first card image loads eagerly, the rest lazily", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/blogs");
  const images = cards(page).locator("img");
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  const count = await images.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 1; i < count; i++) await expect(images.nth(i)).toHaveAttribute("loading", "lazy");
});

test(
  "a category without published posts says so and links back to all blogs",
  { tag: "@any-width" },
  async ({ page }) => {
    for (const category of ["Property News", draft.category]) {
      expect(publishedCategories).not.toContain(category);
      await page.goto(`/blogs?category=${encodeURIComponent(category)}`);
      await expect(page.getByRole("heading", { name: `No Blogs in "${category}"` })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
    }
    await page.getByRole("link", { name: "See all blogs" }).click();
    await expect(page).toHaveURL("/blogs");
    await expect(card(page, published[0]!.title)).toBeVisible();
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "a category URL is filtered on the server and the chips are plain links",
    { tag: "@any-width" },
    async ({ page }) => {
      const vastu = published.filter((b) => b.category === "Vastu Tips");
      await page.goto("/blogs?category=Vastu%20Tips");
      await expect(cards(page)).toHaveCount(vastu.length);
      await expect(card(page, vastu[0]!.title)).toBeVisible();
      await expect(chip(page, "Vastu Tips")).toHaveAttribute("aria-current", "page");

      await chip(page, "Finance").click();
      await expect(page).toHaveURL("/blogs?category=Finance");
      await expect(cards(page)).toHaveCount(published.filter((b) => b.category === "Finance").length);
    },
  );
});

test.describe("paging past 12 posts", { tag: "@any-width" }, () => {
  test.beforeAll(ensurePagingPosts);

  test("pages through a category with Previous and Next, newest created first", async ({ page }) => {
    await page.goto(`/blogs?category=${encodeURIComponent(pagingCategory)}`);
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first()).toContainText(pagingTitle(25));
    await expect(cards(page).first().locator("time")).toHaveText("January 25, 2025");
    await expect(pagination(page)).toContainText("Page 1 of 3");
    await expect(pagination(page).getByRole("link", { name: "Previous" })).toHaveCount(0);

    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/blogs?category=Market%20Analysis&page=2");
    await expect(pagination(page)).toContainText("Page 2 of 3");
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first()).toContainText(pagingTitle(13));
    await expect(cards(page).last()).toContainText(pagingTitle(2));

    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/blogs?category=Market%20Analysis&page=3");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(pagingTitle(1));
    await expect(pagination(page).getByRole("link", { name: "Next" })).toHaveCount(0);

    await pagination(page).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL("/blogs?category=Market%20Analysis&page=2");
    await expect(chip(page, pagingCategory)).toHaveAttribute("aria-current", "page");
  });

  test("a page past the last goes to the last page; odd page numbers never fail", async ({ page }) => {
    const base = `/blogs?category=${encodeURIComponent(pagingCategory)}`;
    let response = await page.goto(`${base}&page=99`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL("/blogs?category=Market%20Analysis&page=3");
    await expect(cards(page)).toHaveCount(1);

    for (const odd of ["0", "-2", "abc", "1.5", "1", "", "99999999999"]) {
      response = await page.goto(`${base}&page=${encodeURIComponent(odd)}`);
      expect(response?.status(), `page=${odd}`).toBe(200);
      await expect(page).toHaveURL("/blogs?category=Market%20Analysis");
      await expect(cards(page)).toHaveCount(12);
    }

    response = await page.goto("/blogs?category=Property%20News&page=4");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL("/blogs?category=Property%20News");
    await expect(page.getByRole("heading", { name: 'No Blogs in "Property News"' })).toBeVisible();
  });
});

for (const path of ["/blogs", "/blogs?category=Legal%20Advice", "/blogs?category=Property%20News"]) {
  test(`${path} passes axe and does not scroll sideways`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test(
  "the listing has its own title, description, canonical URL and preview image",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/blogs?category=Legal%20Advice");
    await expect(page).toHaveTitle(/^Legal Advice – Blogs \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/blogs\?category=Legal%20Advice$/,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Legal Advice/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/.+\.webp$/);
  },
);

test.describe("a site without blogs", () => {
  test.use({ baseURL: emptySiteUrl });

  test("shows 'No Blogs Yet' and offers the sample blogs to an administrator", async ({ page }) => {
    for (const path of ["/blogs", "/blogs?category=Legal%20Advice"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "No Blogs Yet" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Setup Required" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Add Sample Blogs Only" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Add Sample Projects + Blogs" })).toHaveCount(0);
      await expect(categoryNav(page)).toHaveCount(0);
    }
    expect((await axe(page).analyze()).violations).toEqual([]);
  });
});
