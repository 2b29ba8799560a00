import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { launchBuiltServer, waitForHealth, type BuiltServer } from "#scripts/built-server.ts";

export { freePort } from "#scripts/built-server.ts";

export const root = join(import.meta.dirname, "..", "..");
/** The Node 24 that npm installed; the server is always started through it. */
export const node = join(root, "node_modules", ".bin", "node");

export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), "plotsite-proc-"));
}

export type Running = BuiltServer;

/**
 * Starts the built server as `npm start` would, and waits up to 20 s for /healthz, or for it to
 * exit: a test of a server that refuses to start reads its exit code and output. It stops at once
 * on SIGTERM unless a test sets SHUTDOWN_DRAIN_SECONDS itself.
 */
export async function startServer(env: Record<string, string>): Promise<Running> {
  const { PORT: port, ...rest } = env;
  const running = await launchBuiltServer({
    env: { SHUTDOWN_DRAIN_SECONDS: "0", ...rest },
    ...(port === undefined ? {} : { port: Number(port) }),
  });
  await waitForHealth(running, 20_000);
  return running;
}
