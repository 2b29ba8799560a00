import { request } from "node:http";

import { expect, test } from "@playwright/test";

import { freshDataDir, startServer } from "./process.ts";

/** One GET on a connection of its own, as a burst of new visitors would open them. */
function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

test("runs in production mode whatever NODE_ENV says, and answers errors without a stack", async () => {
  const running = await startServer({ DATA_DIR: freshDataDir(), NODE_ENV: "development" });
  try {
    expect(running.output()).toContain("(production mode, database:");
    for (const path of ["/assets/no-such-file.js", "/assets/%E0%A4%A", "/project/%ff", "/blog/%"]) {
      const response = await fetch(`${running.base}${path}`);
      const body = await response.text();
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(body, path).not.toMatch(/\bat |ENOENT|URIError|\/work\/|node_modules/);
      expect(body.length, path).toBeLessThan(100);
    }
    expect(running.output()).not.toMatch(/(\n|\\n)\s+at |could not be decoded/);
  } finally {
    running.child.kill("SIGTERM");
    await running.exit;
  }
});

test("on SIGTERM reports not ready but serves the drain period out, then exits", async () => {
  const running = await startServer({ DATA_DIR: freshDataDir(), SHUTDOWN_DRAIN_SECONDS: "5" });
  expect((await fetch(`${running.base}/readyz`)).status).toBe(200);
  // A burst of visitors, still arriving when the signal comes: none of them is turned away.
  const burst = Array.from({ length: 50 }, () => get(`${running.base}/`));
  const signalled = Date.now();
  running.child.kill("SIGTERM");

  await expect.poll(async () => (await fetch(`${running.base}/readyz`)).status).toBe(503);
  const readyz = await fetch(`${running.base}/readyz`);
  expect(await readyz.json()).toEqual({ status: "not ready", problems: ["shutting down"] });
  expect((await fetch(`${running.base}/healthz`)).status).toBe(200);
  const page = await fetch(`${running.base}/about`);
  expect(page.status).toBe(200);
  expect(page.headers.get("connection")).toBe("close");
  expect(await Promise.all(burst)).toEqual(Array.from({ length: 50 }, () => 200));

  expect(await running.exit).toBe(0);
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(5_000);
  expect(running.output()).toContain("SIGTERM received: not ready; serving 5 s more");
  expect(running.output()).toContain("Stopped.");
});

test("a visitor leaving mid-request is one quiet line with the path, not an error", async () => {
  const running = await startServer({ DATA_DIR: freshDataDir() });
  try {
    // The form's body never arrives in full: the action is still reading it when the visitor leaves.
    await new Promise<void>((resolve) => {
      const req = request(`${running.base}/contact`, {
        method: "POST",
        headers: {
          origin: running.base,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": "1000",
        },
      });
      req.on("error", () => resolve());
      req.write("name=Meena&phone=");
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 300);
    });
    await expect.poll(() => running.output()).toContain("Request aborted by the client: POST /contact");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(running.output()).not.toMatch(/Error|(\n|\\n)\s+at /);
  } finally {
    running.child.kill("SIGTERM");
    await running.exit;
  }
});
