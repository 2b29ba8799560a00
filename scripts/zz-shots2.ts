import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ baseURL: "http://localhost:3191", viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto("/projects");
  const href = await page.locator('a[href^="/project/"]').first().getAttribute("href");
  await page.goto(href + "#layout-plan");
  await page.waitForTimeout(1500);
  const box = await page.locator("#layout-plan").boundingBox();
  await page.screenshot({ path: `/tmp/pub-${width}.png`, fullPage: true });
  console.log(width, href, box, await page.evaluate(() => document.documentElement.scrollHeight));
  await context.close();
}
await browser.close();
