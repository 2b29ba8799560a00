import type { AddressInfo } from "node:net";

import express from "express";
import { afterEach, describe, expect, it } from "vitest";

import { noMetrics } from "#app/lib/metrics.ts";
import { currentRequest, logConsoleAsJson } from "./console-log.ts";
import { createLogger } from "./logger.ts";
import type { ServerMetrics } from "./metrics.ts";
import { requestLog } from "./request-log.ts";

function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger("debug", { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { lines, logger };
}

const metrics: ServerMetrics = {
  app: noMetrics,
  observeRequest: () => undefined,
  scrape: async () => ({ contentType: "text/plain", body: "" }),
};

describe("console lines as JSON", () => {
  let restore = () => {};
  afterEach(() => restore());

  it("writes each console line as a JSON line with its level, and an error as fields", () => {
    const { lines, logger } = memoryLog();
    restore = logConsoleAsJson(logger);
    console.log("Stopped.");
    console.warn("Disk space is low: %d MB left", 12);
    console.error("Saving the project failed:", new Error("disk full"));
    console.error(new TypeError("bad value"));
    restore();

    expect(lines).toMatchObject([
      { level: 30, msg: "Stopped." },
      { level: 40, msg: "Disk space is low: 12 MB left" },
      { level: 50, msg: "Saving the project failed:", err: { type: "Error", message: "disk full" } },
      { level: 50, msg: "bad value", err: { type: "TypeError", message: "bad value" } },
    ]);
    expect(String((lines[2]!.err as { stack: string }).stack)).toContain("Error: disk full\n    at ");
    expect(lines.every((line) => !("reqId" in line))).toBe(true);
  });

  it("logs an error's type, message, stack and code, not the row PostgreSQL quotes in its detail", () => {
    const { lines, logger } = memoryLog();
    restore = logConsoleAsJson(logger);
    const failed = Object.assign(new Error('null value in column "kind" violates not-null constraint'), {
      code: "23502",
      detail: "Failing row contains (7f3e, null, Durai Murugan, +919876512345, durai@example.in).",
      table: "leads",
    });
    console.error("Could not store a enquiry lead:", failed);
    restore();

    expect(lines).toMatchObject([
      { level: 50, err: { type: "Error", code: "23502", message: failed.message } },
    ]);
    const text = JSON.stringify(lines);
    for (const personal of ["Durai Murugan", "9876512345", "durai@example.in"]) {
      expect(text).not.toContain(personal);
    }
  });

  it("gives a line printed while answering a request that request's id", async () => {
    const { lines, logger } = memoryLog();
    restore = logConsoleAsJson(logger);
    const app = express();
    app.use(requestLog(logger, metrics, () => false));
    app.get("/", async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      console.error("Failed to load project", new Error("gone"));
      res.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const reqId = response.headers.get("x-request-id");
      expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.find((line) => line.msg === "Failed to load project")).toMatchObject({ reqId, level: 50 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(currentRequest.getStore()).toBeUndefined();
  });
});
