import { expect, test } from "@playwright/test";

import { authenticatorCode } from "#tests/support/authenticator.ts";
import { freshDataDir, startServer } from "./process.ts";

/**
 * Issue "Roles": when Settings make owners use two-factor sign-in, an owner without it gets only
 * its page until it is on, cannot turn it off, and signs in with a code from then on. On a server
 * of its own: the setting would stop every other test's owner on the shared sites.
 */
const password = "Laterite-Plots-2026";
const email = "meena@example.in";

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

test("an owner must set up two-factor sign-in before anything else while Settings require it", async () => {
  test.setTimeout(60_000);
  const server = await startServer({ DATA_DIR: freshDataDir() });
  const at = (path: string) => `${server.base}${path}`;
  const post = (path: string, cookie: string, fields: Record<string, string>) =>
    fetch(at(path), {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  try {
    const token = /\/admin\/setup\?token=([\w-]+)/.exec(server.output())![1]!;
    const setup = { token, name: "Meena Raman", email, password, confirm: password };
    const created = await fetch(at(`/admin/setup?token=${token}`), {
      method: "POST",
      body: new URLSearchParams(setup),
      redirect: "manual",
    });
    expect(created.status).toBe(302);
    const signedIn = await fetch(at("/admin/login"), {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-in", email, password }),
      redirect: "manual",
    });
    let cookie = cookiesOf(signedIn);

    expect(
      (await post("/admin/settings", cookie, { intent: "sign-in", ownersNeedTwoFactor: "yes" })).status,
    ).toBe(302);
    for (const path of ["/admin", "/admin/projects", "/admin/settings"]) {
      const refused = await fetch(at(path), { headers: { cookie }, redirect: "manual" });
      expect(refused.status, path).toBe(302);
      expect(refused.headers.get("location"), path).toBe("/admin/account/two-factor");
    }
    // A data request of the hydrated back office gets the same redirect in React Router's answer.
    const data = await fetch(at("/admin/projects.data"), { headers: { cookie }, redirect: "manual" });
    expect(data.status).toBe(202);
    expect(await data.text()).toContain("/admin/account/two-factor");
    const unchanged = await post("/admin/settings", cookie, { intent: "sign-in" });
    expect(unchanged.headers.get("location")).toBe("/admin/account/two-factor");
    const page = await fetch(at("/admin/account/two-factor"), { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      "Owners must use two-factor sign-in on this site. Set it up to continue",
    );

    expect((await post("/admin/account/two-factor", cookie, { intent: "start", password })).status).toBe(302);
    const html = await (await fetch(at("/admin/account/two-factor"), { headers: { cookie } })).text();
    const key = /aria-label="Key"[^>]*>([A-Z2-7 ]+)</.exec(html)![1]!;
    const on = await post("/admin/account/two-factor", cookie, {
      intent: "confirm",
      code: await authenticatorCode(key),
    });
    expect(on.status).toBe(200);
    cookie = cookiesOf(on);
    expect((await fetch(at("/admin/projects"), { headers: { cookie }, redirect: "manual" })).status).toBe(
      200,
    );

    const off = await post("/admin/account/two-factor", cookie, { intent: "turn-off", password });
    expect(off.status).toBe(403);
    expect(await off.text()).toContain("It cannot be turned off while that is so.");

    // A new sign-in: the password, then the code.
    const first = await fetch(at("/admin/login"), {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-in", email, password }),
      redirect: "manual",
    });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/admin/login/two-factor?redirectTo=%2Fadmin");
    const second = await post("/admin/login/two-factor?redirectTo=%2Fadmin", cookiesOf(first), {
      factor: "app",
      code: await authenticatorCode(key),
    });
    expect(second.status).toBe(302);
    expect(second.headers.get("location")).toBe("/admin");
    expect((await fetch(at("/admin"), { headers: { cookie: cookiesOf(second) } })).status).toBe(200);
  } finally {
    server.child.kill("SIGTERM");
    await server.exit;
  }
});
