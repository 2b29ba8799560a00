import { request, type IncomingHttpHeaders } from "node:http";
import { join } from "node:path";

import { e2ePort } from "#tests/e2e/servers.ts";

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  /** The server's port: the browser tests' shared site unless a test has a site of its own. */
  port?: number;
  method?: string;
  headers?: Record<string, string>;
  /** Sent as they are: without a Content-Length header, node:http sends them chunked. */
  chunks?: Buffer[];
  /**
   * False to stop after the chunks, without finishing the body: a server that refuses a body
   * part-way has then read all that was sent, so the connection closes cleanly, not with a reset
   * that could discard its answer before it is read.
   */
  end?: boolean;
}

/**
 * node:http rather than Playwright's request or fetch: both normalise the path (`..`, `%2e`) and
 * the Host before sending, which is exactly what these probes must not have done for them.
 */
export function rawRequest(path: string, options: RawRequest = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const port = options.port ?? e2ePort;
    const headers = { host: `127.0.0.1:${port}`, ...options.headers };
    const req = request({
      host: "127.0.0.1",
      port,
      path,
      method: options.method ?? "GET",
      headers,
      setHost: false,
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        });
      });
    });
    // A server that refuses a body closes the connection while it is still being sent: the answer
    // it gave first is what counts, so only an error before any answer fails the probe.
    req.on("error", (error) => {
      if (!req.headersSent) reject(error);
    });
    // Sent now even when no body follows: a declared size alone must get its answer.
    req.flushHeaders();
    for (const chunk of options.chunks ?? []) req.write(chunk);
    if (options.end !== false) req.end();
  });
}

const repository = join(import.meta.dirname, "..", "..");

/** Why an answer gives too much away (a stack trace, a file path), or null when it does not. */
export function leak(answer: RawAnswer): string | null {
  const text = answer.body;
  if (/\bat (?:async )?[\w.$<>]+ \([^()\n]*:\d+:\d+\)|\n\s+at [^\n]*:\d+:\d+/.test(text))
    return "a stack trace";
  for (const path of [repository, process.env.E2E_DATA_DIR, "node_modules", "file://", "/tmp/"]) {
    if (path && text.includes(path)) return `the path ${path}`;
  }
  if (/ENOENT|ENAMETOOLONG|EACCES|URIError|TypeError|SqliteError/.test(text)) return "an error name";
  return null;
}
