import { rmSync } from "node:fs";

import {
  anyFailed,
  formatTable,
  judgeHero,
  judgeMemory,
  judgePage,
  judgeThroughput,
  type Verdict,
} from "#scripts/bench/budgets.ts";
import { measureHero, measurePage, startChrome } from "#scripts/bench/lighthouse.ts";
import { measureMemory } from "#scripts/bench/memory.ts";
import { runScaleBench } from "#scripts/bench/scale.ts";
import { publicPages, seedSampleContent, startSite } from "#scripts/bench/site.ts";
import { measureThroughput } from "#scripts/bench/throughput.ts";
import { chromiumPath } from "./chromium.ts";

// `npm run bench -- --scale`: latency with the sample content against 1,000 / 10,000 / 100,000 rows.
if (process.argv.includes("--scale")) process.exit(await runScaleBench());

/**
 * `npm run bench` (after `npm run build`): the public pages' budgets of issue 13 on the production
 * build with the sample content, as a table of figures, budgets and PASS/FAIL; exits 1 when a
 * figure is over its budget. Three parts, each run alone with `--only=<part>[,<part>]`:
 *
 * - lighthouse: per page, the JavaScript it loads and its render-blocking CSS (gzip KB), the
 *   Lighthouse mobile scores and CLS (median of BENCH_LIGHTHOUSE_RUNS, 3), and on the home page
 *   the hero image's preload at the size a 390 px phone at DPR 2 needs;
 * - throughput: per page, requests/s at 10 connections for BENCH_SECONDS (10) against the site
 *   with its page cache warm, a second one with PAGE_CACHE_MB=0, and a node:http server sending
 *   the same bytes;
 * - memory: a fresh server's RSS after start, then at peak and after each of BENCH_MEMORY_RUNS (3)
 *   load runs of BENCH_MEMORY_SECONDS (60) over the seven pages.
 *
 * Ports: BENCH_PORT (3190) for the site, +1 the cold site, +2 the static reference, +3 Chromium's
 * debugging port (CHROME_PATH, /usr/bin/chromium).
 */
const parts = ["lighthouse", "throughput", "memory"] as const;
type BenchPart = (typeof parts)[number];

function chosenParts(argv: readonly string[]): BenchPart[] {
  const index = argv.findIndex((arg) => arg === "--only" || arg.startsWith("--only="));
  if (index === -1) return [...parts];
  const value = argv[index]!.includes("=") ? argv[index]!.slice("--only=".length) : (argv[index + 1] ?? "");
  const names = value
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(parts as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    console.error(`--only takes ${parts.join(", ")} (comma-separated); got "${value}".`);
    process.exit(2);
  }
  return parts.filter((part) => names.includes(part));
}

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number.`);
  return value;
};

const only = chosenParts(process.argv);
const port = numberFromEnv("BENCH_PORT", 3190);
const chromePath = process.env.CHROME_PATH ?? chromiumPath;
const lighthouseRuns = numberFromEnv("BENCH_LIGHTHOUSE_RUNS", 3);
const seconds = numberFromEnv("BENCH_SECONDS", 10);
const warmUpRequests = numberFromEnv("BENCH_WARMUP_REQUESTS", 200);
const memorySeconds = numberFromEnv("BENCH_MEMORY_SECONDS", 60);
const memoryRuns = numberFromEnv("BENCH_MEMORY_RUNS", 3);

async function lighthousePart(seedDir: string, pages: readonly string[]): Promise<Verdict[]> {
  const site = await startSite(seedDir, port);
  let chrome: Awaited<ReturnType<typeof startChrome>> | undefined;
  try {
    chrome = await startChrome(chromePath, port + 3);
    const verdicts: Verdict[] = [];
    for (const path of pages) {
      console.error(`lighthouse ${path} (${lighthouseRuns} runs)`);
      verdicts.push(...judgePage(await measurePage(site.base, path, chrome.port, lighthouseRuns)));
      if (path === "/") verdicts.push(judgeHero(await measureHero(site.base, path)));
    }
    return verdicts;
  } finally {
    await chrome?.stop();
    await site.stop();
  }
}

async function pagesOf(seedDir: string): Promise<string[]> {
  const site = await startSite(seedDir, port);
  try {
    return await publicPages(site.base);
  } finally {
    await site.stop();
  }
}

async function runPart(part: BenchPart, seedDir: string, pages: readonly string[]): Promise<Verdict[]> {
  if (part === "lighthouse") return lighthousePart(seedDir, pages);
  if (part === "throughput") {
    const ports = { warm: port, cold: port + 1, static: port + 2 };
    return judgeThroughput(await measureThroughput({ seedDir, pages, ports, seconds, warmUpRequests }));
  }
  const memory = await measureMemory({ seedDir, pages, port, seconds: memorySeconds, runs: memoryRuns });
  return judgeMemory(memory);
}

/** /project/<id> and /blog/<slug> as the issue writes them, so that the table stays narrow. */
const label = (text: string) =>
  text.replace(/\/project\/[^\s/]+/, "/project/:id").replace(/\/blog\/[^\s/]+/, "/blog/:slug");

const started = Date.now();
const verdicts: Verdict[] = [];
const seedDir = await seedSampleContent();
const pages = await pagesOf(seedDir).catch((error: unknown) => {
  rmSync(seedDir, { recursive: true, force: true });
  throw error;
});
try {
  for (const part of only) {
    try {
      verdicts.push(...(await runPart(part, seedDir, pages)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`The ${part} part failed: ${message}`);
      const failed = { subject: "all", figure: "measured", value: message, budget: "measured" };
      verdicts.push({ part: part === "lighthouse" ? "pages" : part, ...failed, verdict: "FAIL" });
    }
  }
} finally {
  rmSync(seedDir, { recursive: true, force: true });
}

const took = Math.round((Date.now() - started) / 1000);
console.log(`\nBudgets (issue 13): ${only.join(", ")}; ${took} s.`);
for (const path of pages.filter((path) => label(path) !== path)) console.log(`${label(path)} is ${path}`);
console.log(`\n${formatTable(verdicts.map((v) => ({ ...v, subject: label(v.subject) })))}`);
const failed = verdicts.filter((v) => v.verdict === "FAIL").length;
console.log(`\n${failed === 0 ? "All within budget." : `${failed} figure(s) over budget.`}`);
process.exitCode = anyFailed(verdicts) ? 1 : 0;
