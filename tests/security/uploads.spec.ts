import { expect, test } from "@playwright/test";
import sharp from "sharp";

import { startPrivateSite, type PrivateSite } from "./private-site.ts";

let site: PrivateSite;
let cookie: string;
test.beforeAll(async () => {
  site = await startPrivateSite();
  cookie = await site.staffCookie();
});
test.afterAll(() => site.stop());
test.describe.configure({ timeout: 120_000 });

const pixels = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a6" } });
const pdf = (catalogue = "") =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R${catalogue}>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    "latin1",
  );

/** One file to the back office's image upload, as the uploader sends it. */
async function upload(name: string, bytes: Buffer, type = "image/png") {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  const response = await fetch(`${site.base}/admin/uploads`, {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { url?: string; error?: string } };
}

/** A new project carrying `brochure` as its PDF, saved through the project form. */
async function saveProjectWithBrochure(name: string, brochure: Buffer) {
  const banner = await upload("banner.png", await pixels(64, 48).png().toBuffer());
  const form = new FormData();
  for (const [key, value] of Object.entries({
    intent: "save",
    name,
    location: "Madurai",
    priceRange: "₹10L - ₹20L",
    plotSizes: "1200 sq ft",
    totalPlots: "10",
    soldPlots: "0",
    status: "Ongoing",
    description: "Plots near the ring road.",
    bannerImage: banner.body.url!,
  })) {
    form.set(key, value);
  }
  form.set("brochureFile", new File([new Uint8Array(brochure)], "brochure.pdf", { type: "application/pdf" }));
  const response = await fetch(`${site.base}/admin/projects`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, Accept: "text/html" },
    body: form,
  });
  return { status: response.status, body: await response.text() };
}

test("SVG, a decompression bomb and a too-tall image are refused with a message, never a 500", async () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#fff" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const cases: [string, Buffer, RegExp][] = [
    ["logo.svg", svg, /is not a JPEG, PNG, WebP or AVIF image/],
    ["logo.png", svg, /is not a JPEG, PNG, WebP or AVIF image/],
    ["bomb.png", bomb, /10000×5000 pixels; the limit is 40 megapixels/],
    ["tall.png", await pixels(100, 20_000).png().toBuffer(), /too tall for web images/],
  ];
  for (const [name, bytes, message] of cases) {
    const answer = await upload(name, bytes);
    expect(answer.status, name).toBe(400);
    expect(answer.body.error, name).toMatch(message);
  }
});

test("a JPEG with HTML appended is re-encoded and served as an image, never as HTML", async () => {
  const jpeg = await pixels(40, 30).jpeg().toBuffer();
  const polyglot = Buffer.concat([jpeg, Buffer.from("<html><script>alert(document.domain)</script></html>")]);
  const answer = await upload("photo.html", polyglot, "text/html");
  expect(answer.status).toBe(200);
  for (const format of ["avif", "webp"]) {
    const served = await fetch(`${site.base}${answer.body.url}/40.${format}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(`image/${format}`);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).includes("<script>")).toBe(false);
  }
});

test("path characters in a file name never choose where the file goes", async () => {
  for (const name of [
    "../../../etc/passwd.png",
    "..\\..\\evil.png",
    "a/b/c.png",
    "%2e%2e%2fx.png",
    "nul\u0000.png",
  ]) {
    const answer = await upload(name, await pixels(20, 20).png().toBuffer());
    expect(answer.status, name).toBe(200);
    expect(answer.body.url, name).toMatch(/^\/media\/[0-9a-f]{16}-20x20$/);
  }
});

test("brochures: a zip renamed .pdf and a 5-byte %PDF- are refused; a PDF with JavaScript only downloads", async () => {
  const zip = Buffer.concat([Buffer.from("PK\u0003\u0004\u0014\u0000", "latin1"), Buffer.alloc(200, 1)]);
  const refusals: [Buffer, string][] = [
    [zip, "The brochure must be a PDF file."],
    [Buffer.from("%PDF-"), "The brochure could not be read as a PDF; it may be damaged."],
  ];
  for (const [bytes, message] of refusals) {
    const answer = await saveProjectWithBrochure(`Brochure probe ${Math.random()}`, bytes);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(message);
  }

  const name = `Scripted brochure ${Date.now()}`;
  const saved = await saveProjectWithBrochure(name, pdf("/OpenAction<</S/JavaScript/JS(app.alert(1))>>"));
  expect(saved.status).toBe(302);
  const id = await site.withDatabase(async (db) => {
    const row = await db
      .selectFrom("projects")
      .select("id")
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const download = await fetch(`${site.base}/admin/projects/${id}/brochure`, { headers: { cookie } });
  expect(download.status).toBe(200);
  expect(download.headers.get("content-type")).toBe("application/pdf");
  expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="scripted-brochure-/);
  expect(download.headers.get("x-content-type-options")).toBe("nosniff");
});
