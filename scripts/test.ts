import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { chromiumPath } from "./chromium.ts";

/**
 * `npm test`: type-check, unit and integration tests (Vitest), then browser tests (Playwright on
 * Debian's Chromium). Ends with one plain line, `N passed, N failed, N skipped`, that CI reads.
 */
const root = join(import.meta.dirname, "..");
const reports = mkdtempSync(join(tmpdir(), "plotsite-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n> ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

function typecheck(): void {
  if (run("npm", ["run", "--silent", "typecheck"])) totals.passed++;
  else totals.failed++;
}

function unitTests(): void {
  const out = join(reports, "vitest.json");
  const ok = run("npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ]);
  const report = readJson(out) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  } | null;
  if (!report) {
    totals.failed++;
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

/** Debian's Chromium drives the browser tests; Playwright never downloads a browser. */
function ensureChromium(): boolean {
  if (existsSync(chromiumPath)) return true;
  if (process.getuid?.() === 0) {
    console.log("Installing Debian's chromium for the browser tests...");
    if (run("apt-get", ["update", "-qq"]) && run("apt-get", ["install", "-y", "-qq", "chromium"]))
      return true;
  }
  console.error("Browser tests need Chromium at /usr/bin/chromium: run `sudo apt-get install -y chromium`.");
  return false;
}

function browserTests(): void {
  if (!ensureChromium() || !run("npm", ["run", "--silent", "build"])) {
    totals.failed++;
    return;
  }
  const out = join(reports, "playwright.json");
  const ok = run("npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  const report = readJson(out) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  } | null;
  if (!report) {
    totals.failed++;
    return;
  }
  const { expected, unexpected, flaky, skipped } = report.stats;
  totals.passed += expected + flaky;
  totals.failed += unexpected + (ok || unexpected > 0 ? 0 : 1);
  totals.skipped += skipped;
}

typecheck();
unitTests();
browserTests();
rmSync(reports, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exitCode = totals.failed > 0 ? 1 : 0;
