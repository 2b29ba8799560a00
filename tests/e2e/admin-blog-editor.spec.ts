import { randomBytes } from "node:crypto";

import type { Locator, Page, TestInfo } from "@playwright/test";
import sharp from "sharp";

import { foreignPicturesMessage } from "#app/domain/blogs/content-pictures.ts";
import { expect, test } from "./fixtures.ts";
import { withSiteDatabase } from "./leads.ts";
import { signIn } from "./staff.ts";

/** A Word paragraph, heading and list as the clipboard carries them: classes, styles, `<o:p>`. */
const wordSnippet = [
  `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body>`,
  `<h1 class=MsoTitle style='mso-outline-level:1'><span style='font-family:"Calibri Light";color:#2F5496'>Buying land in Madurai</span></h1>`,
  `<p class=MsoNormal style='margin-bottom:0cm;line-height:115%'><b><span style='font-size:14.0pt;font-family:Calibri'>Check the patta</span></b><span style='font-size:14.0pt'> before paying <i>any</i> advance.</span><o:p></o:p></p>`,
  `<ul style='margin-top:0cm'><li class=MsoListParagraph style='mso-list:l0 level1 lfo1'><span style='color:red'>Encumbrance certificate</span></li></ul>`,
  `</body></html>`,
].join("");

async function openNewPost(page: Page) {
  await signIn(page);
  await page.goto("/admin/blogs?new");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Add New Blog" })).toBeVisible();
  await expect(formatted(dialog)).toBeVisible();
  return dialog;
}

/** The formatted view and the source view are both named by the field's label, Content. */
const formatted = (dialog: Locator) =>
  dialog.getByRole("textbox", { name: "Content" }).and(dialog.locator("[contenteditable]"));
const source = (dialog: Locator) => dialog.locator("textarea").and(dialog.getByLabel("Content"));
const sourceToggle = (dialog: Locator) => dialog.getByRole("button", { name: "HTML source" });

async function paste(target: Locator, html: string) {
  await target.evaluate((element, data) => {
    const clipboard = new DataTransfer();
    clipboard.setData("text/html", data);
    clipboard.setData("text/plain", "plain text fallback");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: clipboard, bubbles: true }));
  }, html);
}

test("the toolbar and Markdown-style typing format the text, and the field posts their HTML", async ({
  page,
}) => {
  test.slow();
  const dialog = await openNewPost(page);
  const editor = formatted(dialog);
  await expect(source(dialog)).toBeHidden();
  await editor.click();
  await page.keyboard.type("Road access");
  await dialog.getByRole("button", { name: "Heading", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "Heading", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.press("Enter");
  await page.keyboard.type("The plots face a ");
  await dialog.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("40 feet");
  await dialog.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type(" road.");
  await page.keyboard.press("Enter");
  // Markdown-looking input becomes formatting as it is typed.
  await page.keyboard.type("## Water ");
  await page.keyboard.type("supply");
  await page.keyboard.press("Enter");
  await page.keyboard.type("- Borewell");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Ask about **patta** first");

  await expect(editor.locator("h2")).toHaveText(["Road access", "Water supply"]);
  await expect(source(dialog)).toHaveValue(
    "<h2>Road access</h2><p>The plots face a <strong>40 feet</strong> road.</p><h2>Water supply</h2>" +
      "<ul><li>Borewell</li></ul><p>Ask about <strong>patta</strong> first</p>",
  );
});

test("Link links the chosen words to a checked address, Enter applies it, and Remove link takes it off", async ({
  page,
}) => {
  const dialog = await openNewPost(page);
  const editor = formatted(dialog);
  await editor.click();
  await page.keyboard.type("See the DTCP site");
  for (let step = 0; step < "DTCP site".length; step++) await page.keyboard.press("Shift+ArrowLeft");
  await dialog.getByRole("button", { name: "Link" }).click();
  const address = dialog.getByLabel("Link address");
  await expect(address).toBeFocused();
  await address.fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Add link" }).click();
  await expect(address).toHaveAccessibleDescription(
    "Use an address starting with https://, mailto:, tel: or /.",
  );
  await expect(editor.getByRole("link")).toHaveCount(0);

  await address.fill("https://www.dtcp.tn.gov.in");
  await address.press("Enter");
  await expect(address).toBeHidden();
  await expect(editor.getByRole("link", { name: "DTCP site" })).toHaveAttribute(
    "href",
    "https://www.dtcp.tn.gov.in",
  );

  await editor.getByRole("link", { name: "DTCP site" }).click();
  await expect(dialog.getByRole("button", { name: "Link" })).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("button", { name: "Link" }).click();
  await dialog.getByRole("button", { name: "Remove link" }).click();
  await expect(editor.getByRole("link")).toHaveCount(0);
  await expect(editor).toHaveText("See the DTCP site");
});

test("text pasted from Word keeps its structure and loses its styles", async ({ page }) => {
  const dialog = await openNewPost(page);
  await formatted(dialog).click();
  await paste(formatted(dialog), wordSnippet);
  await expect(formatted(dialog).locator("strong")).toHaveText("Check the patta");
  const html = await source(dialog).inputValue();
  expect(html).toBe(
    "<h2>Buying land in Madurai</h2><p><strong>Check the patta</strong> before paying <em>any</em> advance.</p>" +
      "<ul><li>Encumbrance certificate</li></ul>",
  );
});

test("the HTML source view is the 12-row Content field, and its edits show when formatting again", async ({
  page,
}) => {
  const dialog = await openNewPost(page);
  await sourceToggle(dialog).click();
  await expect(sourceToggle(dialog)).toHaveAttribute("aria-pressed", "true");
  await expect(formatted(dialog)).toBeHidden();
  await expect(source(dialog)).toBeVisible();
  await expect(source(dialog)).toHaveAttribute("rows", "12");
  await expect(dialog.getByRole("button", { name: "Bold" })).toBeDisabled();
  await source(dialog).fill("Intro line\nSecond line\n<h3>Legal</h3><blockquote>Read the deed.</blockquote>");
  await sourceToggle(dialog).click();
  await expect(formatted(dialog)).toBeVisible();
  await expect(formatted(dialog).locator("h3")).toHaveText("Legal");
  await expect(formatted(dialog).locator("blockquote")).toHaveText("Read the deed.");
  await expect(formatted(dialog).locator("br")).toHaveCount(1);
  // Untouched, the field keeps the text as typed.
  await expect(source(dialog)).toHaveValue(
    "Intro line\nSecond line\n<h3>Legal</h3><blockquote>Read the deed.</blockquote>",
  );
});

async function featuredImage(info: TestInfo): Promise<string> {
  const file = info.outputPath("featured.jpg");
  await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 46, g: 107, b: 79 } } })
    .jpeg()
    .toFile(file);
  return file;
}

test("a post written in the editor is published sanitised, with its pictures", async ({ page }, info) => {
  test.slow();
  const suffix = randomBytes(3).toString("hex");
  const title = `E2E Editor post ${suffix}`;
  const dialog = await openNewPost(page);
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Author").fill("Meena Rajendran");
  await dialog.getByLabel("Category").selectOption("Real Estate Tips");
  await dialog.getByLabel("Excerpt").fill("Written with the editor.");
  await formatted(dialog).click();
  await paste(formatted(dialog), wordSnippet);
  await dialog.getByLabel("Image file").setInputFiles(await featuredImage(info));
  await expect(formatted(dialog).locator("img[src]")).toHaveCount(1, { timeout: 20_000 });
  // Something harmful typed into the source view never reaches the public page.
  await sourceToggle(dialog).click();
  const html = await source(dialog).inputValue();
  expect(html).toMatch(/<img src="\/media\/[0-9a-z]{16}-800x600\/800\.webp" alt="">/);
  await source(dialog).fill(
    `${html}<p onclick="alert(1)" style="color:red">Tail<script>alert(2)</script></p>`,
  );
  await dialog.getByLabel("Featured Image: Choose image").setInputFiles(await featuredImage(info));
  await expect(dialog.getByRole("img", { name: "Featured Image" })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole("radio", { name: /^Published/ }).check();
  await dialog.getByRole("button", { name: "Add Blog" }).click();
  await expect(page.getByRole("status").filter({ hasText: /successfully/ })).toBeVisible();

  await page.goto(`/blog/${title.toLowerCase().replace(/\s+/g, "-")}`);
  const body = page.locator("article .max-w-\\[68ch\\]");
  await expect(body.locator("h2")).toHaveText("Buying land in Madurai");
  await expect(body.locator("strong")).toHaveText("Check the patta");
  await expect(body.locator("li")).toHaveText("Encumbrance certificate");
  await expect(body.locator("img")).toHaveAttribute("src", /^\/media\//);
  await expect(body.getByText("Tail")).toBeVisible();
  const published = await body.innerHTML();
  expect(published).not.toMatch(/<script|onclick|style=|class=|Mso/i);
});

test("a picture from another site is refused next to Content, which says where pictures come from", async ({
  page,
  consoleErrors,
}, info) => {
  // The refusal answers 400, which the browser logs.
  consoleErrors.allow(/status of 400/);
  const title = `E2E Foreign picture ${randomBytes(3).toString("hex")}`;
  const dialog = await openNewPost(page);
  await expect(dialog.getByText("Pictures come from this site's uploads only")).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Author").fill("Meena Rajendran");
  await dialog.getByLabel("Category").selectOption("Real Estate Tips");
  await dialog.getByLabel("Excerpt").fill("A picture from elsewhere.");
  await sourceToggle(dialog).click();
  await source(dialog).fill(
    '<p>Our entrance arch</p><img src="https://images.example.com/arch.jpg" alt="Arch">',
  );
  await dialog.getByLabel("Featured Image: Choose image").setInputFiles(await featuredImage(info));
  await expect(dialog.getByRole("img", { name: "Featured Image" })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole("button", { name: "Add Blog" }).click();
  await expect(dialog.getByText(foreignPicturesMessage(["images.example.com"]))).toBeVisible();
  // The form keeps what was typed; nothing was stored.
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  const stored = await withSiteDatabase((db) =>
    db.selectFrom("blogs").select("id").where("title", "=", title).execute(),
  );
  expect(stored).toEqual([]);
});

test("the formatted editor is named by its label, Content", async ({ page }) => {
  const dialog = await openNewPost(page);
  const editor = dialog.getByRole("textbox", { name: "Content" });
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await expect(editor).toHaveAccessibleName("Content");
  await expect(editor).toHaveAccessibleDescription(/Line breaks are kept/);
});

for (const [form, path] of [
  ["Add New Blog", () => "/admin/blogs?new"],
  ["Edit Blog", (id: string) => `/admin/blogs?edit=${id}`],
] as const) {
  test(`typing at once after "${form}" opens goes into the Title, whole, as the editor loads`, async ({
    page,
  }) => {
    await signIn(page);
    const [post] = await withSiteDatabase((db) =>
      db.selectFrom("blogs").select(["id", "content"]).orderBy("created_at").limit(1).execute(),
    );
    await page.goto(path(post!.id));
    const dialog = page.getByRole("dialog");
    const title = dialog.getByLabel("Title");
    await expect(title).toBeFocused();
    const before = await title.inputValue();
    await page.keyboard.type("Abcdefghij");
    // The editor arrives in its own chunk: once it is there, typing still goes to the Title.
    await expect(formatted(dialog)).toBeVisible();
    await page.keyboard.type("klm");
    await expect(title).toBeFocused();
    await expect(title).toHaveValue(/Abcdefghijklm/);
    expect((await title.inputValue()).replace("Abcdefghijklm", "")).toBe(before);
    await expect(source(dialog)).toHaveValue(form === "Add New Blog" ? "" : post!.content);
  });
}
