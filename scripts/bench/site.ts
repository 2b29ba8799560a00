import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { localizedPath } from "#app/i18n/locales.ts";
import { startBuiltServer, withoutStorage } from "#scripts/built-server.ts";

/**
 * The sites the bench measures: the production build (`server/main.ts`, as `npm start` runs it) on
 * a copy of one data folder filled by `npm run db:seed` (the sample content), so that seeding's
 * image work is not counted in the server's memory and every server starts from the same content.
 * The bench uses SQLite on disk, whatever database or bucket the shell names.
 */
export const root = join(import.meta.dirname, "..", "..");
const nodeBinary = join(root, "node_modules", ".bin", "node");

/** What a browser says it takes (Chromium's Accept-Encoding): the bench and the load test ask as browsers do. */
export const asBrowser = { "accept-encoding": "gzip, deflate, br, zstd" };

export interface Site {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** A fresh data folder with the sample content (projects, posts, brochures); its path. */
export async function seedSampleContent(): Promise<string> {
  if (!existsSync(join(root, "build", "server", "index.js"))) {
    throw new Error("No production build: run `npm run build` first.");
  }
  const dataDir = mkdtempSync(join(tmpdir(), "bench-seed-"));
  const child = spawn(nodeBinary, ["--import", "./scripts/require-node.js", "scripts/db-seed.ts"], {
    cwd: root,
    env: { ...withoutStorage(process.env), DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`Seeding the sample content failed (exit ${code}).`);
  return dataDir;
}

/** Starts the built site on a copy of the seeded folder; resolves once /healthz answers. */
export async function startSite(
  seedDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<Site> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-site-"));
  cpSync(seedDir, dataDir, { recursive: true });
  try {
    const server = await startBuiltServer({
      port,
      env: { DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}`, ...env },
      ownStorage: true,
      output: "stderr",
    });
    const stop = async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { base: server.base, pid: server.child.pid!, stop };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The seven public pages, /, /projects, the first project, /about, /contact, /blogs, the first post, in both languages. */
export async function publicPages(base: string): Promise<string[]> {
  const projects = await (await fetch(`${base}/projects`)).text();
  const project = /href="(\/project\/[^"]+)"/.exec(projects)?.[1];
  const blogs = await (await fetch(`${base}/blogs`)).text();
  const blog = /href="(\/blog\/[^"]+)"/.exec(blogs)?.[1];
  if (!project || !blog) throw new Error("No project or post link found: is the sample content there?");
  const english = ["/", "/projects", project, "/about", "/contact", "/blogs", blog];
  // Issue "Tamil and English": the budgets hold on every Tamil page too. A post read in Tamil has
  // its own slug: its Tamil page is the one /ta/blogs links to.
  const tamilBlogs = await (await fetch(`${base}/ta/blogs`)).text();
  const tamilBlog = /href="(\/ta\/blog\/[^"]+)"/.exec(tamilBlogs)?.[1];
  if (!tamilBlog) throw new Error("No post link found on /ta/blogs.");
  const tamil = english.slice(0, -1).map((path) => localizedPath(path, "ta"));
  return [...english, ...tamil, tamilBlog];
}

/** A process's resident memory in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}
