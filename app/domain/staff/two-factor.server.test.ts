import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { authenticatorCode as appCode } from "#tests/support/authenticator.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { createAuth } from "./auth.server.ts";
import { isKnownSignInAddress } from "./known-addresses.server.ts";
import { hasSessionCookie, hasTwoFactorChallenge } from "./session-cookie.ts";
import { lookUpStaff, type StaffUser } from "./session.server.ts";
import { mustSetUpTwoFactor } from "./sign-in-settings.server.ts";
import { saveSignInSettingsForm } from "./sign-in-settings.server.ts";
import { signIn } from "./sign-in.server.ts";
import { createStaffAccount } from "./staff.server.ts";
import { changeTwoFactor, twoFactorView, verifySecondFactor } from "./two-factor.server.ts";

const siteUrl = "https://www.example.in";
const password = "Red-earth-plots-42";
const secret = "t".repeat(40);

/** Cookies as a browser would send them back: the last value of each name, none that expired. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    take(headers: Headers) {
      for (const line of headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair!.indexOf("=");
        const name = pair!.slice(0, at);
        const value = pair!.slice(at + 1);
        if (value === "" || /max-age=0/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
    },
    get header() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
  };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe.each(testEngines)("two-factor sign-in on $name", (engine) => {
  const db = useTestDatabase(engine);
  // The test clock: TOTP codes and their 30-second steps follow it, in the test and in better-auth.
  let now = Date.UTC(2026, 11, 2, 4, 30, 0);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const later = (seconds: number) => {
    now += seconds * 1000;
    vi.setSystemTime(now);
  };

  let n = 0;
  async function signedInAccount() {
    const auth = createAuth({
      db: db(),
      engine: engine.name,
      siteUrl,
      secret,
      mailer: { send: async () => {} },
    });
    const services = { auth, db: db(), signingSecret: secret };
    n += 1;
    const email = `two-factor-${n}-${engine.name}@example.in`;
    await createStaffAccount(auth, { name: `Owner ${n}`, email, password });
    const jar = cookieJar();
    const first = await signIn(services, new Request(`${siteUrl}/admin/login`), {
      email,
      password,
      clientIp: "10.9.0.1",
    });
    if (!first.ok) throw new Error("sign-in failed");
    jar.take(first.headers);
    const request = () =>
      new Request(`${siteUrl}/admin/account/two-factor`, { headers: { cookie: jar.header } });
    const staff = async (): Promise<StaffUser> => {
      const { staff: found } = await lookUpStaff(auth, new Headers({ cookie: jar.header }));
      if (!found) throw new Error("signed out");
      return found;
    };
    const change = async (fields: Record<string, string>, required = false) => {
      const result = await changeTwoFactor(services, request(), await staff(), {
        form: form(fields),
        required,
      });
      if (result.headers) jar.take(result.headers);
      return result;
    };
    const view = async () => twoFactorView(services, await staff(), "Sri Lakshmi Plots");
    return { services, email, jar, staff, change, view };
  }

  /** Turns two-factor sign-in on for a signed-in account; answers the app's key. */
  async function turnOn(account: Awaited<ReturnType<typeof signedInAccount>>): Promise<string> {
    await account.change({ intent: "start", password });
    const setup = await account.view();
    if (setup.state !== "setting-up") throw new Error(`not setting up: ${setup.state}`);
    await account.change({ intent: "confirm", code: await appCode(setup.key) });
    return setup.key;
  }

  /** A new sign-in up to its second step; answers its cookies and the first step's answer. */
  async function passwordStep(
    services: Awaited<ReturnType<typeof signedInAccount>>["services"],
    email: string,
  ) {
    const jar = cookieJar();
    const result = await signIn(services, new Request(`${siteUrl}/admin/login`), {
      email,
      password,
      clientIp: "10.9.0.2",
    });
    if (result.ok) jar.take(result.headers);
    const second = (factor: "app" | "recovery", code: string) =>
      verifySecondFactor(
        services,
        new Request(`${siteUrl}/admin/login/two-factor`, { headers: { cookie: jar.header } }),
        {
          factor,
          code,
          clientIp: "10.9.0.2",
        },
      ).then((answer) => {
        if (answer.ok) jar.take(answer.headers);
        return answer;
      });
    return { result, jar, second };
  }

  it("is set up with the password and a first code from the app, and shows the recovery codes once", async () => {
    const account = await signedInAccount();
    expect(await account.view()).toEqual({ state: "off" });
    expect(await account.change({ intent: "start", password: "wrong-password-9" })).toMatchObject({
      answer: { intent: "start", error: "Incorrect password. Please try again." },
      status: 400,
    });
    expect(await account.change({ intent: "start", password })).toHaveProperty("toast");
    const setup = await account.view();
    if (setup.state !== "setting-up") throw new Error("not setting up");
    expect(setup.key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(setup.qr.size).toBeGreaterThan(20);
    // A reload shows the same key, and the password alone still signs in meanwhile.
    expect((await account.view()) as typeof setup).toMatchObject({ key: setup.key });
    expect((await passwordStep(account.services, account.email)).result).toMatchObject({
      ok: true,
      secondFactor: false,
    });

    // A code of two minutes ago is refused; the app's code of now turns it on.
    const stale = await appCode(setup.key);
    later(120);
    expect(await account.change({ intent: "confirm", code: stale })).toMatchObject({
      answer: { error: "That code is not right. Please try again." },
    });
    const on = await account.change({ intent: "confirm", code: await appCode(setup.key) });
    if (!("answer" in on)) throw new Error("no answer");
    expect(on.answer.recoveryCodes).toHaveLength(10);
    // better-auth renewed this browser's session: it is still signed in, now with two-factor on.
    expect(hasSessionCookie(account.jar.header)).toBe(true);
    expect((await account.staff()).twoFactorEnabled).toBe(true);
    expect(await account.view()).toEqual({ state: "on", recoveryCodesLeft: 10 });
  });

  it("asks a code after the password, takes a recovery code once, and remembers the place only when whole", async () => {
    const account = await signedInAccount();
    const key = await turnOn(account);
    const { services, email } = account;
    const place = { email, address: "10.9.0.2" };

    const step = await passwordStep(services, email);
    expect(step.result).toMatchObject({ ok: true, secondFactor: true });
    expect(hasSessionCookie(step.jar.header)).toBe(false);
    expect(hasTwoFactorChallenge(step.jar.header)).toBe(true);
    expect(await isKnownSignInAddress(services.db, secret, place, new Date())).toBe(false);
    expect(await step.second("app", "000000")).toEqual({ ok: false, refusal: "wrong-code" });
    later(31);
    expect(await step.second("app", await appCode(key))).toMatchObject({ ok: true });
    expect(hasSessionCookie(step.jar.header)).toBe(true);
    expect(await isKnownSignInAddress(services.db, secret, place, new Date())).toBe(true);

    const codes = await account.change({ intent: "recovery-codes", password });
    if (!("answer" in codes) || !codes.answer.recoveryCodes) throw new Error("no codes");
    const [recovery] = codes.answer.recoveryCodes;
    const withRecovery = await passwordStep(services, email);
    expect(await withRecovery.second("recovery", recovery!)).toMatchObject({ ok: true });
    const again = await passwordStep(services, email);
    expect(await again.second("recovery", recovery!)).toEqual({ ok: false, refusal: "wrong-code" });
    expect(await account.view()).toEqual({ state: "on", recoveryCodesLeft: 9 });
  });

  it("ends a sign-in after 5 wrong codes, and one whose 10 minutes passed", async () => {
    const account = await signedInAccount();
    const key = await turnOn(account);
    const guessed = await passwordStep(account.services, account.email);
    for (let i = 0; i < 5; i++) {
      expect(await guessed.second("app", `00000${i}`)).toEqual({ ok: false, refusal: "wrong-code" });
    }
    expect(await guessed.second("app", await appCode(key))).toEqual({ ok: false, refusal: "too-many" });

    const slow = await passwordStep(account.services, account.email);
    later(11 * 60);
    expect(await slow.second("app", await appCode(key))).toEqual({ ok: false, refusal: "expired" });
  });

  it("is turned off with the password, unless Settings make owners use it", async () => {
    const account = await signedInAccount();
    await turnOn(account);
    expect(await account.change({ intent: "turn-off", password }, true)).toMatchObject({ status: 403 });
    expect(await account.change({ intent: "turn-off", password: "wrong-password-9" })).toMatchObject({
      answer: { error: "Incorrect password. Please try again." },
    });
    expect(await account.change({ intent: "turn-off", password })).toHaveProperty("toast");
    expect(await account.view()).toEqual({ state: "off" });
    expect((await passwordStep(account.services, account.email)).result).toMatchObject({
      secondFactor: false,
    });
  });

  it("sends an owner without it to set it up while Settings require it, and nobody else", async () => {
    const owner = { role: "owner", twoFactorEnabled: false };
    expect(await mustSetUpTwoFactor(db(), owner)).toBe(false);
    await saveSignInSettingsForm(db(), "Meena", form({ ownersNeedTwoFactor: "yes" }));
    expect(await mustSetUpTwoFactor(db(), owner)).toBe(true);
    expect(await mustSetUpTwoFactor(db(), { ...owner, twoFactorEnabled: true })).toBe(false);
    expect(await mustSetUpTwoFactor(db(), { role: "sales-manager", twoFactorEnabled: false })).toBe(false);
    await saveSignInSettingsForm(db(), "Meena", form({}));
    expect(await mustSetUpTwoFactor(db(), owner)).toBe(false);
  });
});
