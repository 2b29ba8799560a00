import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { freePort, serverNodeArgs, startBuiltServer, waitForHealth, withoutStorage } from "./built-server.ts";

const root = join(import.meta.dirname, "..");
const dataDir = mkdtempSync(join(tmpdir(), "plotsite-built-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the built server's start", () => {
  it("runs server/main.ts with the V8 settings of `npm start` and the systemd unit", () => {
    const v8 = serverNodeArgs.filter((arg) => arg.startsWith("--") && arg !== "--import").join(" ");
    expect(v8).toBe("--max-semi-space-size=4 --v8-pool-size=0");
    const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.scripts.start).toContain(`node ${v8} --import ./scripts/require-node.js`);
    const unit = readFileSync(join(root, "deploy", "plotsite.service"), "utf8");
    expect(unit).toContain(`node ${serverNodeArgs.join(" ")}\n`);
  });

  it("fails with what the server printed when it exits before /healthz answers", async () => {
    const started = startBuiltServer({ env: { DATA_DIR: dataDir, DATABASE_URL: "mysql://x/y" } });
    await expect(started).rejects.toThrow(/exited \(code 1\) before \/healthz answered/);
    await expect(started).rejects.toThrow("Invalid configuration: DATABASE_URL must be a URL starting with");
  });

  it("waits for /healthz and gives up when the time is out", async () => {
    let answer = 503;
    const port = await freePort();
    const health = createServer((_req, res) => res.writeHead(answer).end());
    await new Promise<void>((resolve) => health.listen(port, "127.0.0.1", resolve));
    try {
      const server = { base: `http://127.0.0.1:${port}`, exited: () => false };
      expect(await waitForHealth(server, 300)).toBe(false);
      answer = 200;
      expect(await waitForHealth(server, 300)).toBe(true);
    } finally {
      health.close();
    }
  });

  it("can leave out the database and bucket the shell names", () => {
    const env = { DATABASE_URL: "postgres://a/b", S3_BUCKET: "x", DATA_DIR: "/d", PATH: "/bin" };
    expect(withoutStorage(env)).toEqual({ DATA_DIR: "/d", PATH: "/bin" });
  });
});
