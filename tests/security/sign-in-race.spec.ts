import { expect, test } from "@playwright/test";

import { testStaff } from "#tests/e2e/staff.ts";
import { startPrivateSite, type PrivateSite } from "./private-site.ts";

let site: PrivateSite;
test.beforeAll(async () => {
  site = await startPrivateSite();
});
test.afterAll(() => site.stop());

const signIn = (password: string) =>
  fetch(`${site.base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "sign-in", email: testStaff.email, password }),
  });

/**
 * Issue 12, "Sign-in limits lose a race": 40 wrong passwords sent at once are counted before any
 * is checked, so at most the account's limit (5) get a password check, and the right password
 * sent after them is refused too.
 */
test("40 parallel wrong passwords get at most 5 checks, and the right one after them is refused", async () => {
  test.setTimeout(120_000);
  const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(`wrong-password-${i}`)));
  const statuses = burst.map((response) => response.status);
  expect(statuses.filter((status) => status === 302)).toEqual([]);
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(35);
  const right = await signIn(testStaff.password);
  expect(right.status).toBe(429);
  expect(await right.text()).toContain("Too many failed attempts. Please try again later.");
});
