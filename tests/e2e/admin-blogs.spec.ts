import { randomBytes } from "node:crypto";

import type { Locator, Page, TestInfo } from "@playwright/test";
import sharp from "sharp";

import { openDatabase } from "#app/db/database.server.ts";
import { formatLongDate, formatShortDate } from "#app/lib/india-time.ts";
import { sampleBlogs } from "#app/sample-content/sample-blogs.ts";
import { expect, test } from "./fixtures.ts";
import { axe } from "./axe.ts";
import { emptySiteUrl } from "./servers.ts";
import { signIn } from "./staff.ts";

/**
 * Blogs these tests publish use this category: it has a published sample already, and the public
 * listing's tests (blogs.spec.ts) count no cards in it.
 */
const publicCategory = "Real Estate Tips";
const takenSlug = sampleBlogs[0]!.slug;

interface TestBlog {
  title: string;
  slug: string;
  author: string;
  excerpt: string;
  content: string;
}

/** A blog no other test (or other run at the other width) shares. */
function uniqueBlog(info: TestInfo, label: string): TestBlog {
  const suffix = `${info.project.name} ${randomBytes(3).toString("hex")}`;
  const title = `E2E ${label} ${suffix}`;
  return {
    title,
    slug: title.toLowerCase().replace(/\s+/g, "-"),
    author: "Meena Rajendran",
    excerpt: `What buyers should know (${suffix}).`,
    content: `First paragraph about plots.\nA second line.\n\n<h3>Checklist</h3>\n<strong>Patta</strong> and EC.`,
  };
}

/** A real photo-sized JPEG made at test time, for the uploader. */
async function jpeg(info: TestInfo, name = "featured.jpg"): Promise<string> {
  const file = info.outputPath(name);
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 46, g: 107, b: 79 } } })
    .jpeg()
    .toFile(file);
  return file;
}

function siteDatabase() {
  return openDatabase({ kind: "sqlite", file: `${process.env.E2E_DATA_DIR}/site.db` });
}

async function storedBlog(slug: string) {
  const db = siteDatabase();
  try {
    return await db
      .selectFrom("blogs")
      .select(["id", "status", "published_at", "created_at", "featured_image"])
      .where("slug", "=", slug)
      .executeTakeFirst();
  } finally {
    await db.destroy();
  }
}

async function countBlogsTitled(title: string): Promise<number> {
  const db = siteDatabase();
  try {
    const rows = await db.selectFrom("blogs").select("id").where("title", "=", title).execute();
    return rows.length;
  } finally {
    await db.destroy();
  }
}

const editor = (page: Page) => page.getByRole("dialog");
/** A field of the form by its label; Content's is the text area the form posts (its source view). */
const field = (dialog: Locator, label: string) =>
  label === "Content" ? dialog.locator("textarea").and(dialog.getByLabel(label)) : dialog.getByLabel(label);
const row = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });
const toast = (page: Page) => page.getByRole("status").filter({ hasText: /successfully/ });

/** Opens the admin list with JavaScript running (the buttons below need it). */
async function openList(page: Page) {
  await signIn(page);
  await page.goto("/admin/blogs");
  await expect(page.getByRole("heading", { level: 1, name: "Blog Management" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
}

async function openNewEditor(page: Page): Promise<Locator> {
  await page.getByRole("link", { name: "Add New Blog" }).click();
  const dialog = editor(page);
  await expect(dialog.getByRole("heading", { name: "Add New Blog" })).toBeVisible();
  // The formatting toolbar comes with hydration: a title typed before it would not make the slug.
  await expect(dialog.getByRole("button", { name: "HTML source" })).toBeVisible();
  return dialog;
}

async function uploadFeaturedImage(dialog: Locator, file: string) {
  await dialog.getByLabel("Featured Image: Choose image").setInputFiles(file);
  await expect(dialog.getByRole("img", { name: "Featured Image" })).toBeVisible({ timeout: 20_000 });
}

async function fillBlog(
  dialog: Locator,
  blog: TestBlog,
  options: { category?: string; status?: "Draft" | "Published" } = {},
) {
  await dialog.getByLabel("Title").fill(blog.title);
  await expect(dialog.getByLabel("Slug")).toHaveValue(blog.slug);
  await dialog.getByLabel("Author").fill(blog.author);
  await dialog.getByLabel("Category").selectOption(options.category ?? publicCategory);
  await dialog.getByLabel("Excerpt").fill(blog.excerpt);
  // The content is typed as HTML, in the editor's source view (the Content field itself).
  await dialog.getByRole("button", { name: "HTML source" }).click();
  await field(dialog, "Content").fill(blog.content);
  if (options.status) await dialog.getByRole("radio", { name: new RegExp(`^${options.status}`) }).check();
}

async function createBlog(
  page: Page,
  info: TestInfo,
  blog: TestBlog,
  options: { category?: string; status?: "Draft" | "Published"; tags?: string[] } = {},
) {
  const dialog = await openNewEditor(page);
  await fillBlog(dialog, blog, options);
  for (const tag of options.tags ?? []) {
    await dialog.getByLabel("Tags", { exact: true }).fill(tag);
    await dialog.getByLabel("Tags", { exact: true }).press("Enter");
  }
  await uploadFeaturedImage(dialog, await jpeg(info));
  await dialog.getByRole("button", { name: "Add Blog" }).click();
  await expect(toast(page)).toHaveText("Blog added successfully!");
  await expect(editor(page)).toHaveCount(0);
  await expect(row(page, blog.title)).toBeVisible();
}

async function editBlog(page: Page, title: string): Promise<Locator> {
  await page.goto("/admin/blogs");
  await row(page, title)
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  const dialog = editor(page);
  await expect(dialog.getByRole("heading", { name: "Edit Blog" })).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  // The toolbar comes with hydration: a choice made before it could be reset, a click lost.
  await expect(dialog.getByRole("button", { name: "HTML source" })).toBeVisible();
  return dialog;
}

/** The back office's own confirmation dialog (never the browser's). */
function confirmDialog(page: Page) {
  return page.getByRole("dialog", { name: "Are you sure you want to delete this blog?" });
}

async function deleteBlogByUi(page: Page, title: string) {
  await page.goto("/admin/blogs");
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  await row(page, title)
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  await confirmDialog(page).getByRole("button", { name: "Delete blog" }).click();
  await expect(toast(page)).toHaveText("Blog deleted successfully!");
}

test.describe("blog management", () => {
  test("the search finds blogs by title, slug or category and keeps its words in the address", async ({
    page,
  }) => {
    const [first, second] = [sampleBlogs[0]!, sampleBlogs[1]!];
    await openList(page);
    const search = page.getByRole("search", { name: "Search blogs" });
    await search.getByLabel("Search blogs").fill(first.slug);
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/blogs\\?q=${first.slug}$`));
    await expect(row(page, first.title)).toBeVisible();
    await expect(row(page, second.title)).toHaveCount(0);

    await page.goto("/admin/blogs?q=no-such-post-anywhere");
    await expect(page.getByText('Nothing matches "no-such-post-anywhere".')).toBeVisible();
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(row(page, second.title)).toBeVisible();
  });

  test("a draft is listed but not public, the preview shows it; publishing follows the publishedAt rules", async ({
    page,
  }, info) => {
    test.slow();
    const blog = uniqueBlog(info, "Draft to Published");
    await openList(page);
    await createBlog(page, info, blog, { status: "Draft", tags: ["Chennai", "Land"] });

    const listed = row(page, blog.title);
    await expect(listed).toContainText(blog.slug);
    await expect(listed).toContainText(publicCategory);
    await expect(listed).toContainText(blog.author);
    await expect(listed).toContainText("Draft");
    await expect(listed.getByRole("link", { name: /on the website/ })).toHaveCount(0);
    const created = await storedBlog(blog.slug);
    expect(created).toMatchObject({ status: "Draft", published_at: null });
    await expect(listed.locator("time")).toHaveText(formatShortDate(created!.created_at!));
    await expect(listed.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    // Not public: the detail page sends visitors back to the listing.
    await page.goto(`/blog/${blog.slug}`);
    await expect(page).toHaveURL("/blogs");

    // Staff preview: the article as it will look, marked as not published, never indexed.
    await page.goto("/admin/blogs");
    await row(page, blog.title)
      .getByRole("link", { name: `Preview ${blog.title}` })
      .click();
    await expect(page).toHaveURL(`/admin/blogs/${created!.id}/preview`);
    await expect(page.getByText("Preview — not published")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: blog.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Checklist" })).toBeVisible();
    await expect(page.locator("article strong")).toHaveText("Patta");
    await expect(page.getByRole("img", { name: blog.title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    // Publish: public, dated with publishedAt.
    let dialog = await editBlog(page, blog.title);
    await dialog.getByRole("radio", { name: /^Published/ }).check();
    await dialog.getByRole("button", { name: "Update Blog" }).click();
    await expect(toast(page)).toHaveText("Blog updated successfully!");
    await expect(row(page, blog.title)).toContainText("Published");
    const firstPublish = await storedBlog(blog.slug);
    expect(firstPublish!.published_at).not.toBeNull();
    await expect(row(page, blog.title).getByRole("link", { name: /on the website/ })).toHaveAttribute(
      "target",
      "_blank",
    );

    await page.goto(`/blog/${blog.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: blog.title })).toBeVisible();
    await expect(page.locator("article header time")).toHaveText(formatLongDate(firstPublish!.published_at!));

    // Saving again while Published moves publishedAt to now (spec §4).
    dialog = await editBlog(page, blog.title);
    await dialog.getByLabel("Excerpt").fill(`${blog.excerpt} Updated.`);
    await dialog.getByRole("button", { name: "Update Blog" }).click();
    await expect(toast(page)).toHaveText("Blog updated successfully!");
    const republished = await storedBlog(blog.slug);
    expect(new Date(republished!.published_at!).getTime()).toBeGreaterThan(
      new Date(firstPublish!.published_at!).getTime(),
    );

    // Back to Draft: publishedAt stays, and the public page redirects again.
    dialog = await editBlog(page, blog.title);
    await dialog.getByRole("radio", { name: /^Draft/ }).check();
    await dialog.getByRole("button", { name: "Update Blog" }).click();
    await expect(toast(page)).toHaveText("Blog updated successfully!");
    await expect(row(page, blog.title)).toContainText("Draft");
    expect(await storedBlog(blog.slug)).toMatchObject({
      status: "Draft",
      published_at: republished!.published_at,
    });
    await page.goto(`/blog/${blog.slug}`);
    await expect(page).toHaveURL("/blogs");

    await deleteBlogByUi(page, blog.title);
  });

  test("the slug follows every title change and can be edited by hand", async ({ page }) => {
    await openList(page);
    const dialog = await openNewEditor(page);
    const title = dialog.getByLabel("Title");
    const slug = dialog.getByLabel("Slug");

    await title.fill("Top 5 Plots in Chennai, 2026!");
    await expect(slug).toHaveValue("top-5-plots-in-chennai-2026");
    await title.press("End");
    await title.pressSequentially(" -- Part II");
    await expect(slug).toHaveValue("top-5-plots-in-chennai-2026-part-ii");
    await expect(dialog.getByText("/blog/top-5-plots-in-chennai-2026-part-ii")).toBeVisible();

    await slug.fill("chennai-plots");
    await expect(slug).toHaveValue("chennai-plots");
    await expect(title).toHaveValue("Top 5 Plots in Chennai, 2026! -- Part II");

    // Spec §4: the next title change regenerates it, overwriting the hand edit.
    await title.press("End");
    await title.press("Backspace");
    await expect(slug).toHaveValue("top-5-plots-in-chennai-2026-part-i");

    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(editor(page)).toHaveCount(0);
    await expect(page).toHaveURL("/admin/blogs");

    // Opened again, the form starts empty.
    const again = await openNewEditor(page);
    await expect(again.getByLabel("Title")).toHaveValue("");
    await expect(again.getByLabel("Slug")).toHaveValue("");
    await again.getByRole("link", { name: "Close" }).click();
    await expect(editor(page)).toHaveCount(0);

    await openNewEditor(page);
    await page.keyboard.press("Escape");
    await expect(editor(page)).toHaveCount(0);
  });

  test("a taken slug is refused next to the slug field and nothing typed is lost", async ({
    page,
    consoleErrors,
  }, info) => {
    consoleErrors.allow(/status of 400/);
    const blog = uniqueBlog(info, "Taken slug");
    await openList(page);
    const dialog = await openNewEditor(page);
    await fillBlog(dialog, blog, { category: "Investment Guide" });
    await dialog.getByLabel("Tags", { exact: true }).fill("RERA");
    await dialog.getByLabel("Tags", { exact: true }).press("Enter");
    await dialog.getByLabel("Slug").fill(takenSlug);
    await uploadFeaturedImage(dialog, await jpeg(info));
    await dialog.getByRole("button", { name: "Add Blog" }).click();

    const slug = dialog.getByLabel("Slug");
    await expect(slug).toHaveAccessibleDescription(/This slug is already used by another blog/);
    await expect(slug).toHaveAttribute("aria-invalid", "true");
    await expect(slug).toHaveValue(takenSlug);
    await expect(dialog.getByLabel("Title")).toHaveValue(blog.title);
    await expect(dialog.getByLabel("Author")).toHaveValue(blog.author);
    await expect(dialog.getByLabel("Category")).toHaveValue("Investment Guide");
    await expect(field(dialog, "Content")).toHaveValue(blog.content);
    await expect(dialog.getByRole("list", { name: "Chosen tags" })).toHaveText("RERA");
    await expect(dialog.getByRole("img", { name: "Featured Image" })).toBeVisible();
    expect(await countBlogsTitled(blog.title)).toBe(0);

    // Fixing the slug saves everything that was kept.
    await slug.fill(blog.slug);
    await dialog.getByRole("button", { name: "Add Blog" }).click();
    await expect(toast(page)).toHaveText("Blog added successfully!");
    await expect(row(page, blog.title)).toContainText("Investment Guide");

    // Editing another blog onto a taken slug is refused the same way.
    const edit = await editBlog(page, blog.title);
    await edit.getByLabel("Slug").fill(takenSlug);
    await edit.getByRole("button", { name: "Update Blog" }).click();
    await expect(edit.getByLabel("Slug")).toHaveAccessibleDescription(/already used by another blog/);
    expect((await storedBlog(blog.slug))?.status).toBe("Draft");

    await deleteBlogByUi(page, blog.title);
  });

  test("without a featured image nothing is saved", async ({ page, consoleErrors }, info) => {
    consoleErrors.allow(/status of 400/);
    const blog = uniqueBlog(info, "No image");
    await openList(page);
    const dialog = await openNewEditor(page);
    await fillBlog(dialog, blog);
    await dialog.getByRole("button", { name: "Add Blog" }).click();
    await expect(dialog.getByText("Please upload a featured image", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Title")).toHaveValue(blog.title);
    expect(await countBlogsTitled(blog.title)).toBe(0);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(row(page, blog.title)).toHaveCount(0);
  });

  test("required fields are marked, and the server names each missing one", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    await openList(page);
    const dialog = await openNewEditor(page);
    for (const label of ["Title", "Slug", "Author", "Category", "Excerpt", "Content"]) {
      await expect(field(dialog, label)).toHaveAttribute("required", "");
    }
    await expect(dialog.getByLabel("Excerpt")).toHaveAttribute("rows", "3");
    await expect(field(dialog, "Content")).toHaveAttribute("rows", "12");
    await expect(dialog.getByText(/Line breaks are kept/)).toBeVisible();
    await expect(dialog.getByRole("radio", { name: /^Draft/ })).toBeChecked();
    await expect(dialog.getByLabel("Category").getByRole("option")).toHaveText([
      "Select a category",
      "Real Estate Tips",
      "Investment Guide",
      "Market Analysis",
      "Legal Advice",
      "Property News",
      "Vastu Tips",
      "Finance",
      "Location Guide",
    ]);

    // The browser stops an empty form; past it, the server answers field by field.
    await dialog.locator("form").evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await dialog.getByLabel("Title").fill("   ");
    await expect(dialog.getByLabel("Slug")).toHaveValue("-");
    await dialog.getByLabel("Slug").fill("");
    await dialog.getByRole("button", { name: "Add Blog" }).click();
    const messages: [string, string][] = [
      ["Title", "Please enter a title."],
      ["Slug", "Please enter a slug."],
      ["Author", "Please enter the author's name."],
      ["Category", "Please select a category"],
      ["Excerpt", "Please enter an excerpt."],
      ["Content", "Please enter the content."],
    ];
    for (const [label, message] of messages) {
      await expect(field(dialog, label)).toHaveAccessibleDescription(new RegExp(message.replace(".", "\\.")));
    }
    await expect(dialog.getByText("Please upload a featured image", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Title")).toBeFocused();

    await dialog.getByLabel("Slug").fill("Not A Slug");
    await dialog.getByRole("button", { name: "Add Blog" }).click();
    await expect(dialog.getByLabel("Slug")).toHaveAccessibleDescription(
      /Use only lowercase letters a–z, digits and hyphens/,
    );
  });

  test("tags: trimmed, empty and repeated ones ignored, suggestions filtered; cards show at most 3", async ({
    page,
  }, info) => {
    test.slow();
    const blog = uniqueBlog(info, "Tags");
    await openList(page);
    const dialog = await openNewEditor(page);
    const input = dialog.getByLabel("Tags", { exact: true });
    const chosen = dialog.getByRole("list", { name: "Chosen tags" }).getByRole("listitem");
    const suggested = dialog.getByRole("list", { name: "Suggested tags" }).getByRole("button");

    await expect(suggested).toHaveCount(15);
    await input.fill("  Chennai  ");
    await input.press("Enter");
    await input.fill("chennai");
    await input.press("Enter");
    await input.fill("   ");
    await input.press("Enter");
    await expect(chosen).toHaveText(["Chennai"]);

    // Case-insensitive substring, without the chosen ones.
    await input.fill("IN");
    await expect(suggested).toHaveText(["Add Investment", "Add Finance"]);
    await suggested.filter({ hasText: "Finance" }).click();
    await input.fill("t");
    await expect(suggested.filter({ hasText: /^Add Real Estate$/ })).toHaveCount(1);
    await expect(suggested.filter({ hasText: "Finance" })).toHaveCount(0);
    await input.fill("");
    for (const tag of ["DTCP", "Market Trends"]) await suggested.filter({ hasText: tag }).click();
    await expect(chosen).toHaveText(["Chennai", "Finance", "DTCP", "Market Trends"]);
    await dialog.getByRole("button", { name: "Remove DTCP" }).click();
    await input.fill("Own Tag");
    await input.press("Enter");
    await expect(chosen).toHaveText(["Chennai", "Finance", "Market Trends", "Own Tag"]);

    await fillBlog(dialog, blog, { status: "Published" });
    await uploadFeaturedImage(dialog, await jpeg(info));
    await dialog.getByRole("button", { name: "Add Blog" }).click();
    await expect(toast(page)).toHaveText("Blog added successfully!");

    await page.goto(`/blogs?category=${encodeURIComponent(publicCategory)}`);
    const card = page
      .getByRole("main")
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: blog.title }) });
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "Chennai",
      "Finance",
      "Market Trends",
    ]);
    await page.goto(`/blog/${blog.slug}`);
    await expect(page.getByRole("listitem").filter({ hasText: "Own Tag" })).toBeVisible();

    await deleteBlogByUi(page, blog.title);
  });

  test("delete asks first, and cancelling keeps the blog", async ({ page }, info) => {
    const blog = uniqueBlog(info, "Delete");
    await openList(page);
    await createBlog(page, info, blog, { category: "Property News" });
    const image = (await storedBlog(blog.slug))!.featured_image;

    const browserDialogs: string[] = [];
    page.on("dialog", (dialog) => {
      browserDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await row(page, blog.title)
      .getByRole("button", { name: `Delete ${blog.title}` })
      .click();
    await expect(confirmDialog(page)).toContainText(blog.title);
    await confirmDialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(confirmDialog(page)).toBeHidden();
    await expect(row(page, blog.title)).toBeVisible();
    expect(await storedBlog(blog.slug)).toBeDefined();

    await row(page, blog.title)
      .getByRole("button", { name: `Delete ${blog.title}` })
      .click();
    await confirmDialog(page).getByRole("button", { name: "Delete blog" }).click();
    await expect(toast(page)).toHaveText("Blog deleted successfully!");
    expect(browserDialogs).toEqual([]);
    await expect(row(page, blog.title)).toHaveCount(0);
    expect(await storedBlog(blog.slug)).toBeUndefined();

    // Its featured image was used by nothing else, so it is gone too.
    const response = await page.request.get(`${image}/480.webp`);
    expect(response.status()).toBe(404);
  });

  const pages: [string, (draftId: string) => string][] = [
    ["the list", () => "/admin/blogs"],
    ["the new blog editor", () => "/admin/blogs?new"],
    ["the edit editor", (id) => `/admin/blogs?edit=${id}`],
    ["the preview", (id) => `/admin/blogs/${id}/preview`],
  ];
  for (const [name, path] of pages) {
    test(`${name} passes axe and does not scroll sideways, on a phone too`, async ({ page }) => {
      test.slow();
      await signIn(page);
      const draft = sampleBlogs.find((b) => b.status === "Draft")!;
      const url = path((await storedBlog(draft.slug))!.id);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(url);
        await expect(page.locator("h1")).toBeVisible();
        expect((await axe(page).analyze()).violations, `${width}px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
      }
    });
  }

  test("an unknown blog id goes back to the list", async ({ page }) => {
    await signIn(page);
    for (const path of [
      "/admin/blogs/00000000-0000-4000-8000-000000000000/preview",
      "/admin/blogs/not-an-id/preview",
      "/admin/blogs?edit=00000000-0000-4000-8000-000000000000",
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL("/admin/blogs");
      await expect(page.getByRole("alert")).toHaveText("That blog no longer exists.");
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a blog can be added (with its image), edited and deleted with a confirmation step", async ({
    page,
  }, info) => {
    test.slow();
    const blog = uniqueBlog(info, "No JS");
    await signIn(page);
    await page.goto("/admin/blogs");
    await page.getByRole("link", { name: "Add New Blog" }).click();
    await expect(page).toHaveURL(/\/admin\/blogs\?new/);
    const dialog = editor(page);
    await dialog.getByLabel("Title").fill(blog.title);
    // The slug cannot follow the title without JavaScript; it is typed, and checked on the server.
    await dialog.getByLabel("Slug").fill(blog.slug);
    await dialog.getByLabel("Author").fill(blog.author);
    await dialog.getByLabel("Category").selectOption("Legal Advice");
    await dialog.getByLabel("Tags", { exact: true }).fill("Legal");
    await dialog.getByLabel("Excerpt").fill(blog.excerpt);
    await dialog.getByLabel("Content").fill(blog.content);
    await dialog.getByLabel("Featured Image: Choose image").setInputFiles(await jpeg(info));
    await dialog.getByRole("button", { name: "Add Blog" }).click();
    await expect(page.getByRole("status")).toHaveText("Blog added successfully!");
    await expect(row(page, blog.title)).toContainText("Draft");
    const stored = await storedBlog(blog.slug);
    expect(stored?.featured_image).toMatch(/^\/media\//);

    await row(page, blog.title)
      .getByRole("link", { name: `Edit ${blog.title}` })
      .click();
    await editor(page).getByLabel("Author").fill("S. Lakshmi");
    await editor(page).getByRole("button", { name: "Update Blog" }).click();
    await expect(page.getByRole("status")).toHaveText("Blog updated successfully!");
    await expect(row(page, blog.title)).toContainText("S. Lakshmi");

    await row(page, blog.title)
      .getByRole("button", { name: `Delete ${blog.title}` })
      .click();
    const confirm = editor(page);
    await expect(confirm.getByText("Are you sure you want to delete this blog?")).toBeVisible();
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(row(page, blog.title)).toBeVisible();
    await row(page, blog.title)
      .getByRole("button", { name: `Delete ${blog.title}` })
      .click();
    await editor(page).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status")).toHaveText("Blog deleted successfully!");
    await expect(row(page, blog.title)).toHaveCount(0);
  });
});

test.describe("a site without blogs", () => {
  test.use({ baseURL: emptySiteUrl });

  test("says 'No blogs found. Add your first blog!'", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/blogs");
    await expect(page.getByText("No blogs found. Add your first blog!")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Add New Blog" })).toBeVisible();
  });
});
