import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";

import { freePort, root } from "./process.ts";

export const nginxBinary = "/usr/sbin/nginx";
export const shippedNginxConf = join(root, "deploy", "nginx.conf");

/** Replaces what `pattern` finds, and fails when it finds nothing: the shipped file changed shape. */
function rewrite(
  text: string,
  pattern: RegExp,
  by: string | ((match: string, ...groups: string[]) => string),
): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${pattern}: update the test`);
  return typeof by === "string" ? text.replace(pattern, by) : text.replace(pattern, by);
}

/** The cache and log folders of Debian's root-owned nginx, moved into the test's folder. */
function privatePaths(site: string, folder: string): string {
  site = rewrite(site, /\/var\/lib\/nginx\//g, `${folder}/cache/`);
  return rewrite(site, /\/var\/log\/nginx\//g, `${folder}/`);
}

/**
 * The shipped server block as it runs in the test, changed only where loopback needs it: the
 * HTTPS listener becomes plain HTTP on a free port (its ssl_ lines go), the HTTP one moves to a
 * second free port, IPv6 listeners go, the upstream's server line becomes one line per app
 * instance of the test (as the file's comment shows for several instances), and the cache and
 * log folders move into the test's folder. Everything else (locations, limits, headers, cache
 * rules) is the shipped text.
 */
export function loopbackSite(
  shipped: string,
  where: { folder: string; port: number; redirectPort: number; apps: readonly string[] },
): string {
  let site = shipped;
  site = rewrite(site, /^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${where.port};`);
  site = rewrite(site, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${where.redirectPort};`);
  site = rewrite(site, /^\s*listen \[::\]:.*\n/gm, "");
  site = rewrite(site, /^\s*ssl_.*\n/gm, "");
  site = rewrite(site, /^(\s*)server 127\.0\.0\.1:3000;$/m, (_line, indent: string) =>
    where.apps.map((app) => `${indent}server ${app};`).join("\n"),
  );
  return privatePaths(site, where.folder);
}

/** The shipped server block with its certificate lines pointed at `pair` (for `nginx -t`). */
export function certifiedSite(shipped: string, folder: string, pair: { cert: string; key: string }): string {
  let site = rewrite(shipped, /\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/, pair.cert);
  site = rewrite(site, /\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/, pair.key);
  return privatePaths(site, folder);
}

/**
 * A main configuration around a site file, as Debian's nginx.conf includes sites-enabled inside
 * `http {}`. Temporary files stay in the folder; as root, workers run as root to reach it.
 */
function mainConf(folder: string, site: string): string {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `    ${kind}_temp_path ${folder}/${kind}_temp;`)
    .join("\n");
  const siteFile = join(folder, "site.conf");
  writeFileSync(siteFile, site);
  return [
    process.getuid?.() === 0 ? "user root;" : `user ${userInfo().username};`,
    "worker_processes 1;",
    "events { worker_connections 256; }",
    "http {",
    temp,
    `    include ${siteFile};`,
    "}",
    "",
  ].join("\n");
}

function nginxArgs(folder: string, globals = ""): string[] {
  const conf = join(folder, "nginx.conf");
  return [
    "-p",
    folder,
    "-c",
    conf,
    "-e",
    "stderr",
    "-g",
    `${globals}pid ${folder}/nginx.pid; error_log stderr;`,
  ];
}

export function newFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "plotsite-nginx-"));
  mkdirSync(join(folder, "cache"));
  return folder;
}

/** `nginx -t` on a site file: its exit code and what it printed. */
export function testNginxConf(folder: string, site: string): { status: number | null; output: string } {
  writeFileSync(join(folder, "nginx.conf"), mainConf(folder, site));
  const result = spawnSync(nginxBinary, ["-t", ...nginxArgs(folder)], { encoding: "utf8" });
  return { status: result.status, output: result.stdout + result.stderr };
}

export interface Proxy {
  base: string;
  redirectBase: string;
  stop(): Promise<void>;
}

/** Runs the shipped nginx.conf on loopback in front of the app instances at `apps` (host:port each). */
export async function startNginx(...apps: string[]): Promise<Proxy> {
  const folder = newFolder();
  const port = await freePort();
  const redirectPort = await freePort();
  const shipped = readFileSync(shippedNginxConf, "utf8");
  writeFileSync(
    join(folder, "nginx.conf"),
    mainConf(folder, loopbackSite(shipped, { folder, port, redirectPort, apps })),
  );
  const child: ChildProcess = spawn(nginxBinary, nginxArgs(folder, "daemon off; "), {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exit = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  // A test stopped by its timeout may never reach its `finally`: nginx must not outlive the worker.
  const orphanGuard = () => child.kill("SIGQUIT");
  process.once("exit", orphanGuard);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    if (
      await send(`${base}/healthz`).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (child.exitCode !== null || !existsSync(join(folder, "nginx.pid"))) {
    throw new Error(`nginx did not start:\n${output}`);
  }
  return {
    base,
    redirectBase: `http://127.0.0.1:${redirectPort}`,
    stop: async () => {
      process.off("exit", orphanGuard);
      child.kill("SIGQUIT");
      await exit;
    },
  };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request on a connection of its own, optionally from another loopback address. With
 * `declaredLength`, only the headers go out, announcing a body of that size: the answer comes
 * from whoever refuses it unread.
 */
export function send(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    from?: string;
    declaredLength?: number;
  } = {},
): Promise<Answer> {
  const headers = { ...options.headers };
  if (options.declaredLength !== undefined) headers["content-length"] = String(options.declaredLength);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? "GET", headers, localAddress: options.from, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          });
          req.destroy();
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (options.declaredLength === undefined) req.end(options.body);
    else req.flushHeaders();
  });
}
