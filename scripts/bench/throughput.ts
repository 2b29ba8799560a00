import { spawn } from "node:child_process";
import { get, type IncomingHttpHeaders } from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

import autocannon from "autocannon";

import type { ThroughputFigures } from "./budgets.ts";
import { asBrowser, root, startSite, type Site } from "./site.ts";

/** Per-response headers that describe the connection or the transfer, not the page. */
const transferHeaders = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date"]);

export const connections = 10;

/** Requests/s that got a 2xx answer, over `seconds` at `connections` connections, one path. */
async function requestsPerSecond(base: string, path: string, seconds: number): Promise<number> {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration: seconds,
    headers: asBrowser,
  });
  if (result.errors + result.timeouts + result.non2xx > 0) {
    console.error(
      `${base}${path}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return result["2xx"] / result.duration;
}

async function warmUp(base: string, path: string, requests: number): Promise<void> {
  await autocannon({ url: `${base}${path}`, connections, amount: requests, headers: asBrowser });
}

/** The site's answer to a browser's request, its body as sent (compressed), not decoded as fetch would. */
function answerAsSent(url: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: asBrowser }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}

/**
 * The static reference: a node:http process answering each page with the bytes and headers the
 * warm site sent a browser for it (compressed as the site compressed them).
 */
async function startStaticReference(site: Site, pages: readonly string[], port: number) {
  const folder = mkdtempSync(join(tmpdir(), "bench-static-"));
  const file = join(folder, "responses.json");
  const stored: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  for (const path of pages) {
    const response = await answerAsSent(`${site.base}${path}`);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (!transferHeaders.has(name) && typeof value === "string") headers[name] = value;
    }
    stored[path] = { status: response.status, headers, body: response.body.toString("base64") };
  }
  writeFileSync(file, JSON.stringify(stored));
  const child = spawn(
    join(root, "node_modules", ".bin", "node"),
    ["--import", "./scripts/require-node.js", "scripts/bench/static-server.ts", file, String(port)],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const ready = await new Promise<boolean>((resolve) => {
    createInterface({ input: child.stdout! }).once("line", () => resolve(true));
    child.once("exit", () => resolve(false));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  if (!ready) {
    await stop();
    throw new Error("The static reference server did not start.");
  }
  return { base: `http://127.0.0.1:${port}`, stop };
}

/**
 * Requests/s per page against the site with its page cache warm, a second site with it off
 * (PAGE_CACHE_MB=0) and the static reference, each page measured on the three in turn so that
 * they share the machine's moment. Each server gets `warmUpRequests` of the page first.
 */
export async function measureThroughput(options: {
  seedDir: string;
  pages: readonly string[];
  ports: { warm: number; cold: number; static: number };
  seconds: number;
  warmUpRequests: number;
}): Promise<ThroughputFigures[]> {
  const { seedDir, pages, ports, seconds, warmUpRequests } = options;
  const stops: (() => Promise<void>)[] = [];
  try {
    const warm = await startSite(seedDir, ports.warm);
    stops.push(warm.stop);
    const cold = await startSite(seedDir, ports.cold, { PAGE_CACHE_MB: "0" });
    stops.push(cold.stop);
    const reference = await startStaticReference(warm, pages, ports.static);
    stops.push(reference.stop);
    const figures: ThroughputFigures[] = [];
    for (const path of pages) {
      const rps: Record<"warm" | "cold" | "static", number> = { warm: 0, cold: 0, static: 0 };
      for (const [name, base] of [
        ["static", reference.base],
        ["warm", warm.base],
        ["cold", cold.base],
      ] as const) {
        await warmUp(base, path, warmUpRequests);
        rps[name] = await requestsPerSecond(base, path, seconds);
      }
      console.error(
        `throughput ${path}: static ${rps.static.toFixed(0)}, warm ${rps.warm.toFixed(0)}, cold ${rps.cold.toFixed(0)} req/s`,
      );
      figures.push({ path, ...rps });
    }
    return figures;
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
