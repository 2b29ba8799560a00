import { describe, expect, it } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import type { MailMessage } from "#app/mail/mailer.server.ts";
import { createAuth } from "./auth.server.ts";
import { hasSessionCookie } from "./session-cookie.ts";
import { requestPasswordReset, signIn, signInLimits, signOut } from "./sign-in.server.ts";
import { createStaffAccount, setStaffDisabled } from "./staff.server.ts";

const siteUrl = "https://www.example.in";

function setup(db: ReturnType<ReturnType<typeof useTestDatabase>>, engine: "sqlite" | "postgres") {
  const sent: MailMessage[] = [];
  const mailer = { send: async (message: MailMessage) => void sent.push(message) };
  const auth = createAuth({ db, engine, siteUrl, secret: "t".repeat(40), mailer });
  return { auth, db, sent, signingSecret: "t".repeat(40) };
}

const request = (cookie?: string) =>
  new Request(`${siteUrl}/admin/login`, { method: "POST", headers: cookie ? { cookie } : {} });

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

describe.each(testEngines)("staff sign-in on $name", (engine) => {
  const db = useTestDatabase(engine);
  let n = 0;
  const freshAccount = async (services: ReturnType<typeof setup>) => {
    n += 1;
    const email = `staff${n}-${engine.name}@example.in`;
    await createStaffAccount(services.auth, { name: `Staff ${n}`, email, password: "Red-earth-plots-42" });
    return email;
  };

  it("signs in with the right password and gives the same answer for a wrong password or an unknown e-mail", async () => {
    const services = setup(db(), engine.name);
    const email = await freshAccount(services);
    const ok = await signIn(services, request(), {
      email,
      password: "Red-earth-plots-42",
      clientIp: "10.0.0.1",
    });
    expect(ok.ok).toBe(true);
    const wrong = await signIn(services, request(), {
      email,
      password: "nope-nope-nope",
      clientIp: "10.0.0.2",
    });
    const unknown = await signIn(services, request(), {
      email: "nobody@example.in",
      password: "nope-nope-nope",
      clientIp: "10.0.0.3",
    });
    expect(wrong).toEqual({ ok: false, code: "invalid-credential", status: 401 });
    expect(unknown).toEqual(wrong);
  });

  const tooMany = { ok: false, code: "too-many-requests", status: 429 };
  const wrongAnswer = { ok: false, code: "invalid-credential", status: 401 };

  it("refuses one address after 5 failures for an account, even the right password, and not the account elsewhere", async () => {
    const services = setup(db(), engine.name);
    const email = await freshAccount(services);
    for (let i = 0; i < signInLimits.accountAtAddress.limit; i++) {
      expect(
        await signIn(services, request(), { email, password: "wrong-password-x", clientIp: "10.1.0.1" }),
      ).toEqual(wrongAnswer);
    }
    expect(
      await signIn(services, request(), { email, password: "Red-earth-plots-42", clientIp: "10.1.0.1" }),
    ).toEqual(tooMany);
    const elsewhere = await signIn(services, request(), {
      email,
      password: "Red-earth-plots-42",
      clientIp: "10.1.1.1",
    });
    expect(elsewhere.ok).toBe(true);
  });

  it("never locks the owner out of an address they signed in from; other addresses stop after the account's limit", async () => {
    const services = setup(db(), engine.name);
    const email = await freshAccount(services);
    const attempt = (password: string, clientIp: string) =>
      signIn(services, request(), { email, password, clientIp });
    expect((await attempt("Red-earth-plots-42", "10.9.0.1")).ok).toBe(true);

    // A stranger's scan from one address: refused after 5, and only those 5 count for the account.
    const scan = [];
    for (let i = 0; i < 30; i++) scan.push(await attempt(`wrong-guess-${i}`, "10.9.9.9"));
    expect(scan.slice(0, 5)).toEqual(Array(5).fill(wrongAnswer));
    expect(scan.slice(5)).toEqual(Array(25).fill(tooMany));
    expect((await attempt("Red-earth-plots-42", "10.9.0.1")).ok).toBe(true);

    // A guesser moving from address to address, 5 at each, until the account's limit is spent.
    const perAddress = signInLimits.accountAtAddress.limit;
    for (let n = perAddress; n < signInLimits.account.limit; n += perAddress) {
      for (let i = 0; i < perAddress; i++) {
        expect(await attempt(`wrong-guess-${n + i}`, `10.9.1.${n}`)).toEqual(wrongAnswer);
      }
    }
    expect(await attempt("Red-earth-plots-42", "10.9.2.1")).toEqual(tooMany);
    expect((await attempt("Red-earth-plots-42", "10.9.0.1")).ok).toBe(true);
    // A known address still has its own limit.
    for (let i = 0; i < perAddress; i++) expect(await attempt(`typo-${i}`, "10.9.0.1")).toEqual(wrongAnswer);
    expect(await attempt("Red-earth-plots-42", "10.9.0.1")).toEqual(tooMany);
  });

  it("counts an e-mail without an account like an account at a new address", async () => {
    const services = setup(db(), engine.name);
    const email = await freshAccount(services);
    const scan = async (target: string) => {
      const answers = [];
      for (let i = 0; i < 7; i++) {
        answers.push(
          await signIn(services, request(), { email: target, password: "x-x-x-x-x-x", clientIp: "10.9.3.1" }),
        );
      }
      return answers;
    };
    expect(await scan("nobody-here@example.in")).toEqual(await scan(email));
  });

  it("refuses a client address after many failures across accounts, but not to an account that signed in there", async () => {
    const services = setup(db(), engine.name);
    const email = await freshAccount(services);
    const regular = {
      email: await freshAccount(services),
      password: "Red-earth-plots-42",
      clientIp: "10.2.0.1",
    };
    expect((await signIn(services, request(), regular)).ok).toBe(true);
    for (let i = 0; i < signInLimits.client.limit; i++) {
      await signIn(services, request(), {
        email: `guess${i}@example.in`,
        password: "x-x-x-x-x-x",
        clientIp: "10.2.0.1",
      });
    }
    const blocked = await signIn(services, request(), {
      email,
      password: "Red-earth-plots-42",
      clientIp: "10.2.0.1",
    });
    expect(blocked.ok).toBe(false);
    const elsewhere = await signIn(services, request(), {
      email,
      password: "Red-earth-plots-42",
      clientIp: "10.2.0.2",
    });
    expect(elsewhere.ok).toBe(true);
    expect((await signIn(services, request(), regular)).ok).toBe(true);
  });

  it("checks at most 5 of 40 parallel wrong passwords from one address, and refuses the right one there after them", async () => {
    const services = setup(db(), engine.name);
    const email = await freshAccount(services);
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(services, request(), { email, password: `wrong-guess-${i}`, clientIp: "10.5.0.1" }),
      ),
    );
    const checked = burst.filter((r) => !r.ok && r.code === "invalid-credential");
    expect(checked.length).toBeLessThanOrEqual(signInLimits.accountAtAddress.limit);
    expect(burst.filter((r) => !r.ok && r.code === "too-many-requests")).toHaveLength(40 - checked.length);
    const right = { email, password: "Red-earth-plots-42" };
    expect(await signIn(services, request(), { ...right, clientIp: "10.5.0.1" })).toEqual(tooMany);
    expect((await signIn(services, request(), { ...right, clientIp: "10.5.0.2" })).ok).toBe(true);
  });

  it("checks at most the account's limit of parallel wrong passwords from new addresses, and not from a known one", async () => {
    const services = setup(db(), engine.name);
    const email = await freshAccount(services);
    const right = { email, password: "Red-earth-plots-42" };
    expect((await signIn(services, request(), { ...right, clientIp: "10.5.1.1" })).ok).toBe(true);
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        signIn(services, request(), { email, password: `wrong-guess-${i}`, clientIp: `10.5.2.${i}` }),
      ),
    );
    const checked = burst.filter((r) => !r.ok && r.code === "invalid-credential");
    expect(checked.length).toBeLessThanOrEqual(signInLimits.account.limit);
    expect(burst.filter((r) => !r.ok && r.code === "too-many-requests")).toHaveLength(60 - checked.length);
    expect(await signIn(services, request(), { ...right, clientIp: "10.5.3.1" })).toEqual(tooMany);
    expect((await signIn(services, request(), { ...right, clientIp: "10.5.1.1" })).ok).toBe(true);
  });

  it("refuses the right password sent inside a burst from one address once more than the limit came before it", async () => {
    const services = setup(db(), engine.name);
    const email = await freshAccount(services);
    const attempt = (password: string) =>
      signIn(services, request(), { email, password, clientIp: "10.6.0.1" });
    const wrong = Array.from({ length: 10 }, (_, i) => attempt(`wrong-guess-${i}`));
    // The right password starts after the wrong ones have started, so its count comes after theirs.
    const results = await Promise.all([...wrong, attempt("Red-earth-plots-42")]);
    expect(results.at(-1)).toEqual(tooMany);
    expect(results.filter((r) => r.ok)).toEqual([]);
  });

  it("does not count successful sign-ins against the limit", async () => {
    const services = setup(db(), engine.name);
    const email = await freshAccount(services);
    for (let i = 0; i < signInLimits.accountAtAddress.limit + 2; i++) {
      const ok = await signIn(services, request(), {
        email,
        password: "Red-earth-plots-42",
        clientIp: "10.7.0.1",
      });
      expect(ok.ok).toBe(true);
    }
  });

  it("answers a disabled account's right password exactly like a wrong one", async () => {
    const services = setup(db(), engine.name);
    const email = await freshAccount(services);
    await freshAccount(services);
    const user = await db()
      .selectFrom("auth_user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await setStaffDisabled(services.auth, user.id, true);
    const right = await signIn(services, request(), {
      email,
      password: "Red-earth-plots-42",
      clientIp: "10.8.0.1",
    });
    const wrong = await signIn(services, request(), {
      email,
      password: "not-the-password-1",
      clientIp: "10.8.0.2",
    });
    expect(right).toEqual({ ok: false, code: "invalid-credential", status: 401 });
    expect(wrong).toEqual(right);
  });

  it("ends the session on the server at sign-out, so the old cookie no longer works", async () => {
    const services = setup(db(), engine.name);
    const email = await freshAccount(services);
    const result = await signIn(services, request(), {
      email,
      password: "Red-earth-plots-42",
      clientIp: "10.3.0.1",
    });
    if (!result.ok) throw new Error("sign-in failed");
    const cookie = cookieOf(result.headers);
    // The cookie better-auth sets (HTTPS: __Secure-) is the one the page cache and proxies look for.
    expect(cookie).toMatch(/^__Secure-/);
    expect(hasSessionCookie(cookie)).toBe(true);
    expect(
      await (await services.auth.loaded()).api.getSession({ headers: new Headers({ cookie }) }),
    ).not.toBeNull();
    await signOut(services, request(cookie));
    expect(
      await (await services.auth.loaded()).api.getSession({ headers: new Headers({ cookie }) }),
    ).toBeNull();
  });

  it("answers an address better-auth finds malformed as such, and mails nothing", async () => {
    const services = setup(db(), engine.name);
    for (const email of ["a..b@example.in", '"a"@example.in', "a@example.in."]) {
      expect(await requestPasswordReset(services, request(), email), email).toBe(false);
    }
    expect(await requestPasswordReset(services, request(), "someone-else@example.in")).toBe(true);
    expect(services.sent).toEqual([]);
  });

  it("mails a single-use reset link to a known address only, and the reset ends every session", async () => {
    const services = setup(db(), engine.name);
    const email = await freshAccount(services);
    const session = await signIn(services, request(), {
      email,
      password: "Red-earth-plots-42",
      clientIp: "10.4.0.1",
    });
    if (!session.ok) throw new Error("sign-in failed");

    await requestPasswordReset(services, request(), "unknown-person@example.in");
    await requestPasswordReset(services, request(), email);
    await expect.poll(() => services.sent.length).toBe(1);
    const mail = services.sent[0]!;
    expect(mail.to).toBe(email);
    const token = /reset-password\?token=([^\s]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    await (
      await services.auth.loaded()
    ).api.resetPassword({
      body: { newPassword: "New-laterite-path-7", token: decodeURIComponent(token!) },
    });
    expect(
      await (
        await services.auth.loaded()
      ).api.getSession({ headers: new Headers({ cookie: cookieOf(session.headers) }) }),
    ).toBeNull();
    await expect(
      (await services.auth.loaded()).api.resetPassword({
        body: { newPassword: "Another-one-path-8", token: decodeURIComponent(token!) },
      }),
    ).rejects.toThrow();
    const old = await signIn(services, request(), {
      email,
      password: "Red-earth-plots-42",
      clientIp: "10.4.0.2",
    });
    expect(old.ok).toBe(false);
    const fresh = await signIn(services, request(), {
      email,
      password: "New-laterite-path-7",
      clientIp: "10.4.0.3",
    });
    expect(fresh.ok).toBe(true);
  });
});
