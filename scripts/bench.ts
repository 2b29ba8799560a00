import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import lighthouse from "lighthouse";

import { runScaleBench } from "./bench/scale.ts";

// `npm run bench -- --scale`: latency with the sample content against 1,000 / 10,000 / 100,000 rows.
if (process.argv.includes("--scale")) process.exit(await runScaleBench());

/**
 * `npm run bench`: per public page, the client JavaScript a visitor downloads (gzip KB) and the
 * Lighthouse mobile scores, on the production build with the sample content. It prints figures;
 * it does not pass or fail (these machines are shared and noisy).
 */
const root = join(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

async function startSite(): Promise<() => void> {
  const child = spawn(
    join(root, "node_modules", ".bin", "node"),
    ["--import", "./scripts/require-node.js", "tests/e2e/serve.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: mkdtempSync(join(tmpdir(), "bench-")),
      },
      stdio: "ignore",
    },
  );
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return () => child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGKILL");
  throw new Error("The site did not start within 5 minutes.");
}

async function pages(): Promise<string[]> {
  const home = await (await fetch(`${base}/projects`)).text();
  const project = /href="(\/project\/[^"]+)"/.exec(home)?.[1];
  const blogs = await (await fetch(`${base}/blogs`)).text();
  const blog = /href="(\/blog\/[^"]+)"/.exec(blogs)?.[1];
  return ["/", "/projects", project, "/about", "/contact", "/blogs", blog].filter((p): p is string => !!p);
}

/** The scripts a page loads at start: its module preloads, each counted once, gzipped. */
async function clientJavaScriptKb(path: string): Promise<number> {
  const html = await (await fetch(`${base}${path}`)).text();
  const scripts = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!));
  let bytes = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return bytes / 1024;
}

/** Debian's Chromium with a debugging port for Lighthouse, without downloading anything. */
async function startChrome(): Promise<{ port: number; kill: () => void }> {
  const debugPort = port + 100;
  const chrome = spawn(
    chromePath,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${mkdtempSync(join(tmpdir(), "bench-chrome-"))}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 100; i++) {
    const ready = await fetch(`http://127.0.0.1:${debugPort}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { port: debugPort, kill: () => chrome.kill("SIGTERM") };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  chrome.kill("SIGKILL");
  throw new Error(`Chromium at ${chromePath} did not start.`);
}

const stop = await startSite();
const chrome = await startChrome();
try {
  const rows: string[] = [];
  for (const path of await pages()) {
    const js = await clientJavaScriptKb(path);
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const score = (id: string) => Math.round((result?.lhr.categories[id]?.score ?? 0) * 100);
    rows.push(
      `${path.padEnd(52)} ${js.toFixed(1).padStart(7)} ${String(score("performance")).padStart(5)} ${String(score("accessibility")).padStart(5)} ${String(score("best-practices")).padStart(5)} ${String(score("seo")).padStart(5)}`,
    );
  }
  console.log(
    `${"page".padEnd(52)} ${"JS KB".padStart(7)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"best".padStart(5)} ${"seo".padStart(5)}`,
  );
  for (const row of rows) console.log(row);
} finally {
  chrome.kill();
  stop();
}
