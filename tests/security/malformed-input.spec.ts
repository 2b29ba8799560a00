import { expect, test } from "@playwright/test";

import { allRoutes } from "#tests/support/route-table.ts";
import { leak, rawRequest, type RawAnswer } from "./raw-http.ts";

/**
 * Malformed and overlong input on every route outside the back office's guarded layout: each is
 * answered with a 4xx or a page, never a 5xx, and no answer shows a stack trace or a file path.
 */
const openAdminPaths = ["/admin/login", "/admin/logout", "/admin/reset-password", "/admin/setup"];
const publicRoutes = allRoutes.filter(
  (route) => !route.pattern.startsWith("/admin") || openAdminPaths.includes(route.pattern),
);

/** Values for an id, a slug or any other path segment. */
const badSegments = [
  "%",
  "%ff",
  "%E0%A4%A",
  "%00",
  "%2e%2e%2f%2e%2e%2fpackage.json",
  "..%5c..%5cpackage.json",
  "a".repeat(300),
  "9".repeat(5000),
  "'%20OR%201=1--",
  "%3Cscript%3Ealert(1)%3C/script%3E",
  "%F0%9F%8F%A0",
  "-1",
  "1e309",
];

const badQueries = [
  "page=%",
  "page=%ff",
  "page=-1",
  "page=1e309",
  "page=99999999999999999999999",
  "category=%E0%A4%A",
  "category=" + "x".repeat(3000),
  "token=%",
  "redirectTo=%0d%0aSet-Cookie:%20x=1",
  "a[b][c]=1&a=2",
  "enquiry=sent&invalid=%",
];

/** Hosts no address can be made of; a long name or none at all is merely odd. */
const malformedHosts = ["exa mple", "example:99999", "[::1", "evil.test/../x", "127.0.0.1@evil.test"];
const oddHosts = ["a".repeat(300), ""];

function expectSafe(answer: RawAnswer, what: string) {
  expect(answer.status, what).toBeLessThan(500);
  expect(leak(answer), what).toBeNull();
}

function withSegment(pattern: string, value: string): string {
  return pattern.replace(/:[a-z]+\??|\*/gi, value);
}

const patterns = [...new Set(publicRoutes.map((route) => route.pattern))];

test("the probed routes come from the route table, public pages and sign-in pages alike", () => {
  expect(patterns).toEqual(
    expect.arrayContaining(["/", "/projects", "/project/:id?", "/blog/:slug?", "/contact", "/admin/login"]),
  );
  expect(patterns.some((pattern) => pattern.startsWith("/admin/") && pattern !== "/admin/login")).toBe(true);
});

for (const pattern of patterns) {
  test(`${pattern}: malformed and overlong paths, ids, slugs and query strings`, async () => {
    const hasParam = /:|\*/.test(pattern);
    const paths = hasParam
      ? badSegments.map((value) => withSegment(pattern, value))
      : [`${pattern === "/" ? "" : pattern}/${"a".repeat(300)}`, `${pattern}%`, `${pattern}/%E0%A4%A`];
    const base = withSegment(pattern, "x");
    for (const path of [...paths, ...badQueries.map((query) => `${base}?${query}`)]) {
      expectSafe(await rawRequest(path), `GET ${path}`);
    }
  });
}

test("files, media and traversal: refused without naming a path", async () => {
  const probes = [
    "/assets/%E0%A4%A",
    "/assets/../../package.json",
    "/assets/%2e%2e/%2e%2e/package.json",
    "/assets/no-such-file-1234.js",
    "/assets/",
    "/media/" + "a".repeat(300) + "/480.webp",
    "/media/%2e%2e%2f%2e%2e%2fsite.db/480.webp",
    "/media/../site.db",
    "/favicon.svg%00",
    "/../../../../etc/passwd",
    "/%",
    "/%ff",
    "/" + "a".repeat(8000),
  ];
  for (const path of probes) {
    const answer = await rawRequest(path);
    expectSafe(answer, `GET ${path}`);
    // Nothing of package.json or of the system's files (pages carry JSON-LD, so its keys are not the test).
    expect(answer.body, `GET ${path}`).not.toMatch(
      /"(?:dependencies|devDependencies|scripts)"\s*:|root:x:0:0/,
    );
  }
});

test("a malformed Host header is a 400, never a 500 with a stack", async () => {
  for (const host of [...malformedHosts, ...oddHosts]) {
    for (const path of ["/", "/project/x", "/admin/login", "/contact"]) {
      const what = `Host ${JSON.stringify(host)} ${path}`;
      const answer = await rawRequest(path, { headers: { host } });
      expectSafe(answer, what);
      if (malformedHosts.includes(host)) expect(answer.status, what).toBe(400);
    }
  }
});
