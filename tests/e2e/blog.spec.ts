import type { Page } from "@playwright/test";

import { openDatabase } from "#app/db/database.server.ts";
import { addBlog, getBlogBySlug } from "#app/domain/blogs/blogs.server.ts";
import { formatLongDate } from "#app/lib/india-time.ts";
import { sampleBlogs } from "#app/sample-content/sample-blogs.ts";
import { expect, test } from "./fixtures.ts";
import { axe } from "./axe.ts";
import { emptySiteUrl } from "./servers.ts";
import { expectShareImage } from "./share-images.ts";

const published = sampleBlogs.filter((b) => b.status === "Published");
const draft = sampleBlogs.find((b) => b.status === "Draft")!;
const rera = published.find((b) => b.slug.startsWith("rera-for-plot-buyers"))!;
const vastu = published.find((b) => b.category === "Vastu Tips")!;

const article = (page: Page) => page.getByRole("article");
/** A post's own scripts have run once its Share button shows; the listing's links need none. */
const hydrated = (page: Page) =>
  new URL(page.url()).pathname.startsWith("/blog/")
    ? expect(page.getByRole("button", { name: "Share" })).toBeVisible()
    : page.waitForLoadState("load");

/** A published post full of attacks (category "Security Check", known to blogs.spec.ts). */
const hostile = {
  title: "Sanitising test post",
  slug: "sanitising-test-post",
  content: [
    "First line",
    "Second line",
    "<script>window.__pwned = 'script'</script>",
    "<img src=x onerror=\"window.__pwned = 'img'\">",
    "<a href=\"javascript:window.__pwned = 'link'\">Bad link</a>",
    "<a href=\"&#106;avascript:window.__pwned = 'entity'\">Encoded link</a>",
    "<svg onload=\"window.__pwned = 'svg'\"></svg>",
    '<iframe src="https://example.com"></iframe>',
    "<style>body { display: none }</style>",
    '<form action="/enquiry" method="post"><input name="x"><button>Send</button></form>',
    '<p STYLE="position:fixed;inset:0" ONCLICK="window.__pwned = \'click\'">Styled</p>',
    '<a href="https://www.tnrera.in/">TNRERA</a>',
  ].join("\n"),
};

async function ensureHostilePost() {
  const db = openDatabase({ kind: "sqlite", file: `${process.env.E2E_DATA_DIR}/site.db` });
  try {
    const image = (await getBlogBySlug(db, published[0]!.slug))!.featuredImage;
    for (let attempt = 1; !(await getBlogBySlug(db, hostile.slug)); attempt++) {
      try {
        await addBlog(db, {
          title: hostile.title,
          slug: hostile.slug,
          excerpt: "Checks that stored HTML cannot run scripts on the page.",
          content: hostile.content,
          featuredImage: image,
          author: "Test Writer",
          category: "Security Check",
          tags: [],
          status: "Published",
        });
      } catch (error) {
        // The other worker may have added it first; look again.
        if (attempt >= 5) throw error;
      }
    }
  } finally {
    await db.destroy();
  }
}

test(
  "shows title, image, date, author, category, every tag and the content with line breaks",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto(`/blog/${rera.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: rera.title })).toBeVisible();
    await expect(article(page).getByRole("img", { name: rera.title })).toHaveAttribute(
      "fetchpriority",
      "high",
    );
    await expect(article(page).getByText(rera.author, { exact: true })).toBeVisible();
    await expect(article(page).getByText("Author", { exact: true })).toBeVisible();
    await expect(article(page).getByRole("link", { name: rera.category })).toHaveAttribute(
      "href",
      "/blogs?category=Real%20Estate%20Tips",
    );
    await expect(article(page).getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
      rera.tags,
    );

    const time = article(page).locator("header time");
    const dateTime = await time.getAttribute("datetime");
    await expect(time).toHaveText(formatLongDate(dateTime!));
    await expect(time).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    await expect(
      article(page).getByRole("heading", { level: 2, name: "What registration gives you" }),
    ).toBeVisible();
    await expect(article(page).locator("strong", { hasText: "Disclosure." })).toBeVisible();
    // Blank lines between paragraphs became line breaks.
    expect(await article(page).locator("br").count()).toBeGreaterThan(10);
  },
);

test(
  "describes the post for link previews as an article",
  { tag: "@any-width" },
  async ({ page, request }) => {
    await page.goto(`/blog/${rera.slug}`);
    expect((await page.title()).startsWith(`${rera.title} | `)).toBe(true);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", rera.excerpt);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", rera.excerpt);
    expect(await expectShareImage(page, request, "post")).toBe(rera.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/blog/${rera.slug}$`),
    );
    const published = await page.locator('meta[property="article:published_time"]').getAttribute("content");
    expect(new Date(published!).toISOString()).toBe(published);
  },
);

test(
  "the Draft sample, an unknown slug and a missing slug redirect to /blogs",
  { tag: "@any-width" },
  async ({ page, request }) => {
    for (const path of [`/blog/${draft.slug}`, "/blog/no-such-post", "/blog/%20"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()["location"], path).toBe("/blogs");
    }
    await page.goto(`/blog/${draft.slug}`);
    await expect(page).toHaveURL("/blogs");
    await expect(page.getByRole("heading", { name: draft.title })).toHaveCount(0);
  },
);

test.describe("share", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("without a share sheet, copies the link and says so", async ({ page }) => {
    await page.goto(`/blog/${vastu.slug}`);
    // Debian's Chromium has no Web Share API at either width; the test does not rely on that.
    expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied to clipboard!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(page.url()).toMatch(new RegExp(`/blog/${vastu.slug}$`));
  });

  test("uses the device share sheet with the title, excerpt and URL when there is one", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await page.goto(`/blog/${vastu.slug}?utm_source=whatsapp`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toEqual({
        title: vastu.title,
        text: vastu.excerpt,
        url: new URL(`/blog/${vastu.slug}`, page.url()).href,
      });
    await expect(page.getByText("Link copied to clipboard!")).toHaveCount(0);
  });

  test("when copying is refused as well, shows the link in a field to copy by hand", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
      });
    });
    await page.goto(`/blog/${vastu.slug}`);
    await page.getByRole("button", { name: "Share" }).click();
    const field = page.getByRole("textbox", { name: "Copy this link to share it" });
    await expect(field).toHaveValue(page.url());
    await expect(field).toBeFocused();
    await expect(page.getByText("Link copied to clipboard!")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(field).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Share" })).toBeFocused();
  });
});

test("'Back to Blogs' goes to the listing", { tag: "@any-width" }, async ({ page }) => {
  await page.goto(`/blog/${vastu.slug}`);
  await page.getByRole("link", { name: "Back to Blogs" }).click();
  await expect(page).toHaveURL("/blogs");
});

test("the Back button returns to the page the visitor came from", async ({ page }) => {
  await page.goto("/blogs?category=Vastu%20Tips");
  await hydrated(page);
  await page.getByRole("link", { name: vastu.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: vastu.title })).toBeVisible();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL("/blogs?category=Vastu%20Tips");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the post reads fully and offers only controls that work", { tag: "@any-width" }, async ({ page }) => {
    await page.goto(`/blog/${rera.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: rera.title })).toBeVisible();
    await expect(
      article(page).getByRole("heading", { level: 2, name: "How to verify a project" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Share" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Back", exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to Blogs" }).click();
    await expect(page).toHaveURL("/blogs");
  });
});

test.describe("stored HTML", { tag: "@any-width" }, () => {
  test.beforeAll(ensureHostilePost);

  test("is sanitised: nothing runs, forms and styles are gone, safe links stay", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    await page.goto(`/blog/${hostile.slug}`);
    await hydrated(page);
    const body = article(page);
    await expect(body).toContainText("First line");
    await expect(body).toContainText("Second line");
    await body.getByText("Bad link").click();
    await body.getByText("Encoded link").click();
    await body.getByText("Styled").click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    await expect(
      body.locator(
        "script, iframe, form, input, svg:not([aria-hidden=true]), style, [style], [onclick], [onerror]",
      ),
    ).toHaveCount(0);
    await expect(body.getByRole("link", { name: "Bad link" })).toHaveCount(0);
    const safe = body.getByRole("link", { name: "TNRERA" });
    await expect(safe).toHaveAttribute("href", "https://www.tnrera.in/");
    await expect(safe).toHaveAttribute("rel", "noopener noreferrer");
    await expect(safe).toHaveAttribute("target", "_blank");
    await expect(page).toHaveURL(`/blog/${hostile.slug}`);
  });
});

test("a post passes axe and does not scroll sideways", async ({ page }) => {
  await page.goto(`/blog/${rera.slug}`);
  await hydrated(page);
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test.describe("a site without blogs", () => {
  test.use({ baseURL: emptySiteUrl });

  test("sends any post address to the empty listing", { tag: "@any-width" }, async ({ page }) => {
    await page.goto(`/blog/${rera.slug}`);
    await expect(page).toHaveURL("/blogs");
    await expect(page.getByRole("heading", { name: "No Blogs Yet" })).toBeVisible();
  });
});
