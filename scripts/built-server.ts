import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";

/**
 * The built site as `npm start` runs it (`server/main.ts` on Node 24 with the V8 settings of
 * `npm start` and deploy/plotsite.service, docs/architecture.md, Performance), for the bench, the
 * scale bench, the load test and the server tests: started with an environment and a port of the
 * caller's, waited for until /healthz answers, and stopped. Run `npm run build` first.
 */

const root = join(import.meta.dirname, "..");
/** The Node 24 that npm installed: the server is always started through it. */
const node = join(root, "node_modules", ".bin", "node");

export const serverNodeArgs = [
  "--max-semi-space-size=4",
  "--v8-pool-size=0",
  "--import",
  "./scripts/require-node.js",
  "server/main.ts",
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loopback port nothing listens on at the moment. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

export interface BuiltServerOptions {
  /** Set over this process's environment; HOST is 127.0.0.1 unless given here. */
  env?: Record<string, string>;
  /** A free one when not given. */
  port?: number;
  /**
   * Leave out this process's DATABASE_URL and S3_* settings, so that the server keeps its database
   * and media in its DATA_DIR whatever the shell exports.
   */
  ownStorage?: boolean;
  /**
   * "keep" (the default): everything it prints is kept for `output()`. "stderr": its log (standard
   * output) is dropped and its standard error shown as this process's, as a measuring script wants.
   */
  output?: "keep" | "stderr";
}

export interface BuiltServer {
  child: ChildProcess;
  base: string;
  /** What it printed: both streams with output "keep", its standard error with "stderr". */
  output(): string;
  /** Its exit code once it has exited; null when a signal ended it. */
  exit: Promise<number | null>;
  exited(): boolean;
  /** SIGTERM (its drain and shutdown), then waits until it has exited. */
  stop(): Promise<void>;
}

/** An environment without a database or bucket of its own (DATABASE_URL, S3_*). */
export function withoutStorage(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => name !== "DATABASE_URL" && !name.startsWith("S3_")),
  );
}

/** Starts the server without waiting for it (see `waitForHealth`). */
export async function launchBuiltServer(options: BuiltServerOptions = {}): Promise<BuiltServer> {
  const port = options.port ?? (await freePort());
  const inherited = options.ownStorage ? withoutStorage(process.env) : process.env;
  const keepAll = (options.output ?? "keep") === "keep";
  const child = spawn(node, serverNodeArgs, {
    cwd: root,
    env: { ...inherited, HOST: "127.0.0.1", ...options.env, PORT: String(port) },
    stdio: ["ignore", keepAll ? "pipe" : "ignore", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk;
    if (!keepAll) process.stderr.write(chunk);
  });
  let exited = false;
  // "close" comes after the last of its output, so a caller reading it then has all of it.
  const exit = new Promise<number | null>((resolve) =>
    child.once("close", (code) => {
      exited = true;
      resolve(code);
    }),
  );
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exit,
    exited: () => exited,
    stop: async () => {
      if (!exited) child.kill("SIGTERM");
      await exit;
    },
  };
}

/** Asks /healthz every 100 ms: true once it answers 200, false if the server exits or time runs out. */
export async function waitForHealth(
  server: Pick<BuiltServer, "base" | "exited">,
  timeoutMs: number,
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!server.exited() && Date.now() < until) {
    const healthy = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return true;
    await sleep(100);
  }
  return false;
}

/**
 * Starts the server and answers once /healthz does. When it exits first, or does not answer within
 * `timeoutMs`, it is stopped and the error carries what it printed.
 */
export async function startBuiltServer(
  options: BuiltServerOptions & { timeoutMs?: number } = {},
): Promise<BuiltServer> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const server = await launchBuiltServer(options);
  if (await waitForHealth(server, timeoutMs)) return server;
  const why = server.exited()
    ? `exited (code ${await server.exit}) before /healthz answered`
    : `did not answer /healthz within ${timeoutMs / 1000} s`;
  if (!server.exited()) server.child.kill("SIGKILL");
  await server.exit;
  throw new Error(`The built server at ${server.base} ${why}. It printed:\n${server.output()}`);
}
