import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { chromiumPath } from "./chromium.ts";
import {
  describeProblems,
  playwrightProblems,
  type PlaywrightReport,
  type Problem,
  vitestProblems,
  type VitestReport,
} from "./test-report.ts";

/**
 * `npm test`: type-check, unit and integration tests (Vitest), then browser tests (Playwright on
 * Debian's Chromium). Ends with one plain line, `N passed, N failed, N skipped`, that CI reads.
 *
 * The type check, the build and the browser tests' sample site need nothing of each
 * other or of Vitest, so they run while Vitest does: on two cores Vitest leaves one mostly idle.
 * Their output is held and printed whole when each ends, so no two phases' lines interleave.
 */
const root = join(import.meta.dirname, "..");
const reports = mkdtempSync(join(tmpdir(), "plotsite-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems: Problem[] = [];
const started = Date.now();
const timings: string[] = [];

interface Step {
  label: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

/** Runs a step; with `held`, its output is kept and printed when it ends. Resolves to success. */
function run({ label, command, args, env = {} }: Step, held = false): Promise<boolean> {
  const begin = Date.now();
  if (!held) console.log(`\n> ${command} ${args.join(" ")}`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: held ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...env },
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code) => {
      const seconds = ((Date.now() - begin) / 1000).toFixed(0);
      timings.push(`${label} ${seconds} s`);
      if (held) {
        console.log(`\n> ${command} ${args.join(" ")}   (ran alongside, ${seconds} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code === 0);
    });
  });
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

async function typecheck(): Promise<void> {
  const step = { label: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] };
  if (await run(step, true)) totals.passed++;
  else totals.failed++;
}

async function unitTests(): Promise<void> {
  const out = join(reports, "vitest.json");
  const ok = await run({
    label: "vitest",
    command: "npx",
    args: ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
  });
  const report = readJson(out) as VitestReport | null;
  if (!report) {
    totals.failed++;
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  totals.skipped += report.numPendingTests + report.numTodoTests;
  problems.push(...vitestProblems(report, root));
}

/** Debian's Chromium drives the browser tests; Playwright never downloads a browser. */
async function ensureChromium(): Promise<boolean> {
  if (existsSync(chromiumPath)) return true;
  if (process.getuid?.() === 0) {
    console.log("Installing Debian's chromium for the browser tests...");
    const apt = (args: string[]) => run({ label: "apt-get", command: "apt-get", args });
    if ((await apt(["update", "-qq"])) && (await apt(["install", "-y", "-qq", "chromium"]))) return true;
  }
  console.error("Browser tests need Chromium at /usr/bin/chromium: run `sudo apt-get install -y chromium`.");
  return false;
}

/**
 * The sample site the browser tests start on, seeded ahead in the folder Playwright will use, and
 * copied for the back office tests' own sample site.
 */
async function prepareSampleSite(): Promise<boolean> {
  const sample = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "plotsite-e2e-")));
  const admin = (process.env.E2E_ADMIN_DATA_DIR ??= mkdtempSync(join(tmpdir(), "plotsite-e2e-admin-")));
  const seeded = await run(
    {
      label: "sample site",
      command: "node",
      args: ["--import", "./scripts/require-node.js", "tests/e2e/serve.ts", "--prepare"],
      env: { DATA_DIR: sample, E2E_CONTENT: "sample", NODE_ENV: "production" },
    },
    true,
  );
  if (seeded) cpSync(sample, admin, { recursive: true });
  return seeded;
}

async function browserTests(ready: Promise<boolean>): Promise<void> {
  if (!(await ready)) {
    totals.failed++;
    return;
  }
  const out = join(reports, "playwright.json");
  const ok = await run({
    label: "playwright",
    command: "npx",
    args: ["playwright", "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  const report = readJson(out) as PlaywrightReport | null;
  if (!report) {
    totals.failed++;
    return;
  }
  const { expected, unexpected, flaky, skipped } = report.stats;
  totals.passed += expected + flaky;
  totals.failed += unexpected + (ok || unexpected > 0 ? 0 : 1);
  totals.skipped += skipped;
  problems.push(...playwrightProblems(report));
}

const built = ensureChromium().then(
  (chromium) => chromium && run({ label: "build", command: "npm", args: ["run", "--silent", "build"] }, true),
);
const seeded = prepareSampleSite();
const checked = typecheck();
await unitTests();
await checked;
await browserTests(Promise.all([built, seeded]).then((steps) => steps.every(Boolean)));
rmSync(reports, { recursive: true, force: true });
console.log(`\n${timings.join(", ")}; ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
if (problems.length > 0) console.log(`\n${describeProblems(problems)}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exitCode = totals.failed > 0 ? 1 : 0;
