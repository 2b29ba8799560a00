import { test as base, expect } from "@playwright/test";

interface ConsoleWatch {
  /** Accepts console errors matching this pattern for the rest of the test (an expected 404). */
  allow(pattern: RegExp): void;
}

/**
 * The browser tests' `test`: any console error or uncaught exception on the page (a CSP
 * violation, a hydration mismatch, a missing file) fails the test that caused it. Chromium logs a
 * blocked script or style, but not an `eval` a script tried and caught (zod's JIT probe did that):
 * every violation is reported to the console here, so none goes unnoticed.
 */
export const test = base.extend<{ consoleErrors: ConsoleWatch; sharedContext: void }, { siteFolder: void }>({
  // A project with a site of its own names its data folder (playwright.config.ts): the helpers
  // that read the site's database and mail (`E2E_DATA_DIR`) read that one. A worker runs the
  // tests of one project only.
  siteFolder: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it has none
    async ({}, use, workerInfo) => {
      const { dataDir } = workerInfo.project.metadata as { dataDir?: string };
      if (dataDir) process.env.E2E_DATA_DIR = dataDir;
      await use();
    },
    { scope: "worker", auto: true },
  ],
  // The worker's tests share one browser context (`reuseContext`, playwright.config.ts). Its page
  // may have been left behind a tab an earlier test opened (Playwright closes that tab but leaves
  // the page hidden, where no animation frame comes), so it is brought to the front. A test that
  // moved the page's clock closes the context after it: Playwright's reset uninstalls the clock,
  // but a late "resume" of it can still reach the next test's page and throw there.
  sharedContext: [
    async ({ page }, use) => {
      await page.bringToFront();
      await use();
      const clocked = await page.evaluate(() => "__pwClock" in globalThis).catch(() => true);
      if (clocked) await page.context().close();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = `${message.text()} (${message.location().url})`;
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const where = `${event.sourceFile}:${event.lineNumber}`;
          console.error(
            `Content-Security-Policy violation: ${event.violatedDirective} (${event.blockedURI}) at ${where}`,
          );
        });
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
