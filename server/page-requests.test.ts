import type { AddressInfo } from "node:net";
import { request } from "node:http";

import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pageRequestHandler, requestUrl } from "./page-requests.ts";

let base: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use((req, res) => {
    res.send(requestUrl(req)?.href ?? "refused");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

/** node:http, which sends a Host and a path exactly as given. */
function urlFor(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/`, { path, setHost: false, headers: { host } }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("requestUrl", () => {
  it("builds the address the visitor asked for", async () => {
    expect(await urlFor("/blog/a?page=2", "www.example.in")).toBe("http://www.example.in/blog/a?page=2");
    expect(await urlFor("/", "127.0.0.1:3000")).toBe("http://127.0.0.1:3000/");
    expect(await urlFor("/", "[::1]:3000")).toBe("http://[::1]:3000/");
    expect(await urlFor("//evil.test/x", "www.example.in")).toBe("http://www.example.in//evil.test/x");
    expect(await urlFor("/blog/%E0%AE%85", "www.example.in")).toBe("http://www.example.in/blog/%E0%AE%85");
  });

  it.each(["exa mple", "example:99999", "[::1", "a/b", "a@evil.test", "example.in?x", "é.example"])(
    "refuses the Host %s",
    async (host) => {
      expect(await urlFor("/", host)).toBe("refused");
    },
  );

  it.each(["/project/%ff", "/project/%", "/blog/%E0%A4%A", "/%00%ZZ"])(
    "refuses the path %s",
    async (path) => {
      expect(await urlFor(path, "www.example.in")).toBe("refused");
    },
  );
});

describe("pageRequestHandler", () => {
  it("resolves the build once, not on every request", async () => {
    // A one-route build whose document is a fixed answer: enough for React Router to handle a GET.
    const serverBuild = {
      entry: { module: { default: () => new Response("the page") } },
      routes: { root: { id: "root", path: "", module: { default: () => null } } },
      assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "1" },
      basename: "/",
      publicPath: "/",
      assetsBuildDirectory: "",
      future: {},
      ssr: true,
      isSpaMode: false,
      prerender: [],
      routeDiscovery: { mode: "initial" },
    } as unknown as ServerBuild;
    let resolved = 0;
    const app = express();
    app.use(
      pageRequestHandler(
        async () => {
          resolved++;
          return serverBuild;
        },
        () => ({ context: new RouterContextProvider(), facts: { scriptless: false } }),
      ),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      for (let i = 0; i < 3; i++) {
        const response = await fetch(at);
        expect(await response.text()).toBe("the page");
      }
      // Each time React Router is handed the build function it flattens and ranks every route again.
      expect(resolved).toBe(1);
    } finally {
      server.close();
    }
  });
});
