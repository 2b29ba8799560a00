import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";

import { openDatabase } from "#app/db/database.server.ts";
import { freshDataDir, startServer } from "./process.ts";
import { postgresBinDir, startPrivatePostgres } from "./private-postgres.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** What a stack trace or a leaked file path looks like in an answer. */
const leak = /\n\s+at \S|node_modules|\/work\/|\/tmp\/|\.tsx?:\d+|Error:/;

/**
 * Issue 12, "A PostgreSQL restart kills the process": the database is stopped (every session ends
 * with 57P01) and started again while visitors browse and send enquiries. The server stays up,
 * answers 503 with the friendly page while the database is away, serves normally once it is back,
 * and every enquiry it acknowledged is stored.
 */
test("the site survives a PostgreSQL restart and loses no acknowledged lead", async () => {
  test.setTimeout(120_000);
  const bin = postgresBinDir();
  // CI installs PostgreSQL (.ci/run): there a missing server is a failure, not a reason to skip.
  expect(bin !== null || !process.env.CI, "PostgreSQL's server tools are missing in CI").toBe(true);
  test.skip(
    bin === null,
    "PostgreSQL's server tools (initdb, pg_ctl under /usr/lib/postgresql) are not installed: " +
      "install the postgresql package to run the restart test.",
  );
  const database = await startPrivatePostgres(bin!);
  const server = await startServer({
    DATA_DIR: freshDataDir(),
    DATABASE_URL: database.url,
    FORM_MIN_FILL_SECONDS: "0",
    FORM_RATE_LIMIT: "100000",
  });
  type Phase = "up" | "down" | "back";
  let phase = "up" as Phase;
  let running = true;
  const pages: { phase: Phase; status: number; body: string; data: boolean }[] = [];
  const posts: number[] = [];
  const acknowledged: string[] = [];
  // A resource route (no page around it) that reads the database: the brochure download.
  const downloads: { phase: Phase; status: number; body: string }[] = [];
  const download = async () => {
    while (running) {
      const at = phase;
      const response = await fetch(`${server.base}/project/${randomUUID()}/brochure?token=x`).catch(
        () => null,
      );
      if (response) downloads.push({ phase: at, status: response.status, body: await response.text() });
      await sleep(40);
    }
  };

  // A page as a visitor opens it, and the data request a client-side navigation makes.
  const browse = async (path: "/" | "/_.data") => {
    while (running) {
      const at = phase;
      const response = await fetch(`${server.base}${path}`).catch(() => null);
      if (response) {
        const body = await response.text();
        pages.push({ phase: at, status: response.status, body, data: path !== "/" });
      }
      await sleep(40);
    }
  };
  const enquire = async (worker: number) => {
    for (let n = 0; running; n++) {
      const name = `Restart Visitor ${worker} ${n}`;
      const response = await fetch(`${server.base}/enquiry`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name, phone: "98765 12345", page: "/" }),
      }).catch(() => null);
      if (response) {
        posts.push(response.status);
        if (response.status === 303 && response.headers.get("location")?.includes("enquiry=sent")) {
          acknowledged.push(name);
        }
        await response.arrayBuffer();
      }
      await sleep(30);
    }
  };

  try {
    const traffic = Promise.all([
      browse("/"),
      browse("/_.data"),
      download(),
      enquire(1),
      enquire(2),
      enquire(3),
    ]);
    await expect.poll(() => acknowledged.length, { timeout: 15_000 }).toBeGreaterThan(10);

    phase = "down";
    await database.stop();
    await expect
      .poll(() => pages.some((p) => p.phase === "down" && p.status === 503 && !p.data), { timeout: 15_000 })
      .toBe(true);
    await sleep(1_500);

    await database.start();
    phase = "back";
    await expect
      .poll(() => pages.filter((p) => p.phase === "back" && !p.data).at(-1)?.status, { timeout: 20_000 })
      .toBe(200);
    const acknowledgedBefore = acknowledged.length;
    await expect.poll(() => acknowledged.length, { timeout: 15_000 }).toBeGreaterThan(acknowledgedBefore);
    running = false;
    await traffic;

    expect(server.child.exitCode, `the server exited:\n${server.output()}`).toBeNull();
    const outage = pages.filter((p) => p.status !== 200);
    expect(new Set(outage.map((p) => p.status))).toEqual(new Set([503]));
    expect(outage.some((p) => p.data)).toBe(true);
    for (const page of outage) {
      if (!page.data) expect(page.body).toContain("Please try again in a moment");
      expect(page.body).not.toMatch(leak);
    }
    // An unknown project's brochure is a 404 while the database answers, a 503 while it is away.
    expect(new Set(downloads.map((d) => d.status))).toEqual(new Set([404, 503]));
    for (const away of downloads.filter((d) => d.status === 503)) {
      expect(away.body).toContain("Please try again in a moment");
    }
    expect(
      posts.every((status) => status === 303 || status === 503),
      `form answers: ${posts}`,
    ).toBe(true);

    const db = openDatabase({ kind: "postgres", url: database.url });
    try {
      const stored = await db.selectFrom("leads").select("name").execute();
      const names = new Set(stored.map((row) => row.name));
      expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    } finally {
      await db.destroy();
    }
  } finally {
    running = false;
    server.child.kill("SIGTERM");
    await server.exit;
    await database.destroy();
  }
});
