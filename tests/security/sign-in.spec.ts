import { expect, test, type APIResponse } from "@playwright/test";

import { siteUrl } from "#tests/e2e/servers.ts";
import { testStaff } from "#tests/e2e/staff.ts";

/**
 * The sign-in page's `redirectTo` sends a signed-in visitor on: only ever to a path of this site,
 * however the address is dressed up to look like one, and never with a 500.
 */
const targets = [
  "/\t/evil.test",
  "/\n/evil.test",
  "/\r\n/evil.test",
  "/\t\t//evil.test",
  "/\\evil.test",
  "/\\\\evil.test",
  "\\/evil.test",
  "/%09/evil.test",
  "/%2F%2Fevil.test",
  "/%5C%5Cevil.test",
  "//evil.test",
  "///evil.test",
  "/.//evil.test",
  "/admin/..//evil.test",
  "https://evil.test/",
  "https:evil.test",
  "javascript:alert(1)",
  "//[evil",
  "/admin\r\nSet-Cookie: planted=1",
];

const origin = { origin: siteUrl };

function expectOwnPath(response: APIResponse, target: string) {
  const what = `redirectTo=${JSON.stringify(target)}`;
  expect([302, 303], what).toContain(response.status());
  const location = response.headers()["location"] ?? "";
  expect(location, what).toMatch(/^\/(?![/\\])/);
  expect(location, what).toMatch(/^[\x21-\x7e]+$/);
  expect(new URL(location, siteUrl).origin, what).toBe(siteUrl);
  expect(response.headers()["set-cookie"] ?? "", what).not.toContain("planted");
}

test("a signed-in visit to the sign-in page goes on to a path of this site only", async ({ request }) => {
  const signedIn = await request.post("/admin/login", {
    form: { intent: "sign-in", email: testStaff.email, password: testStaff.password },
    headers: origin,
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  for (const target of targets) {
    const response = await request.get(`/admin/login?redirectTo=${encodeURIComponent(target)}`, {
      maxRedirects: 0,
    });
    expectOwnPath(response, target);
  }
  // An address holding a NUL is refused before any page reads it (server/request-guards.ts).
  const nul = await request.get(`/admin/login?redirectTo=${encodeURIComponent("/\u0000/evil.test")}`, {
    maxRedirects: 0,
  });
  expect(nul.status()).toBe(400);
  const fine = await request.get(`/admin/login?redirectTo=${encodeURIComponent("/admin/leads?status=new")}`, {
    maxRedirects: 0,
  });
  expect(fine.headers()["location"]).toBe("/admin/leads?status=new");
});

test("signing in goes on to a path of this site only", async ({ request }) => {
  for (const target of ["/%09/evil.test", "/\n/evil.test", "/\\evil.test", "//evil.test", "/.//evil.test"]) {
    const response = await request.post(`/admin/login?redirectTo=${encodeURIComponent(target)}`, {
      form: { intent: "sign-in", email: testStaff.email, password: testStaff.password },
      headers: origin,
      maxRedirects: 0,
    });
    expectOwnPath(response, target);
  }
});

test("the sign-in, reset and setup pages are never cached, and the token pages send no Referer", async ({
  request,
}) => {
  const login = await request.get("/admin/login");
  expect(login.headers()["cache-control"]).toBe("private, no-store");
  for (const page of ["/admin/reset-password?token=abc123", "/admin/setup?token=abc123"]) {
    const response = await request.get(page);
    expect(response.headers()["cache-control"], page).toBe("private, no-store");
    expect(response.headers()["referrer-policy"], page).toBe("no-referrer");
  }
});
