import { request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LocalDiskStorage } from "#app/domain/media/storage.server.ts";
import { mediaRouter } from "./media-route.ts";

const name = "0123456789abcdef-800x600";
const body = Buffer.from("not really an avif, but bytes are bytes");

let tmp: string;
let server: Server;
let base: string;

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * node:http rather than fetch: fetch normalises `%2e%2e` away before sending, and adds
 * `Cache-Control: no-cache` to conditional requests.
 */
function get(
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/`,
      { path, method: options.method ?? "GET", headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), "media-route-"));
  const storage = new LocalDiskStorage(join(tmp, "uploads"));
  await storage.put(`${name}/480.avif`, body, "image/avif");
  await storage.put(`${name}/480.webp`, Buffer.from("webp"), "image/webp");
  await writeFile(join(tmp, "secret.txt"), "do not serve");
  await writeFile(join(tmp, "uploads", "secret.webp"), "do not serve");

  const app = express();
  app.use(mediaRouter(storage));
  app.use((_req, res) => {
    res.status(418).send("fell through");
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(tmp, { recursive: true, force: true });
});

describe("GET /media/:name/:file", () => {
  it("serves a stored variant with long caching, its type, nosniff and an ETag", async () => {
    const response = await get(`/media/${name}/480.avif`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/avif");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(response.body).toEqual(body);

    const webp = await get(`/media/${name}/480.webp`);
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(webp.headers.etag).not.toBe(response.headers.etag);
  });

  it("answers 304 to a matching If-None-Match, and HEAD without a body", async () => {
    const first = await get(`/media/${name}/480.avif`);
    const again = await get(`/media/${name}/480.avif`, { headers: { "If-None-Match": first.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get(`/media/${name}/480.avif`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(body.length));
    expect(head.body.length).toBe(0);
  });

  it("is a plain 404 for unknown, malformed and traversal paths", async () => {
    const paths = [
      `/media/${name}/960.avif`,
      `/media/${name}/480.png`,
      `/media/${name}/480.AVIF`,
      `/media/ffffffffffffffff-1x1/480.webp`,
      `/media/${name}`,
      `/media/${name}/`,
      "/media/",
      "/media",
      "/media/..%2f..%2fetc/passwd",
      "/media/..%2F..%2Fsecret.txt/1.webp",
      "/media/../secret.txt",
      "/media/%2e%2e/secret.txt",
      "/media/%2e%2e/1.webp",
      "/media/uploads/..%2fsecret.webp",
      `/media/${name}/%2e%2e%2f%2e%2e%2fsecret.txt`,
      `/media/${name}/..%2f..%2f..%2fsecret.txt`,
      `/media/${name}%2f480.avif/1.webp`,
      "/media/%zz/1.webp",
      "/media/%E0%A4%A/1.webp",
      `/media/${name}/480.avif%00.txt`,
      `/media/${name}/480.avif/extra`,
      `/media//${name}/480.avif`,
      `/media/${name}\\480.avif`,
      "/media/x/99999999999999999999.webp",
    ];
    for (const path of paths) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers["content-type"], path).toMatch(/^text\/plain/);
      expect(response.body.toString(), path).toBe("Not found");
    }
  });

  it("leaves other paths and methods to the rest of the app", async () => {
    expect((await get(`/mediafoo/${name}/480.avif`)).status).toBe(418);
    expect((await get(`/media/${name}/480.avif`, { method: "POST" })).status).toBe(418);
  });
});
