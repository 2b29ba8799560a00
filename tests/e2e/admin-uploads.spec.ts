import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";

import { expect as baseExpect, test } from "./fixtures.ts";
import { otherTestsImages, png, uploadImage } from "#tests/e2e/fixtures/images.ts";
import { rawRequest } from "#tests/security/raw-http.ts";
import { adminPort, adminSiteUrl } from "./servers.ts";
import { signIn } from "./staff.ts";

/** Uploads are encoded into several variants and saves redirect: allow for a busy test machine. */
const expect = baseExpect.configure({ timeout: 10_000 });

/** The editor, signed in, with refused uploads (400) expected in the console. */
async function gallery(page: Page, consoleErrors: { allow(pattern: RegExp): void }): Promise<Locator> {
  consoleErrors.allow(/status of 400 .*\/admin\/uploads/);
  consoleErrors.allow(otherTestsImages);
  await signIn(page);
  await page.goto("/admin/projects?new");
  const dialog = page.getByRole("dialog", { name: "Add New Project" });
  // Hydration can take a while on a busy machine.
  await expect(dialog.getByRole("button", { name: "Add place" })).toBeVisible({ timeout: 15_000 });
  return dialog;
}

const galleryUrls = (dialog: Locator) =>
  dialog
    .locator('input[type="hidden"][name="images"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test("refuses a text file named .jpg and an SVG, naming each, while a real image in the same selection uploads", async ({
  page,
  consoleErrors,
}) => {
  const dialog = await gallery(page, consoleErrors);
  await dialog.getByLabel("Gallery images: Choose images").setInputFiles([
    {
      name: "site-plan.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("Survey no. 112/3, not a picture\n"),
    },
    {
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    },
    await png("entrance.png"),
  ]);
  const uploads = dialog.getByRole("list", { name: "Gallery images: uploads" });
  await expect(uploads.getByRole("alert")).toHaveText([
    "site-plan.jpg is not a JPEG, PNG, WebP or AVIF image.",
    "logo.svg is not a JPEG, PNG, WebP or AVIF image.",
  ]);
  await expect(dialog.getByRole("img", { name: "Gallery images: image 1 of 1" })).toBeVisible();

  await dialog.getByRole("button", { name: "Dismiss the message about logo.svg" }).click();
  await expect(uploads.getByRole("alert")).toHaveText([
    "site-plan.jpg is not a JPEG, PNG, WebP or AVIF image.",
  ]);
});

test("refuses an image of more than 40 megapixels with the reason", async ({ page, consoleErrors }) => {
  const dialog = await gallery(page, consoleErrors);
  const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: "#3f7f57" } })
    .png()
    .toBuffer();
  await dialog
    .getByLabel("Banner image: Choose image")
    .setInputFiles({ name: "drone-shot.png", mimeType: "image/png", buffer: huge });
  await expect(dialog.getByRole("alert")).toHaveText(
    "drone-shot.png is 8000×5001 pixels; the limit is 40 megapixels.",
  );
  await expect(dialog.getByRole("img", { name: "Banner image" })).toHaveCount(0);
});

test("reorders and removes gallery images with the keyboard", async ({ page, consoleErrors }) => {
  const dialog = await gallery(page, consoleErrors);
  await dialog
    .getByLabel("Gallery images: Choose images")
    .setInputFiles([await png("one.png"), await png("two.png"), await png("three.png")]);
  await expect(dialog.getByRole("img", { name: /^Gallery images: image \d of 3$/ })).toHaveCount(3);
  const [one, two, three] = await galleryUrls(dialog);

  await dialog.getByRole("button", { name: "Move image 3 earlier" }).focus();
  await page.keyboard.press("Enter");
  expect(await galleryUrls(dialog)).toEqual([one, three, two]);
  // Focus stays on the moved image, so pressing again keeps moving it.
  await page.keyboard.press("Enter");
  expect(await galleryUrls(dialog)).toEqual([three, one, two]);
  await expect(dialog.getByRole("button", { name: "Move image 1 earlier" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Move image 1 later" })).toBeFocused();

  await dialog.getByRole("button", { name: "Remove image 2" }).click();
  expect(await galleryUrls(dialog)).toEqual([three, two]);
});

test("the upload endpoint refuses a body over 15 MB with 413 and a message", async ({ page }) => {
  await signIn(page);
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
  // A 16 MB file, declared: the server answers from the size before reading a byte, then closes
  // the connection. Sending the body would race that close (Playwright's request then reports a
  // broken write, EPIPE, instead of the answer); tests/security/bodies.spec.ts sends bodies without
  // a declared size, which the endpoint counts as they arrive.
  const response = await rawRequest("/admin/uploads", {
    port: adminPort,
    method: "POST",
    headers: {
      cookie,
      origin: adminSiteUrl,
      "content-type": "multipart/form-data; boundary=plotsite-upload-limit",
      "content-length": String(16 * 1024 * 1024 + 200),
    },
    end: false,
  });
  expect(response.status).toBe(413);
  expect(JSON.parse(response.body)).toEqual({ error: "The file is larger than the 15 MB limit." });
});

test("the upload endpoint answers JSON with the stored image's address and size", async ({ page }) => {
  await signIn(page);
  const url = await uploadImage(page, await png("plot.png", 640, 480));
  expect(url).toMatch(/^\/media\/[0-9a-f]{16}-640x480$/);
  const variant = await page.request.get(`${url}/640.webp`);
  expect(variant.headers()["content-type"]).toBe("image/webp");

  const missing = await page.request.post("/admin/uploads", { multipart: { other: "no file here" } });
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toEqual({ error: "Choose an image file to upload." });
});

test("the upload endpoint refuses a request without a session", async ({ request }) => {
  const response = await request.post("/admin/uploads", { multipart: { file: await png("plot.png") } });
  expect(response.status()).toBe(401);
});
