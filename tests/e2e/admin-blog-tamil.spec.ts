import { randomBytes } from "node:crypto";

import type { Page } from "@playwright/test";

import { addBlog, getBlog } from "#app/domain/blogs/blogs.server.ts";
import { expect, test } from "./fixtures.ts";
import { withSiteDatabase } from "./leads.ts";
import { signIn } from "./staff.ts";

/**
 * Issue "Tamil and English": staff write a post's Tamil texts in the same editor, and the back
 * office says which posts and fields still lack them.
 */

/** A Draft post in English only, which no other test shares. */
async function englishPost(): Promise<{ id: string; title: string; slug: string }> {
  const marker = randomBytes(3).toString("hex");
  const title = `E2E Tamil ${marker}`;
  const slug = `e2e-tamil-${marker}`;
  const id = await withSiteDatabase(async (db) =>
    addBlog(db, {
      title,
      slug,
      excerpt: "What to check before paying an advance.",
      content: "<p>Ask for the approval letter.</p>",
      // A sample post's picture: this site's own media, which the page's policy lets show.
      featuredImage: (
        await db.selectFrom("blogs").select("featured_image").limit(1).executeTakeFirstOrThrow()
      ).featured_image,
      author: "Meena Rajendran",
      category: "Legal Advice",
      tags: ["DTCP"],
    }),
  );
  return { id, title, slug };
}

async function openEditor(page: Page, id: string) {
  await page.goto(`/admin/blogs?edit=${id}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Edit Blog" })).toBeVisible();
  // The fields open with JavaScript: wait for the page to be hydrated.
  await expect(dialog.getByRole("button", { name: "HTML source" })).toBeVisible();
  return dialog;
}

const tamilTitle = "மனை வாங்கும் முன் DTCP அங்கீகாரம்";
const tamilSlug = "மனை-வாங்கும்-முன்-dtcp-அங்கீகாரம்";

test("a post without Tamil shows what is missing, in its editor and in the list", async ({ page }) => {
  const post = await englishPost();
  await signIn(page);
  const dialog = await openEditor(page, post.id);
  await expect(dialog.getByText("Not translated yet: Title, Slug, Excerpt, Content.")).toBeVisible();

  await page.goto(`/admin/blogs?q=${post.slug}`);
  const row = page.getByRole("row").filter({ hasText: post.title });
  await expect(row.getByText("4 texts not in Tamil yet")).toBeVisible();
});

test("staff write a post's Tamil title, slug, excerpt and content in the editor, and they are kept", async ({
  page,
}) => {
  test.slow();
  const post = await englishPost();
  await signIn(page);
  let dialog = await openEditor(page, post.id);
  await dialog.getByRole("button", { name: "Write the Tamil texts" }).click();

  await dialog.getByLabel(/^Title in Tamil/).fill(tamilTitle);
  // The Tamil slug follows the Tamil title, in Tamil letters.
  await expect(dialog.getByLabel(/^Slug in Tamil/)).toHaveValue(tamilSlug);
  await dialog.getByLabel(/^Excerpt in Tamil/).fill("முன்பணம் கொடுக்கும் முன் பாருங்கள்.");
  const content = dialog
    .getByRole("textbox", { name: /^Content in Tamil/ })
    .and(dialog.locator("[contenteditable]"));
  await content.click();
  await page.keyboard.type("அங்கீகாரக் கடிதத்தைக் கேளுங்கள்.");
  await dialog.getByRole("button", { name: "Update Blog" }).click();
  await expect(page.getByRole("status").filter({ hasText: /successfully/ })).toHaveText(
    "Blog updated successfully!",
  );

  const stored = await withSiteDatabase((db) => getBlog(db, post.id));
  expect(stored).toMatchObject({
    title: post.title,
    titleTa: tamilTitle,
    slugTa: tamilSlug,
    excerptTa: "முன்பணம் கொடுக்கும் முன் பாருங்கள்.",
    contentTa: "<p>அங்கீகாரக் கடிதத்தைக் கேளுங்கள்.</p>",
    content: "<p>Ask for the approval letter.</p>",
  });

  await page.goto(`/admin/blogs?q=${post.slug}`);
  await expect(page.getByRole("row").filter({ hasText: post.title })).not.toContainText("not in Tamil");

  dialog = await openEditor(page, post.id);
  await expect(dialog.getByText("Everything is translated into Tamil.")).toBeVisible();
  await expect(dialog.getByText(/Not translated yet/)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Write the Tamil texts" }).click();
  await expect(dialog.getByLabel(/^Title in Tamil/)).toHaveValue(tamilTitle);
  await expect(dialog.getByLabel(/^Slug in Tamil/)).toHaveValue(tamilSlug);
  await expect(dialog.getByLabel(/^Excerpt in Tamil/)).toHaveValue("முன்பணம் கொடுக்கும் முன் பாருங்கள்.");
  await expect(dialog.getByRole("textbox", { name: /^Content in Tamil/ }).first()).toContainText(
    "அங்கீகாரக் கடிதத்தைக் கேளுங்கள்.",
  );

  // Saving without opening the Tamil fields keeps the Tamil texts as they are.
  dialog = await openEditor(page, post.id);
  await dialog.getByLabel("Excerpt").fill("Edited in English only.");
  await dialog.getByRole("button", { name: "Update Blog" }).click();
  await expect(page.getByRole("status").filter({ hasText: /successfully/ })).toHaveText(
    "Blog updated successfully!",
  );
  expect(await withSiteDatabase((db) => getBlog(db, post.id))).toMatchObject({
    excerpt: "Edited in English only.",
    titleTa: tamilTitle,
    slugTa: tamilSlug,
    contentTa: "<p>அங்கீகாரக் கடிதத்தைக் கேளுங்கள்.</p>",
  });
});
