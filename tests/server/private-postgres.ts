import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import pg from "pg";

import { freePort } from "./process.ts";

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port: a test may stop and
 * restart it without disturbing the shared cluster other tests (and other people) use. As root,
 * the server runs as the `postgres` user, since PostgreSQL refuses to run as root.
 */
export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** The newest installed server's bin folder, or null when the server tools are not installed. */
export function postgresBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "pg_ctl")) && existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : null;
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const folder = mkdtempSync(join(tmpdir(), "plotsite-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (name: string) => Number(execFileSync("id", [name, "postgres"], { encoding: "utf8" }).trim());
    chownSync(folder, id("-u"), id("-g"));
  }
  const run = async (tool: string, args: string[]) => {
    const [command, ...rest] = asRoot
      ? ["runuser", "-u", "postgres", "--", join(bin, tool), ...args]
      : [join(bin, tool), ...args];
    await promisify(execFile)(command!, rest);
  };
  const data = join(folder, "data");
  const port = await freePort();
  await run("initdb", ["-D", data, "-A", "trust", "-U", "plotsite", "--no-sync"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", join(folder, "log"), "-w", "start"]);
  // "fast" ends every session with 57P01, as `pg_ctlcluster … restart` and a system shutdown do.
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  await start();
  const admin = new pg.Client({ connectionString: `postgres://plotsite@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query("create database plotsite");
  await admin.end();
  return {
    url: `postgres://plotsite@127.0.0.1:${port}/plotsite`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
