import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createAuth } from "../app/domain/staff/auth.server.ts";
import type { AppServices } from "../app/context.ts";
import { migrateToLatest, openDatabase, type DB } from "../app/db/database.server.ts";
import { createMailer } from "../app/mail/mailer.server.ts";
import { BrochureStore } from "../app/domain/media/brochures.server.ts";
import { LocalDiskStorage } from "../app/domain/media/storage.server.ts";
import { createHttpApp } from "./http.ts";

function testServices(db: DB): AppServices {
  const mailer = createMailer({ smtpUrl: undefined, from: "t@example.in", outboxDir: tmpdir() });
  const siteUrl = "https://www.example.in";
  return {
    db,
    storage: new LocalDiskStorage(mkdtempSync(join(tmpdir(), "up-"))),
    brochures: new BrochureStore(mkdtempSync(join(tmpdir(), "brochures-"))),
    auth: createAuth({ db, engine: "sqlite", siteUrl, secret: "s".repeat(40), mailer }),
    mailer,
    siteUrl,
    signingSecret: "s".repeat(40),
    forms: { rateLimit: { limit: 5, windowMs: 600_000 }, minFillMs: 0 },
    leadAlerts: { kick() {}, stop: async () => {} },
  };
}

async function listen(db: DB, trustProxy = false) {
  const app = createHttpApp({
    services: testServices(db),
    trustProxy,
    development: false,
    assets: (_req, _res, next) => next(),
    pages: (_req, res) => {
      res.type("html").send(`<p>nonce=${String(res.locals.cspNonce)}</p>` + "x".repeat(2000));
    },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("the HTTP app", () => {
  let db: DB;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    db = openDatabase({ kind: "sqlite", file: join(mkdtempSync(join(tmpdir(), "http-")), "t.db") });
    await migrateToLatest(db);
    server = await listen(db);
  });
  afterAll(async () => {
    await server.close();
    await db.destroy();
  });

  it("answers /healthz after checking the database", async () => {
    const response = await fetch(`${server.base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("sends the security headers with a fresh script nonce on every response", async () => {
    const [a, b] = await Promise.all([fetch(`${server.base}/`), fetch(`${server.base}/`)]);
    const csp = a.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(await a.text()).toContain(`nonce=${nonce}`);
    expect(b.headers.get("content-security-policy")).not.toBe(csp);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("x-frame-options")).toBe("DENY");
    expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(a.headers.get("strict-transport-security")).toBeNull();
    expect(a.headers.get("x-powered-by")).toBeNull();
  });

  it("refuses a form post from another site and accepts one from ours", async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${server.base}/anything`, { method: "POST", headers, body: "a=1" });
    expect((await post({ origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post({ origin: "null" })).status).toBe(403);
    expect((await post({ origin: server.base })).status).toBe(200);
    expect((await post({ origin: "https://www.example.in" })).status).toBe(200);
    expect((await post({})).status).toBe(200);
  });

  it("compresses HTML", async () => {
    const response = await fetch(`${server.base}/`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("sends HSTS only over HTTPS, and trusts X-Forwarded-Proto only behind a configured proxy", async () => {
    const https = { headers: { "x-forwarded-proto": "https" } };
    expect((await fetch(`${server.base}/`, https)).headers.get("strict-transport-security")).toBeNull();
    const proxied = await listen(db, true);
    try {
      const response = await fetch(`${proxied.base}/`, https);
      expect(response.headers.get("strict-transport-security")).toContain("max-age=31536000");
    } finally {
      await proxied.close();
    }
  });

  it("reports 503 from /healthz when the database is gone", async () => {
    const lost = openDatabase({ kind: "sqlite", file: join(mkdtempSync(join(tmpdir(), "gone-")), "t.db") });
    const other = await listen(lost);
    expect((await fetch(`${other.base}/healthz`)).status).toBe(200);
    await lost.destroy();
    try {
      const response = await fetch(`${other.base}/healthz`);
      expect(response.status).toBe(503);
    } finally {
      await other.close();
    }
  });
});
