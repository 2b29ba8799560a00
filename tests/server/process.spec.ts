import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { request } from "node:http";

import { expect, test } from "@playwright/test";

import { openDatabase } from "#app/db/database.server.ts";
import { addProject } from "#app/domain/projects/projects.server.ts";
import { freePort, freshDataDir, node, root, startServer } from "./process.ts";

test("starts on an empty folder, migrates, and keeps every row across SIGTERM and a restart", async () => {
  const dataDir = freshDataDir();
  const first = await startServer({ DATA_DIR: dataDir });
  expect(first.output()).toContain("Applied migrations: 0001-content");
  expect(await (await fetch(`${first.base}/`)).text()).toContain("No projects available at the moment.");

  const db = openDatabase({ kind: "sqlite", file: join(dataDir, "site.db") });
  await addProject(db, {
    name: "Survivor Gardens",
    location: "Paramakudi, Ramanathapuram",
    priceRange: "₹8 L - ₹14 L",
    plotSizes: "800 - 1500 sq.ft",
    totalPlots: 40,
    soldPlots: 3,
    description: "Kept across restarts.",
    bannerImage: "/media/0123456789abcdef-1600x1200",
    images: [],
    highlights: [],
    amenities: [],
    nearbyPlaces: [],
  });
  await db.destroy();
  expect(await (await fetch(`${first.base}/`)).text()).toContain("Survivor Gardens");

  const started = Date.now();
  first.child.kill("SIGTERM");
  expect(await first.exit).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(first.output()).toContain("Stopped.");

  const second = await startServer({ DATA_DIR: dataDir });
  try {
    expect(second.output()).not.toContain("Applied migrations");
    expect(await (await fetch(`${second.base}/`)).text()).toContain("Survivor Gardens");
  } finally {
    second.child.kill("SIGINT");
    expect(await second.exit).toBe(0);
  }
});

test("finishes a request in flight before exiting on SIGTERM", async () => {
  const running = await startServer({ DATA_DIR: freshDataDir() });
  // A keep-alive request that is still being read when the signal arrives must complete.
  const body = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${running.base}/`, (res) => {
      running.child.kill("SIGTERM");
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.end();
  });
  const response = await body;
  expect(response.status).toBe(200);
  expect(response.text).toContain("</html>");
  expect(await running.exit).toBe(0);
});

test("a port already in use gives one clear line and exit code 1", async () => {
  const port = String(await freePort());
  const holder = await startServer({ DATA_DIR: freshDataDir(), PORT: port });
  try {
    const second = await startServer({ DATA_DIR: freshDataDir(), PORT: port });
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain(
      `Port ${port} is already in use: stop the other server or set PORT to a free port.`,
    );
  } finally {
    holder.child.kill("SIGTERM");
    await holder.exit;
  }
});

test("a bad setting stops the server with a message naming the variable", async () => {
  const running = await startServer({ DATA_DIR: freshDataDir(), DATABASE_URL: "mysql://x/y" });
  expect(await running.exit).toBe(1);
  expect(running.output()).toContain("Invalid configuration: DATABASE_URL must be a URL starting with");
});

test("refuses to run on a Node older than 24 with one clear sentence", () => {
  const system = spawnSync("/usr/bin/node", ["--version"], { encoding: "utf8" });
  expect(system.stdout, "this check needs the machine's own older Node at /usr/bin/node").toMatch(
    /^v(1\d|2[0-3])\./,
  );
  const result = spawnSync("/usr/bin/node", ["--import", "./scripts/require-node.js", "server/main.ts"], {
    cwd: root,
    encoding: "utf8",
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("This project needs Node.js 24 or newer but is running on");
  expect(node).toContain("node_modules");
});

test("a POST to a page without a form is answered 405 without a stack trace in the log", async () => {
  const running = await startServer({ DATA_DIR: freshDataDir() });
  try {
    const response = await fetch(`${running.base}/about`, {
      method: "POST",
      body: new URLSearchParams({ a: "b" }),
    });
    expect(response.status).toBe(405);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A stack trace, printed or inside a JSON log line (where its line breaks are written \n).
    expect(running.output()).not.toMatch(/ErrorResponseImpl|(\n|\\n)\s+at /);
  } finally {
    running.child.kill("SIGTERM");
    await running.exit;
  }
});
