import { brotliDecompressSync } from "node:zlib";

import { expect, test } from "@playwright/test";

import { freshDataDir, startServer, type Running } from "./process.ts";

/**
 * The rendered-page cache as visitors meet it (issue 28): any query string a page does not read is
 * the same page from the cache; many visitors asking at once after a change get one render between
 * them; and the page goes out in the encoding made when it was kept.
 */
const metricsToken = "page-cache-test-token";
const browser = { "accept-encoding": "gzip, deflate, br, zstd" };

let running: Running;

test.beforeAll(async () => {
  running = await startServer({ DATA_DIR: freshDataDir(), METRICS_TOKEN: metricsToken });
});

test.afterAll(async () => {
  running.child.kill("SIGTERM");
  await running.exit;
});

/** The page cache's counts so far, by how each read was answered. */
async function cacheReads(): Promise<Record<string, number>> {
  const text = await fetch(`${running.base}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  }).then((r) => r.text());
  const counts: Record<string, number> = { hit: 0, shared: 0, rendered: 0 };
  for (const [, result, value] of text.matchAll(
    /^plotsite_page_cache_reads_total\{result="(\w+)"\} (\d+)/gm,
  )) {
    counts[result!] = Number(value);
  }
  return counts;
}

function changedBy(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(Object.keys(after).map((key) => [key, after[key]! - (before[key] ?? 0)]));
}

test("a query string the page does not read is the page itself, from the cache", async () => {
  const first = await fetch(`${running.base}/about`);
  expect(first.status).toBe(200);
  const page = await first.text();
  const before = await cacheReads();
  for (const query of [
    "x=1",
    `x=${Math.random()}`,
    "utm_source=whatsapp&utm_medium=share",
    "fbclid=abc&x=2",
  ]) {
    const again = await fetch(`${running.base}/about?${query}`);
    expect(again.status, query).toBe(200);
    expect(await again.text(), query).toBe(page);
  }
  expect(changedBy(before, await cacheReads())).toEqual({ hit: 4, shared: 0, rendered: 0 });

  // A parameter the page reads is another page: /projects?city=… is rendered for that city.
  const city = await fetch(`${running.base}/projects?city=Madurai&x=${Math.random()}`);
  expect(city.status).toBe(200);
  expect(changedBy(before, await cacheReads())).toMatchObject({ hit: 4, rendered: 1 });
  const sameCity = await fetch(`${running.base}/projects?utm_campaign=diwali&city=Madurai`);
  expect(await sameCity.text()).toBe(await city.text());
  expect(changedBy(before, await cacheReads())).toMatchObject({ hit: 5, rendered: 1 });
});

test("two hundred visitors asking for a page at once get one render between them", async () => {
  // A settings save moves every page to a new version: the next reads all miss at once.
  const path = `/blogs?x=${Math.random()}`;
  const before = await cacheReads();
  const answers = await Promise.all(Array.from({ length: 200 }, () => fetch(`${running.base}${path}`)));
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  const change = changedBy(before, await cacheReads());
  expect(change.rendered).toBe(1);
  expect(change.shared! + change.hit!).toBe(199);
});

test("a kept page goes out in the browser's best encoding, with a tag of its own and a 304 for a copy", async () => {
  const plain = await fetch(`${running.base}/contact`, { headers: { "accept-encoding": "identity" } });
  const html = await plain.text();
  const brotli = await new Promise<{ headers: Headers; body: Buffer }>((resolve, reject) => {
    // fetch would decode the body itself: node:http hands over the bytes as sent.
    import("node:http").then(({ get }) =>
      get(`${running.base}/contact`, { headers: browser }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            headers: new Headers(res.headers as Record<string, string>),
            body: Buffer.concat(chunks),
          }),
        );
      }).on("error", reject),
    );
  });
  expect(brotli.headers.get("content-encoding")).toBe("br");
  expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
  expect(Number(brotli.headers.get("content-length"))).toBe(brotli.body.length);
  expect(brotliDecompressSync(brotli.body).toString()).toBe(html);
  const etag = brotli.headers.get("etag")!;
  expect(etag).not.toBe(plain.headers.get("etag"));

  const gzip = await fetch(`${running.base}/contact`, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers.get("content-encoding")).toBe("gzip");
  expect(await gzip.text()).toBe(html);
  const copy = await fetch(`${running.base}/contact`, { headers: { ...browser, "if-none-match": etag } });
  expect(copy.status).toBe(304);
});
