import { gzipSync } from "node:zlib";

import type { APIRequestContext, Page } from "@playwright/test";

import { en } from "#app/i18n/messages/en/index.ts";
import { sampleBlogs } from "#app/sample-content/sample-blogs.ts";
import { moduleGraph } from "#scripts/bench/module-graph.ts";
import { expect, test } from "./fixtures.ts";
import { projectIdNamed } from "./leads.ts";

/**
 * Issue 13: the public pages that ship no framework runtime. Each is the same HTML for every
 * visitor, with its behaviours in small modules of its own; the server sends it with an ETag and
 * keeps it in its page cache (the admin settings test shows an edit on the next request).
 */
const scriptlessPages = [
  "/",
  "/projects",
  "/about",
  "/contact",
  "/blogs",
  `/blog/${sampleBlogs.find((blog) => blog.status === "Published")!.slug}`,
  // A project with a layout plan: its gallery, brochure, site visit and plan each bring a module.
  "/project/:id Green Meadows Oragadam",
];

/** A page's address; a project page is named by its project. */
async function address(page: string): Promise<string> {
  const project = /^\/project\/:id (.+)$/.exec(page);
  return project ? `/project/${await projectIdNamed(project[1]!)}` : page;
}

/** The most JavaScript a public page may load, gzipped (the budget). */
const scriptBudgetBytes = 15 * 1024;

/** The addresses of the scripts a page's HTML names. */
function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
}

/**
 * Every script a page can run, by absolute address, with its code: those its HTML names and what
 * they import, at once or later (the layout plan's behaviour loads when the plan nears the screen,
 * after the HTML's scripts have run).
 */
function pageScripts(
  request: APIRequestContext,
  page: string,
  html: string,
): Promise<Map<string, Uint8Array>> {
  return moduleGraph(
    scriptSources(html).map((src) => new URL(src, page).href),
    async (url) => {
      const response = await request.get(url);
      expect(response.ok(), url).toBe(true);
      return response.body();
    },
  );
}

/**
 * The interface texts a script's code carries as a catalogue does (`key:"text"`). A behaviour
 * writes the texts its page gives it, in the page's language: a catalogue bundled with it would
 * only weigh (the English project texts once rode along with the plan's behaviour, 1.7 KB).
 */
function catalogueEntries(code: string): string[] {
  return Object.entries(en).flatMap(([namespace, texts]) =>
    Object.entries(texts)
      .filter(([key, text]) => ["`", '"'].some((quote) => code.includes(`${key}:${quote}${text}`)))
      .map(([key]) => `${namespace}:${key}`),
  );
}

/** Scrolls through the whole page a screen at a time, a frame drawn at each. */
function readToTheEnd(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await frame();
    }
  });
}

const sum = (sizes: Iterable<number>) => [...sizes].reduce((total, size) => total + size, 0);

/**
 * A page's HTML has no inline script, no framework bundle and at most the budget of scripts, what
 * they import later included.
 */
async function expectScriptless(request: APIRequestContext, path: string, status: number): Promise<void> {
  const response = await request.get(path);
  expect(response.status()).toBe(status);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
  // Data blocks (structured data, a plan's data) are never run; every other script is a file of ours.
  const inline = scripts.filter(
    (attributes) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
  );
  expect(inline).toEqual([]);
  expect(html).not.toContain("modulepreload");
  expect(html).not.toContain("__reactRouter");
  for (const src of scriptSources(html)) expect(src).toMatch(/^\/assets\/[\w.-]+\.js$/);
  const origin = new URL(response.url()).origin;
  const modules = await pageScripts(request, response.url(), html);
  const sizes = new Map([...modules].map(([url, code]) => [url, gzipSync(code, { level: 9 }).length]));
  for (const url of sizes.keys()) expect(url.replace(origin, "")).toMatch(/^\/assets\/[\w.-]+\.js$/);
  for (const [url, code] of modules)
    expect(catalogueEntries(new TextDecoder().decode(code)), url).toEqual([]);
  const listed = [...sizes].map(([url, size]) => `${url.replace(origin, "")} ${size}`).join(", ");
  expect(sum(sizes.values()), listed).toBeLessThanOrEqual(scriptBudgetBytes);

  // The CSS the page uses is in its head: no stylesheet holds back its first render.
  expect(html.slice(0, html.indexOf("</head>"))).toContain("<style>");
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);

  const policy = response.headers()["content-security-policy"]!;
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain("nonce-");
}

/** The site's whole stylesheet, as the back office links it. */
async function wholeStylesheet(request: APIRequestContext): Promise<string> {
  const href = /<link[^>]* rel="stylesheet" href="([^"]+)"/.exec(
    await (await request.get("/admin/login")).text(),
  )![1]!;
  return (await request.get(href)).text();
}

/**
 * What would change on the page with the site's whole stylesheet (`css`) added to the CSS inlined
 * in it, element by element: each one's box and the properties of its computed style (custom
 * properties only through what they set). The first five changes, for the report.
 */
function changesWithWholeStylesheet(page: Page, css: string): Promise<string[]> {
  return page.evaluate((css) => {
    const elements = [...document.querySelectorAll("body *")];
    // Every element's computed style lists the same properties (and its own custom properties):
    // the names are read once, which keeps a page of thousands of elements within seconds.
    const names = [...getComputedStyle(document.body)].filter((name) => !name.startsWith("--"));
    const labels = ["box", ...names];
    const styles = () =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return [
          `${box.x},${box.y} ${box.width}x${box.height}`,
          ...names.map((name) => style.getPropertyValue(name)),
        ];
      });
    const before = styles();
    const sheet = document.createElement("style");
    sheet.textContent = css;
    document.head.append(sheet);
    const after = styles();
    sheet.remove();
    return elements
      .flatMap((element, index) => {
        const [was, is] = [before[index]!, after[index]!];
        const changed = labels.flatMap((name, at) =>
          was[at] === is[at] ? [] : [`${name}: ${was[at]} -> ${is[at]}`],
        );
        return changed.length === 0
          ? []
          : [`<${element.tagName.toLowerCase()}> #${index}: ${changed.join("; ")}`];
      })
      .slice(0, 5);
  }, css);
}

test(
  "a price fetches Inter's ₹ alone, never the Latin Extended files",
  { tag: "@any-width" },
  async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(await address("/project/:id Green Meadows Oragadam"));
    await expect(page.getByText(/₹/).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fonts.check("600 16px Inter", "₹"))).toBe(true);
    expect(fonts.filter((path) => path.includes("latin-ext"))).toEqual([]);
    expect(fonts.filter((path) => path.includes("inter-rupee"))).toHaveLength(2);
  },
);

test("what the behaviours show is styled by the inlined CSS: a field's message, the next slide", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400 \(Bad Request\) \(.*\/contact\)/);
  const css = await wholeStylesheet(page.request);
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Send us a message" }).locator("form");
  await form.getByLabel("Full Name").fill("A");
  await form.getByLabel("Phone Number").fill("12");
  await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.locator('[aria-invalid="true"]')).not.toHaveCount(0);
  expect(await changesWithWholeStylesheet(page, css)).toEqual([]);

  await page.goto("/");
  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(page.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
  expect(await changesWithWholeStylesheet(page, css)).toEqual([]);
});

for (const path of scriptlessPages) {
  test(`${path} needs no stylesheet: its inlined CSS styles all it shows`, async ({ page }) => {
    // The project page compares the styles of thousands of elements (the plan and its plot list).
    test.slow(path.startsWith("/project/"));
    const css = await wholeStylesheet(page.request);
    await page.goto(await address(path));
    expect(await changesWithWholeStylesheet(page, css)).toEqual([]);
  });

  test(`${path} has no inline script and no framework bundle`, { tag: "@any-width" }, async ({ request }) => {
    await expectScriptless(request, await address(path), 200);
  });

  test(`${path} loads no script beyond those counted, read to its end`, async ({ page }) => {
    const loaded = new Map<string, Promise<number>>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      loaded.set(
        response.url(),
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    });
    const response = (await page.goto(await address(path)))!;
    await readToTheEnd(page);
    // The layout plan's behaviour loads as the plan nears the screen.
    if ((await page.locator("[data-layout-plan]").count()) > 0)
      await expect(page.locator("html")).toHaveAttribute("data-plan-script", "on");
    const counted = await pageScripts(page.request, response.url(), await response.text());
    expect([...loaded.keys()].filter((url) => !counted.has(url))).toEqual([]);
    expect(sum(await Promise.all(loaded.values()))).toBeLessThanOrEqual(scriptBudgetBytes);
  });

  test(`${path} answers a repeat visit with 304 Not Modified`, { tag: "@any-width" }, async ({ request }) => {
    const url = await address(path);
    const first = await request.get(url);
    const etag = first.headers()["etag"]!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers()["cache-control"]).toMatch(/^public/);
    const again = await request.get(url, { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["etag"]).toBe(etag);
    expect(await again.body()).toHaveLength(0);
    const other = await request.get(url, { headers: { "If-None-Match": '"another-version"' } });
    expect(other.status()).toBe(200);
    expect(other.headers()["etag"]).toBe(etag);
  });
}

test(
  "the 404 page has no framework runtime and is never answered 304",
  { tag: "@any-width" },
  async ({ request }) => {
    await expectScriptless(request, "/no-such-page", 404);
    // Only a 200 is kept in the page cache or confirmed by its ETag: a 404 is sent whole every time.
    const first = await request.get("/no-such-page");
    const again = await request.get("/no-such-page", {
      headers: { "If-None-Match": first.headers()["etag"] ?? "*" },
    });
    expect(again.status()).toBe(404);
    expect(await again.text()).toContain("Page not found");
  },
);
