import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..", "..");
/** The Node 24 that npm installed; the server is always started through it. */
export const node = join(root, "node_modules", ".bin", "node");

export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), "plotsite-proc-"));
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

export interface Running {
  child: ChildProcess;
  base: string;
  output(): string;
  exit: Promise<number | null>;
}

/**
 * Starts the built server as `npm start` would, and waits for /healthz (or for it to exit). It
 * stops at once on SIGTERM unless a test sets SHUTDOWN_DRAIN_SECONDS itself.
 */
export async function startServer(env: Record<string, string>): Promise<Running> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(node, ["--import", "./scripts/require-node.js", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", SHUTDOWN_DRAIN_SECONDS: "0", ...env, PORT: port },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  let exited = false;
  void exit.then(() => (exited = true));
  for (let i = 0; i < 200 && !exited; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base, output: () => output, exit };
}
