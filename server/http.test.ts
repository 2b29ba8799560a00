import { mkdtempSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { createAuth } from "#app/domain/staff/auth.server.ts";
import type { AppServices } from "#app/context.ts";
import { migrateToLatest, openDatabase, type DB } from "#app/db/database.server.ts";
import { createMailer } from "#app/mail/mailer.server.ts";
import { BrochureStore } from "#app/domain/media/brochures.server.ts";
import { Bucket, S3Storage } from "#app/domain/media/s3-storage.server.ts";
import { LocalDiskStorage } from "#app/domain/media/storage.server.ts";
import { startS3Server } from "#tests/support/s3-server.ts";
import { DiskSpace } from "./disk-space.ts";
import { cappedBody } from "./body-limits.ts";
import { createHttpApp, type HttpOptions } from "./http.ts";
import { createLogger } from "./logger.ts";
import { createMetrics } from "./metrics.ts";
import type { ProxyTrust } from "./proxy-trust.ts";
import { Readiness } from "./readiness.ts";
import { imageUses } from "./services.ts";
import { noMetrics } from "#app/lib/metrics.ts";

function testServices(db: DB): AppServices {
  const mailer = createMailer({ smtpUrl: undefined, from: "t@example.in", outboxDir: tmpdir() });
  const siteUrl = "https://www.example.in";
  return {
    db,
    storage: new LocalDiskStorage(mkdtempSync(join(tmpdir(), "up-"))),
    brochures: new BrochureStore(mkdtempSync(join(tmpdir(), "brochures-"))),
    imageUses,
    auth: createAuth({ db, engine: "sqlite", siteUrl, secret: "s".repeat(40), mailer }),
    mailer,
    siteUrl,
    signingSecret: "s".repeat(40),
    forms: { rateLimit: { limit: 5, windowMs: 600_000 }, minFillMs: 0 },
    leadAlerts: { kick() {} },
    adLeads: { googleKey: undefined, meta: undefined, kickMeta() {} },
    whatsApp: { config: undefined, kick() {} },
    metrics: noMetrics,
  };
}

/** A page that reads the body the way the page handler does, and says how long it was. */
const echoBodyLength: RequestHandler = (req, res) => {
  const capped = cappedBody(res);
  let length = 0;
  (capped ?? req).on("data", (chunk: Buffer) => (length += chunk.length));
  (capped ?? req).on("end", () => res.send(`${capped ? "counted" : "as sent"} ${length}`));
  // Refused part-way (413): the limit has answered already.
  capped?.on("error", () => undefined);
};

const htmlPage: RequestHandler = (_req, res) => {
  res.type("html").send(`<p>nonce=${String(res.locals.cspNonce)}</p>` + "x".repeat(2000));
};

interface ListenOptions {
  trustProxy?: ProxyTrust;
  readiness?: Readiness;
  pages?: RequestHandler;
  observe?: HttpOptions["observe"];
  services?: Partial<AppServices>;
}

async function listen(db: DB, options: ListenOptions = {}) {
  const app = createHttpApp({
    services: { ...testServices(db), ...options.services },
    readiness: options.readiness ?? new Readiness({ db, disk: new DiskSpace(), probe: async () => {} }),
    trustProxy: options.trustProxy ?? { kind: "none" },
    development: false,
    assets: (_req, _res, next) => next(),
    pages: options.pages ?? htmlPage,
    observe: options.observe ?? {
      logger: createLogger("silent"),
      metrics: createMetrics(db),
      metricsToken: undefined,
    },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Readiness that checks only the bucket, as the server does with S3_BUCKET set. */
function bucketReadiness(db: DB, bucket: Bucket): Readiness {
  return new Readiness({
    db,
    disk: new DiskSpace(),
    probe: async () => {},
    storage: () => bucket.reachable(1_000),
  });
}

/** node:http, which sends a path as it is and a body in chunks without Content-Length. */
function raw(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; chunks?: Buffer[] } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/`, { path, method: options.method ?? "GET", headers: options.headers });
    req.on("response", (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    // The server may close while the body is still being sent: its answer is what counts.
    req.on("error", (error) => (req.headersSent ? undefined : reject(error)));
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end();
  });
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
    expect(csp).toContain("img-src 'self' data: blob:;");
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
    const proxied = await listen(db, { trustProxy: { kind: "local" } });
    try {
      const response = await fetch(`${proxied.base}/`, https);
      expect(response.headers.get("strict-transport-security")).toContain("max-age=31536000");
    } finally {
      await proxied.close();
    }
  });

  it("lets only a connection from a proxy TRUST_PROXY names say who the client is", async () => {
    const seen: RequestHandler = (req, res) => {
      res.json({ ip: req.headers["x-client-ip"], protocol: req.protocol, host: req.host });
    };
    const ask = async (base: string, headers: Record<string, string>) => {
      const response = await fetch(`${base}/who`, { headers });
      return { ...(await response.json()), requestId: response.headers.get("x-request-id") };
    };
    const forged = {
      "x-forwarded-for": "198.51.100.7",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "evil.example",
      "x-request-id": "forged-id",
    };
    // The test connects from 127.0.0.1: the first list names proxies of other machines only.
    const elsewhere = await listen(db, {
      trustProxy: { kind: "listed", proxies: ["10.0.0.5", "192.168.1.0/24", "::2"] },
      pages: seen,
    });
    const listed = await listen(db, { trustProxy: { kind: "listed", proxies: ["127.0.0.1"] }, pages: seen });
    const local = await listen(db, { trustProxy: { kind: "local" }, pages: seen });
    try {
      const own = await ask(elsewhere.base, forged);
      expect(own).toMatchObject({ ip: "127.0.0.1", protocol: "http", host: new URL(elsewhere.base).host });
      expect(own.requestId).not.toBe("forged-id");
      for (const proxied of [listed, local]) {
        expect(await ask(proxied.base, forged)).toEqual({
          ip: "198.51.100.7",
          protocol: "https",
          host: "evil.example",
          requestId: "forged-id",
        });
      }
      // The proxy on this machine is one hop: what came before the entry it added is the client's word.
      expect(await ask(local.base, { "x-forwarded-for": "203.0.113.9, 127.0.0.5" })).toMatchObject({
        ip: "127.0.0.5",
      });
    } finally {
      await Promise.all([elsewhere.close(), listed.close(), local.close()]);
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
  it("refuses a post without Origin whose Referer is another site's page", async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${server.base}/contact`, { method: "POST", headers, body: "a=1" });
    expect((await post({ referer: "https://evil.example/page" })).status).toBe(403);
    expect((await post({ referer: "https://www.example.in.evil.example/" })).status).toBe(403);
    expect((await post({ referer: "not a url" })).status).toBe(403);
    expect((await post({ referer: `${server.base}/contact` })).status).toBe(200);
    expect((await post({ referer: "https://www.example.in/contact" })).status).toBe(200);
    // Origin, when sent, decides: a foreign one is not saved by a friendly Referer.
    const both = { origin: "https://evil.example", referer: `${server.base}/contact` };
    expect((await post(both)).status).toBe(403);
  });

  it("answers /readyz: ready, then not ready while draining though pages are still served", async () => {
    const readiness = new Readiness({ db, disk: new DiskSpace(), probe: async () => {} });
    const draining = await listen(db, { readiness });
    try {
      const ready = await fetch(`${draining.base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready" });
      readiness.drain();
      const notReady = await fetch(`${draining.base}/readyz`);
      expect(notReady.status).toBe(503);
      expect(notReady.headers.get("cache-control")).toBe("no-store");
      expect(await notReady.json()).toEqual({ status: "not ready", problems: ["shutting down"] });
      const page = await raw(draining.base, "/");
      expect(page.status).toBe(200);
      expect(page.headers.connection).toBe("close");
      expect((await fetch(`${draining.base}/healthz`)).status).toBe(200);
    } finally {
      await draining.close();
    }
  });

  it("answers /readyz 503 with 'storage unreachable' once the bucket stops answering", async () => {
    const s3 = await startS3Server();
    const bucket = new Bucket(s3.settings);
    const watched = await listen(db, { readiness: bucketReadiness(db, bucket) });
    try {
      const ready = await fetch(`${watched.base}/readyz`);
      expect(await ready.json()).toEqual({ status: "ready" });
      await s3.stop();
      const response = await fetch(`${watched.base}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "not ready", problems: ["storage unreachable"] });
    } finally {
      bucket.destroy();
      await watched.close();
    }
  });

  it("answers /readyz 503 while the bucket is missing or the credentials are refused", async () => {
    const s3 = await startS3Server();
    const missing = new Bucket({ ...s3.settings, bucket: "no-such-bucket" });
    const watched = await listen(db, { readiness: bucketReadiness(db, missing) });
    try {
      const response = await fetch(`${watched.base}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "not ready", problems: ["storage unreachable"] });
    } finally {
      missing.destroy();
      await watched.close();
      await s3.stop();
    }
  });

  it("answers /readyz 503 while the data folder cannot be written, and ready once it can", async () => {
    const full = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    let diskFull = true;
    const probe = async () => {
      if (diskFull) throw full;
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const watched = await listen(db, { readiness: new Readiness({ db, disk: new DiskSpace(), probe }) });
    try {
      const response = await fetch(`${watched.base}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "not ready", problems: ["disk full"] });
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^DISK FULL: .*no space left on device/));
      diskFull = false;
      expect((await fetch(`${watched.base}/readyz`)).status).toBe(200);
    } finally {
      logged.mockRestore();
      await watched.close();
    }
  });

  it("answers errors with a short message: no stack, no file path", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = await listen(db, {
      pages: (req, _res, next) => {
        const status = Number(req.query.status ?? 500);
        next(Object.assign(new Error(`ENOENT: stat '${import.meta.dirname}/secret'`), { status }));
      },
    });
    try {
      for (const status of [400, 403, 404, 500]) {
        const response = await raw(failing.base, `/page?status=${status}`);
        expect(response.status).toBe(status);
        expect(response.headers["content-type"]).toContain("text/plain");
        expect(response.body).not.toContain(import.meta.dirname);
        expect(response.body).not.toMatch(/ENOENT|\bat /);
      }
      // Only the server's own failure is worth a line in the log.
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
      await failing.close();
    }
  });

  it("hands malformed percent-encoding to the pages undecoded, instead of failing in Express", async () => {
    for (const path of ["/project/%ff", "/blog/%", "/blog/%E0%A4%A"]) {
      expect((await raw(server.base, path)).status, path).toBe(200);
    }
  });

  it("refuses a body over the limit with 413, declared or chunked, before it is read", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const declared = await raw(server.base, "/contact", {
      method: "POST",
      headers: { ...form, "content-length": String(64 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);
    expect(declared.body).toBe("Request too large: at most 32 KB can be sent here.");
    const reading = await listen(db, { pages: echoBodyLength });
    try {
      const chunked = await raw(reading.base, "/contact", {
        method: "POST",
        headers: form,
        chunks: Array.from({ length: 10 }, () => Buffer.alloc(8 * 1024, "a")),
      });
      expect(chunked.status).toBe(413);
    } finally {
      await reading.close();
    }
  });

  it("passes a chunked body under the limit on as it arrives, and a declared one as it is", async () => {
    const echo = await listen(db, { pages: echoBodyLength });
    try {
      const chunks = [Buffer.from("name=Meena&"), Buffer.alloc(10_000, "m")];
      const response = await raw(echo.base, "/contact", { method: "POST", chunks });
      expect(response.body).toBe("counted 10011");
      const declared = await raw(echo.base, "/contact", {
        method: "POST",
        headers: { "content-length": "3" },
        chunks: [Buffer.from("a=1")],
      });
      expect(declared.body).toBe("as sent 3");
    } finally {
      await echo.close();
    }
  });

  it("reads no byte of a large body for a visitor without a staff session", async () => {
    let read = 0;
    const gated = await listen(db, {
      pages: (req, res) => {
        const body = cappedBody(res) ?? req;
        body.on("data", (chunk: Buffer) => (read += chunk.length));
        body.on("end", () => res.send(`read ${read}`));
      },
    });
    try {
      const answer = await raw(gated.base, "/admin/projects", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x", cookie: "theme=dark" },
        chunks: Array.from({ length: 40 }, () => Buffer.alloc(16 * 1024, "a")),
      });
      expect(answer.body).toBe("read 0");
      expect(answer.headers.connection).toBe("close");
    } finally {
      await gated.close();
    }
  });
});

describe("request log and metrics", () => {
  let db: DB;
  const lines: Record<string, unknown>[] = [];
  const token = "metrics-token-for-tests";
  let metrics: ReturnType<typeof createMetrics>;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    db = openDatabase({ kind: "sqlite", file: join(mkdtempSync(join(tmpdir(), "observe-")), "t.db") });
    await migrateToLatest(db);
    metrics = createMetrics(db);
    const logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line)) });
    server = await listen(db, {
      trustProxy: { kind: "local" },
      observe: { logger, metrics, metricsToken: token },
    });
  });
  afterAll(async () => {
    await server.close();
    await db.destroy();
  });

  it("logs one JSON line a request with its id, route, status and time, and no query or headers", async () => {
    const path = "/project/0b7c2a52-3f4e-4f8e-9a51-1c2d3e4f5a6b";
    const response = await fetch(`${server.base}${path}?q=9876543210`, {
      headers: { Cookie: "session=secret-session", "X-Request-Id": "proxy-id-1" },
    });
    expect(response.headers.get("x-request-id")).toBe("proxy-id-1");
    await vi.waitFor(() => expect(lines.some((line) => line.reqId === "proxy-id-1")).toBe(true));
    const line = lines.find((l) => l.reqId === "proxy-id-1")!;
    expect(line).toMatchObject({ msg: "request", method: "GET", path, route: "/project/:id", status: 200 });
    expect(line.ms).toEqual(expect.any(Number));
    const text = JSON.stringify(lines);
    expect(text).not.toContain("9876543210");
    expect(text).not.toContain("secret-session");

    // An id that could forge a log line is replaced by one of ours.
    const forged = await fetch(`${server.base}/about`, {
      headers: { "X-Request-Id": 'forged id" level=50' },
    });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves /metrics only with the bearer token", async () => {
    expect((await fetch(`${server.base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.base}/metrics`, { headers: { Authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);

    const { recordLead } = await import("#app/domain/leads/leads.server.ts");
    await recordLead(db, {
      kind: "enquiry",
      name: "Karthik",
      phone: "+919876543210",
      email: null,
      message: "Plots near Madurai?",
      details: {},
      page: "/contact",
      projectId: null,
    });
    metrics.app.leadReceived("enquiry", false);
    metrics.app.jobRun("lead-alerts", "ok");
    metrics.app.alertsDelivered({ sent: 2, retrying: 1, failed: 0 });
    // Read to its end: the request is counted when the server has sent it all, which under load can
    // be after its headers arrived here.
    await (await fetch(`${server.base}/blog/plots-in-madurai`)).text();

    const response = await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.text();
    expect(body).toMatch(
      /plotsite_http_request_duration_seconds_count\{method="GET",route="\/blog\/:slug",status="200"\} 1/,
    );
    expect(body).toContain('plotsite_leads_received_total{kind="enquiry",spam="false"} 1');
    expect(body).toContain('plotsite_job_runs_total{job="lead-alerts",outcome="ok"} 1');
    expect(body).toContain('plotsite_lead_alert_attempts_total{outcome="sent"} 2');
    expect(body).toContain('plotsite_lead_alerts_queued{state="pending"} 1');
    expect(body).toContain("plotsite_process_cpu_seconds_total");
  });

  it("leaves /metrics to the pages (a 404 there) when no token is configured", async () => {
    const open = await listen(db);
    try {
      const body = await (await fetch(`${open.base}/metrics`)).text();
      expect(body).not.toContain("plotsite_");
    } finally {
      await open.close();
    }
  });
});

describe("the HTTP app with images in an S3 bucket and a CDN in front", () => {
  const name = "0123456789abcdef-800x600";
  const image = Buffer.from("webp bytes from the bucket");
  let db: DB;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let bucket: Bucket;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    db = openDatabase({ kind: "sqlite", file: join(mkdtempSync(join(tmpdir(), "http-s3-")), "t.db") });
    await migrateToLatest(db);
    s3 = await startS3Server();
    bucket = new Bucket(s3.settings);
    const storage = new S3Storage(bucket);
    await storage.put(`${name}/480.webp`, image, "image/webp");
    server = await listen(db, { services: { storage, mediaPublicUrl: "https://cdn.example.in" } });
  });
  afterAll(async () => {
    await server.close();
    bucket.destroy();
    await s3.stop();
    await db.destroy();
  });

  it("serves /media from the bucket with the same long caching, type, nosniff and ETag", async () => {
    const response = await raw(server.base, `/media/${name}/480.webp`);
    expect(response.status).toBe(200);
    expect(response.body).toBe(image.toString());
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const etag = response.headers.etag!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await raw(server.base, `/media/${name}/480.webp`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect((await raw(server.base, `/media/${name}/960.webp`)).status).toBe(404);
    expect((await raw(server.base, `/media/${name}/..%2f..%2fbrochures/480.webp`)).status).toBe(404);
  });

  it("lets pages load images from the CDN's origin and nowhere else new", async () => {
    const csp = (await fetch(`${server.base}/`)).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.in;");
  });
});
