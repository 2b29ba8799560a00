import { expect, test } from "@playwright/test";

import { bodyLimit, formBodyLimit } from "#server/body-limits.ts";
import { siteUrl } from "#tests/e2e/servers.ts";
import { testStaff } from "#tests/e2e/staff.ts";
import { allRoutes } from "#tests/support/route-table.ts";
import { rawRequest } from "./raw-http.ts";

/**
 * No request body of any size is read into memory: one that says it is over its route's limit is
 * refused unread, and one that does not say (chunked) is refused as soon as it passes the limit.
 */
const actions = allRoutes.filter((route) => route.hasAction);
const sameSite = { origin: siteUrl, "content-type": "application/x-www-form-urlencoded" };

test("the limits cover the public forms and the sign-in, reset and setup pages with a few KB", () => {
  const small = ["/contact", "/enquiry", "/site-visit", "/brochure", "/interest", "/sample-content"];
  for (const path of [...small, "/admin/login", "/admin/reset-password", "/admin/setup"]) {
    expect(
      actions.map((route) => route.pattern),
      path,
    ).toContain(path);
    expect(bodyLimit(path), path).toBe(formBodyLimit);
    expect(formBodyLimit).toBeLessThanOrEqual(64 * 1024);
  }
});

/** `bytes` in chunks of 16 KB (one Buffer, sent again and again), the last one shorter. */
function chunksOf(bytes: number): Buffer[] {
  const chunk = Buffer.alloc(16 * 1024, "a");
  const whole = Math.floor(bytes / chunk.length);
  return [...Array.from({ length: whole }, () => chunk), chunk.subarray(0, bytes % chunk.length)];
}

/** A session cookie of the e2e servers' staff account, for the back office's larger bodies. */
async function staffCookie(): Promise<string> {
  const response = await fetch(`${siteUrl}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: sameSite,
    body: new URLSearchParams({ intent: "sign-in", email: testStaff.email, password: testStaff.password }),
  });
  if (response.status !== 302) throw new Error(`Sign-in failed with status ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

for (const route of actions) {
  test(`${route.pattern} refuses a body over its limit with 413, declared or chunked`, async () => {
    const limit = bodyLimit(route.url);
    const declared = await rawRequest(route.url, {
      method: "POST",
      headers: { ...sameSite, "content-length": String(limit + 1) },
      end: false,
    });
    expect(declared.status, `Content-Length ${limit + 1}`).toBe(413);
    expect(declared.body).toMatch(/^Request too large: at most \d+ [KM]B can be sent here\.$/);

    // Chunked bodies are read to the limit before they are refused: the large ones once each is enough.
    if (limit > 1024 * 1024 && route.pattern !== "/admin/uploads") return;
    // More than a public form's few KB is read only for a signed-in staff member.
    const headers = limit > formBodyLimit ? { ...sameSite, cookie: await staffCookie() } : sameSite;
    const chunked = await rawRequest(route.url, {
      method: "POST",
      headers,
      chunks: chunksOf(limit + 1),
      end: false,
    });
    // A route that answers without reading the body (an unknown record: 404, or back to its list)
    // never meets the limit, and closes the connection rather than read the rest.
    if (chunked.status !== 413 && route.url !== route.pattern) {
      expect(chunked.status, `chunked, ${limit + 1} bytes, to an unknown record`).toBeGreaterThanOrEqual(300);
      expect(chunked.status).toBeLessThan(500);
      expect(chunked.headers.connection).toBe("close");
      return;
    }
    expect(chunked.status, `chunked, ${limit + 1} bytes`).toBe(413);
  });
}

/** The back office's addresses past a public form's limit (the lead webhooks take theirs from Google and Meta, with no session). */
const largeBodies = actions.filter(
  (route) => bodyLimit(route.url) > formBodyLimit && !route.pattern.startsWith("/hooks/"),
);

test("the back office's large bodies are the guarded pages' and the uploads'", () => {
  expect(largeBodies.map((route) => route.pattern)).toEqual(
    expect.arrayContaining(["/admin/projects", "/admin/blogs", "/admin/uploads", "/admin/settings"]),
  );
});

for (const route of largeBodies) {
  test(`${route.pattern} answers a signed-out post before reading its body`, async () => {
    // The first 16 KB of a body that never ends: only an answer that did not wait for it comes back.
    const chunked = await rawRequest(route.url, {
      method: "POST",
      headers: { ...sameSite, "content-type": "multipart/form-data; boundary=x" },
      chunks: chunksOf(16 * 1024),
      end: false,
    });
    expect(chunked.status, "chunked").toBe(401);
    expect(chunked.headers.connection).toBe("close");
    const declared = await rawRequest(route.url, {
      method: "POST",
      headers: { ...sameSite, "content-length": String(bodyLimit(route.url) - 1) },
      chunks: chunksOf(16 * 1024),
      end: false,
    });
    expect(declared.status, "declared").toBe(401);
    expect(declared.headers.connection).toBe("close");
  });
}

test("a data request has its page's limit", async () => {
  const declared = await rawRequest("/contact.data", {
    method: "POST",
    headers: { ...sameSite, "content-length": String(formBodyLimit + 1) },
    end: false,
  });
  expect(declared.status).toBe(413);
});

test("a long message in Tamil script is well within the public forms' limit", async () => {
  // Without a phone number nothing is stored: only the size matters here.
  const body = Buffer.from(new URLSearchParams({ name: "மீனா", message: "அ".repeat(2000) }).toString());
  const answer = await rawRequest("/contact", {
    method: "POST",
    headers: { ...sameSite, "content-length": String(body.length) },
    chunks: [body],
  });
  expect(answer.status).toBe(400);
  const chunked = await rawRequest("/contact", { method: "POST", headers: sameSite, chunks: [body] });
  expect(chunked.status).toBe(400);
});
