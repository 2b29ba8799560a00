import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";

import { blogCategories } from "#app/domain/blogs/blog.ts";
import { startPrivateSite, type PrivateSite } from "./private-site.ts";

/** Each payload sets window.__xss or adds a marked element if it ever runs or becomes markup. */
const payloads = [
  `"><img src=x data-xss onerror="window.__xss=1">`,
  `<script>window.__xss=1</script>`,
  `<svg data-xss onload="window.__xss=1"></svg>`,
  `javascript:window.__xss=1`,
  `=HYPERLINK("http://evil.test","x")`,
];
const payload = payloads.join(" ");

let site: PrivateSite;
let cookie: string;
let leadId = "";
let projectId = "";
const slug = `xss-probe-${Date.now()}`;

async function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return fetch(`${site.base}${path}`, { method: "POST", redirect: "manual", headers, body: form });
}

async function bannerUrl(): Promise<string> {
  const form = new FormData();
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#a52" } })
    .png()
    .toBuffer();
  form.set("file", new File([new Uint8Array(png)], "banner.png", { type: "image/png" }));
  const response = await fetch(`${site.base}/admin/uploads`, {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  return ((await response.json()) as { url: string }).url;
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startPrivateSite();
  cookie = await site.staffCookie();
  const staff = { cookie };
  const context = {
    utm_source: payload,
    utm_medium: payload,
    utm_campaign: payload,
    utm_term: payload,
    utm_content: payload,
    referrer: payload,
  };
  // The public forms, every free-text field and the visit's origin (location and budget are choices).
  const sent = async (path: string, fields: Record<string, string>) => {
    const response = await post(path, {
      phone: "98765 12345",
      email: "xss@example.in",
      ...fields,
      ...context,
    });
    expect(response.status, path).toBe(303);
    expect(response.headers.get("location"), path).toMatch(/[?&](enquiry=sent|sent=1)\b/);
  };
  await sent("/enquiry", { name: payload.slice(0, 100), message: payload, page: "/" });
  await sent("/enquiry", { name: payloads[4]!, message: "@SUM(1+1)", page: "/" });
  await sent("/contact", { name: payload.slice(0, 100), message: payload, page: "/contact" });
  // Staff text fields: a project, a blog, the settings and a note on the lead.
  const banner = await bannerUrl();
  const saved = await post(
    "/admin/projects",
    {
      intent: "save",
      name: `XSS ${payloads[0]}`.slice(0, 100),
      location: payloads[1]!,
      // Price and sizes must read as numbers; the payloads go in the other texts.
      priceRange: "₹12 L - ₹38 L",
      plotSizes: "1000 - 2400 sq.ft",
      city: payloads[4]!.slice(0, 40),
      locality: payloads[2]!.slice(0, 60),
      totalPlots: "10",
      soldPlots: "1",
      status: "Ongoing",
      description: payload,
      bannerImage: banner,
      highlights: payloads[0]!,
      amenities: payloads[2]!,
      // Published, so the public pages show what was stored.
      publication: "Published",
      reraNumber: "TN/29/Layout/0215/2024",
      reraDate: "2024-05-01",
      reraUrl: "https://rera.tn.gov.in/registered-projects/0215",
      approvalNumber: payloads[3]!.slice(0, 80),
    },
    staff,
  );
  expect(saved.status).toBe(302);
  const blog = await post(
    "/admin/blogs",
    {
      intent: "save",
      title: `XSS ${payloads[1]}`,
      slug,
      author: payloads[0]!,
      category: blogCategories[0],
      excerpt: payload,
      // A post's pictures are this site's own (a picture from elsewhere is refused): the probes'
      // handlers ride on one of ours.
      content: `<p>${payload.replaceAll("src=x", 'src="/media/x"')}</p><a href="javascript:window.__xss=1">link</a><img src="/media/x" onerror="window.__xss=1">`,
      tags: payloads[2]!.slice(0, 40),
      featuredImage: banner,
      status: "Published",
    },
    staff,
  );
  expect(blog.status).toBe(302);
  await site.withDatabase(async (db) => {
    const lead = await db.selectFrom("leads").select("id").orderBy("created_at").executeTakeFirstOrThrow();
    leadId = lead.id;
    projectId = (await db.selectFrom("projects").select("id").executeTakeFirstOrThrow()).id;
  });
  expect(
    (await post(`/admin/leads/${leadId}`, { intent: "note", note: payload }, staff)).status,
  ).toBeLessThan(400);
  const settings = await post(
    "/admin/settings",
    { facebookUrl: "data:text/html,<script>alert(1)</script>", companyName: payloads[0]!.slice(0, 80) },
    staff,
  );
  expect(settings.status).toBe(400);
  expect(await settings.text()).toContain("Enter a full address starting with https://, or leave it empty.");
});

test.afterAll(() => site.stop());

/** Every cell of an RFC 4180 CSV text, quotes undone. */
function csvCells(text: string): string[] {
  const cells: string[] = [];
  const pattern = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/g;
  for (let match = pattern.exec(text); match && match[0] !== ""; match = pattern.exec(text)) {
    const raw = match[1]!;
    cells.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
  }
  return cells;
}

/** Opens the page and checks that nothing ran and no payload became markup. */
async function expectInert(page: Page, path: string) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(`${site.base}${path}`);
  expect(response?.status(), path).toBeLessThan(400);
  await page.waitForLoadState("networkidle");
  const found = await page.evaluate(() => ({
    ran: (window as unknown as { __xss?: number }).__xss ?? 0,
    marked: document.querySelectorAll("[data-xss], img[src='x'], svg[onload]").length,
    scriptLinks: [...document.querySelectorAll("a[href]")].filter((a) =>
      /^(javascript|data):/i.test(a.getAttribute("href") ?? ""),
    ).length,
  }));
  expect(found, path).toEqual({ ran: 0, marked: 0, scriptLinks: 0 });
  expect(dialogs, path).toEqual([]);
}

test("nothing stored by visitors or staff runs on the public pages", async ({ page }) => {
  for (const path of [
    "/",
    "/projects",
    `/project/${projectId}`,
    "/blogs",
    `/blog/${slug}`,
    "/about",
    "/contact",
  ]) {
    await expectInert(page, path);
  }
});

test("nothing stored runs in the lead inbox, the lead page or the dashboard", async ({ page }) => {
  const [name, value] = cookie.split(";")[0]!.split("=") as [string, string];
  await page.context().addCookies([{ name, value, url: site.base }]);
  for (const path of [
    "/admin",
    "/admin/leads",
    `/admin/leads/${leadId}`,
    "/admin/projects",
    "/admin/blogs",
  ]) {
    await expectInert(page, path);
  }
});

test("the CSV export, read as text, holds the payloads as guarded text cells", async () => {
  const response = await fetch(`${site.base}/admin/leads/export`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const csv = await response.text();
  expect(csv).toContain(`'=HYPERLINK(""http://evil.test"",""x"")`);
  expect(csv).toContain("'@SUM(1+1)");
  // As Excel reads the cells: none but the phone numbers' text formulas starts a formula.
  for (const cell of csvCells(csv.replace(/^\uFEFF/, ""))) {
    if (/^="\+\d+"$/.test(cell)) continue;
    expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  }
});
