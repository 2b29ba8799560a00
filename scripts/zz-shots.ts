import { chromium } from "@playwright/test";
const base = "http://localhost:3191";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const r = await page.request.post("/admin/login", { form: { intent: "sign-in", email: "e2e-admin@example.in", password: "Laterite-Plots-2026" }, maxRedirects: 0 });
  console.log("login", r.status());
  await page.goto("/admin/projects");
  const href = await page.locator('a[href*="/plots"]').first().getAttribute("href");
  const id = href!.split("/")[3];
  const shots: [string, string][] = [
    ["dash", "/admin"],
    ["plots", `/admin/projects/${id}/plots`],
    ["layout", `/admin/projects/${id}/layout`],
  ];
  await page.goto(`/admin/projects/${id}/plots`);
  const plotHref = await page.locator(`a[href*="/plots/"]`).first().getAttribute("href");
  shots.push(["plot", plotHref!]);
  for (const [name, url] of shots) {
    await page.goto(url);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shot-${name}-${width}.png`, fullPage: true });
    console.log(name, url, await page.evaluate(() => document.documentElement.scrollWidth));
  }
  await context.close();
}
await browser.close();
