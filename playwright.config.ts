import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs, chromiumPath } from "./scripts/chromium.ts";
import { adminPort, adminSiteUrl, e2ePort } from "./tests/e2e/servers.ts";

/**
 * Browser tests run against the production build on Debian's Chromium, on a fresh data folder
 * seeded with the sample content. Public-site tests run at a phone and at a desktop width.
 */
const port = e2ePort;
const emptyPort = e2ePort + 1;
// The config is loaded by the runner and by each worker: keep one pair of folders for all of them.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "plotsite-e2e-")));
const emptyDataDir = (process.env.E2E_EMPTY_DATA_DIR ??= mkdtempSync(join(tmpdir(), "plotsite-e2e-empty-")));
const adminDataDir = (process.env.E2E_ADMIN_DATA_DIR ??= mkdtempSync(join(tmpdir(), "plotsite-e2e-admin-")));

const adminTests = /admin-[^/]*\.spec\.ts$/;
const desktop = { browserName: "chromium" as const, viewport: { width: 1280, height: 800 } };

function server(listenOn: number, content: "sample" | "empty", folder: string) {
  return {
    command: "node --import ./scripts/require-node.js tests/e2e/serve.ts",
    url: `http://127.0.0.1:${listenOn}/healthz`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "pipe" as const,
    env: {
      PORT: String(listenOn),
      HOST: "127.0.0.1",
      DATA_DIR: folder,
      NODE_ENV: "production",
      E2E_CONTENT: content,
      // Every browser test posts from 127.0.0.1; the real per-address limit is tested on its own.
      FORM_RATE_LIMIT: "1000",
      // Tests fill forms faster than people; the minimum fill time is tested on its own.
      FORM_MIN_FILL_SECONDS: "0",
      LEAD_ALERT_INTERVAL_SECONDS: "2",
      // A JSON line a request would bury the test report; warnings and errors still show.
      LOG_LEVEL: "warn",
    },
  };
}

const chromium = { executablePath: chromiumPath, args: chromiumArgs };

export default defineConfig({
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // CI machines are shared and noisy: a test that fails once gets one more run, and is reported
  // as flaky when it then passes; a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    // A worker's tests share one browser context, which Playwright resets between them (cookies,
    // storage, cache, routes, init scripts, extra pages, viewport and emulation): a new context
    // per test cost a renderer process each, about half a second of both cores' time per test.
    // tests/e2e/fixtures.ts brings the page to the front for each test, and closes a context whose
    // test moved the page's clock, so that the next test starts a fresh one.
    reuseContext: true,
    // Recording a trace costs about a sixth of the run: on CI only the retry of a failed test
    // records one; a local run keeps the trace of every failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: [
    { name: "server", testDir: "tests/server" },
    // Attack probes (issue 12): over HTTP against the shared servers (they change nothing), and
    // those that store payloads on a site of their own.
    { name: "security", use: desktop, testDir: "tests/security" },
    {
      name: "phone",
      use: {
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices["Pixel 7"].userAgent,
      },
      testDir: "tests/e2e",
      testIgnore: adminTests,
      // Tests tagged @any-width check what a narrow touch screen cannot change (texts, links,
      // server answers, redirects, structured data): the desktop run covers them, which keeps the
      // suite within CI's time.
      grepInvert: /@any-width/,
    },
    {
      name: "desktop",
      use: desktop,
      testDir: "tests/e2e",
      testIgnore: adminTests,
    },
    // Staff work the back office at a desk, so its tests run at the desktop width (they check a
    // phone width themselves where it matters). They add and change projects and blogs, so they
    // have a sample site of their own: they run alongside the public-site tests, which count the
    // sample content, and a public failure never skips them. `dataDir` is where their helpers
    // read the site's database and mail (tests/e2e/fixtures.ts).
    {
      name: "admin",
      use: { ...desktop, baseURL: adminSiteUrl },
      metadata: { dataDir: adminDataDir },
      testDir: "tests/e2e",
      testMatch: adminTests,
    },
  ],
  webServer: [
    server(port, "sample", dataDir),
    server(emptyPort, "empty", emptyDataDir),
    server(adminPort, "sample", adminDataDir),
  ],
});
