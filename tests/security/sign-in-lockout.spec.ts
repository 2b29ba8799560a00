import { expect, test } from "@playwright/test";

import { signInLimits } from "#app/domain/staff/sign-in.server.ts";
import { testStaff } from "#tests/e2e/staff.ts";
import { startPrivateSite, type PrivateSite } from "./private-site.ts";

/**
 * Issue 28, "Anyone can lock a staff member out": five wrong passwords from anywhere locked the
 * account for everyone for 15 minutes. The site runs as behind the proxy on its machine
 * (TRUST_PROXY=true): the test connects from 127.0.0.1, as that proxy would, and X-Forwarded-For
 * names the visitor, so one test plays the owner's office, a stranger and the addresses a guesser
 * moves through.
 */
let site: PrivateSite;
test.beforeAll(async () => {
  site = await startPrivateSite({ TRUST_PROXY: "true" });
});
test.afterAll(() => site.stop());

const signInFrom = (address: string, password: string) =>
  fetch(`${site.base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address },
    body: new URLSearchParams({ intent: "sign-in", email: testStaff.email, password }),
  });

const office = "203.0.113.10";
const stranger = "198.51.100.66";

test("a stranger's wrong passwords never lock the owner out of where they signed in before", async () => {
  test.setTimeout(180_000);
  const perAddress = signInLimits.accountAtAddress.limit;
  expect((await signInFrom(office, testStaff.password)).status).toBe(302);

  const scan: number[] = [];
  for (let i = 0; i < 30; i++) scan.push((await signInFrom(stranger, `wrong-password-${i}`)).status);
  expect(scan.slice(0, perAddress)).toEqual(Array(perAddress).fill(401));
  expect(scan.slice(perAddress)).toEqual(Array(30 - perAddress).fill(429));
  expect((await signInFrom(office, testStaff.password)).status).toBe(302);

  // The stranger moves from address to address, a few guesses at each, until the account's limit
  // for addresses it never signed in from is spent (the first address spent its 5 of it).
  for (let n = 1; n < signInLimits.account.limit / perAddress; n++) {
    for (let i = 0; i < perAddress; i++) {
      expect((await signInFrom(`198.51.100.${n}`, `guess-${n}-${i}`)).status).toBe(401);
    }
  }
  const newPlace = await signInFrom("192.0.2.77", testStaff.password);
  expect(newPlace.status).toBe(429);
  expect(await newPlace.text()).toContain("Too many failed attempts. Please try again later.");
  expect((await signInFrom(office, testStaff.password)).status).toBe(302);
});
