import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { staticAssets } from "./static-assets.ts";

let clientDir: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "plotsite-static-"));
  mkdirSync(join(clientDir, "assets"));
  mkdirSync(join(clientDir, "icons"));
  writeFileSync(join(clientDir, "favicon.svg"), "<svg/>");
  writeFileSync(join(clientDir, "icons", "logo mark.svg"), "<svg>logo</svg>");
  writeFileSync(join(clientDir, "assets", "app-abc123.js"), "console.log(1)");
  const app = express();
  app.use(staticAssets(clientDir));
  app.use((_req, res) => {
    res.status(404).send("page");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("staticAssets", () => {
  it("serves the built files: hashed assets for a year, the others for an hour", async () => {
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const favicon = await fetch(`${base}/favicon.svg`);
    expect(await favicon.text()).toBe("<svg/>");
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await (await fetch(`${base}/icons/logo%20mark.svg`)).text()).toBe("<svg>logo</svg>");
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });

  it("hands every other path to the pages without looking on the disk", async () => {
    // Listed at start: a file appearing later is not looked for, as a page's path is not.
    writeFileSync(join(clientDir, "later.txt"), "later");
    expect(await (await fetch(`${base}/later.txt`)).text()).toBe("page");
    expect(await (await fetch(`${base}/projects`)).text()).toBe("page");
    expect(await (await fetch(`${base}/`)).text()).toBe("page");
  });
});
