import { afterEach, describe, expect, it, vi } from "vitest";

import { testAuth } from "#tests/support/test-auth.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import type { MailMessage } from "#app/mail/mailer.server.ts";
import {
  countActiveStaff,
  createStaffAccount,
  inviteStaffAccount,
  lastActiveMessage,
  listStaff,
  removeStaff,
  setStaffDisabled,
  StaffError,
} from "./staff.server.ts";

const password = "Red-earth-plots-42";

describe.each(testEngines)("staff accounts on $name", (engine) => {
  const db = useTestDatabase(engine);
  const sent: MailMessage[] = [];
  const auth = () => testAuth(db(), engine.name, sent);

  afterEach(async () => {
    sent.length = 0;
    await db().deleteFrom("auth_user").execute();
  });

  async function sessionCount(userId: string): Promise<number> {
    const row = await db()
      .selectFrom("auth_session")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function signedIn(email: string): Promise<void> {
    await (await auth().loaded()).api.signInEmail({ body: { email, password } });
  }

  it("lists every account oldest first with its status", async () => {
    const a = auth();
    await createStaffAccount(a, { name: "Meena", email: "meena@example.in", password });
    const arunId = await createStaffAccount(a, { name: "Arun", email: "Arun@Example.in", password });
    await setStaffDisabled(a, arunId, true);
    const staff = await listStaff(a);
    expect(staff.map(({ name, email, disabled }) => ({ name, email, disabled }))).toEqual([
      { name: "Meena", email: "meena@example.in", disabled: false },
      { name: "Arun", email: "arun@example.in", disabled: true },
    ]);
    expect(staff[0]!.createdAt).toBeInstanceOf(Date);
    expect(staff[0]!.createdAt.getTime()).toBeLessThanOrEqual(staff[1]!.createdAt.getTime());
  });

  it("disabling ends the account's sessions and enabling lets it sign in again", async () => {
    const a = auth();
    await createStaffAccount(a, { name: "Meena", email: "meena@example.in", password });
    const arunId = await createStaffAccount(a, { name: "Arun", email: "arun@example.in", password });
    await signedIn("arun@example.in");
    expect(await sessionCount(arunId)).toBe(1);

    expect(await setStaffDisabled(a, arunId, true)).toMatchObject({ name: "Arun", disabled: true });
    expect(await sessionCount(arunId)).toBe(0);
    expect(await countActiveStaff(db())).toBe(1);
    await expect(signedIn("arun@example.in")).rejects.toThrow();

    expect(await setStaffDisabled(a, arunId, false)).toMatchObject({ disabled: false });
    expect(await countActiveStaff(db())).toBe(2);
    await signedIn("arun@example.in");
    expect(await sessionCount(arunId)).toBe(1);
  });

  it("never disables or removes the last active account", async () => {
    const a = auth();
    const meenaId = await createStaffAccount(a, { name: "Meena", email: "meena@example.in", password });
    const arunId = await createStaffAccount(a, { name: "Arun", email: "arun@example.in", password });
    await setStaffDisabled(a, arunId, true);

    await expect(setStaffDisabled(a, meenaId, true)).rejects.toThrow(new StaffError(lastActiveMessage));
    await expect(removeStaff(a, meenaId)).rejects.toThrow(new StaffError(lastActiveMessage));
    expect(await countActiveStaff(db())).toBe(1);

    // A disabled account can go even when only one active account is left.
    expect(await removeStaff(a, arunId)).toMatchObject({ name: "Arun" });
    expect((await listStaff(a)).map((s) => s.name)).toEqual(["Meena"]);
    await expect(removeStaff(a, meenaId)).rejects.toThrow(lastActiveMessage);
  });

  it("removes an account with its sessions and password", async () => {
    const a = auth();
    await createStaffAccount(a, { name: "Meena", email: "meena@example.in", password });
    const arunId = await createStaffAccount(a, { name: "Arun", email: "arun@example.in", password });
    await signedIn("arun@example.in");
    await removeStaff(a, arunId);
    expect(await sessionCount(arunId)).toBe(0);
    const accounts = await db()
      .selectFrom("auth_account")
      .select("id")
      .where("user_id", "=", arunId)
      .execute();
    expect(accounts).toEqual([]);
    await expect(signedIn("arun@example.in")).rejects.toThrow();
    // The address is free again.
    await createStaffAccount(a, { name: "Arun", email: "arun@example.in", password });
  });

  it("refuses an unknown account", async () => {
    const a = auth();
    await expect(setStaffDisabled(a, "no-such-id", true)).rejects.toThrow(StaffError);
    await expect(removeStaff(a, "no-such-id")).rejects.toThrow(StaffError);
  });

  it("invites by mail: the link sets the password the new colleague chooses", async () => {
    const a = auth();
    await inviteStaffAccount(a, { name: "Kavya", email: "Kavya@example.in" }, new Headers());
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.to).toBe("kavya@example.in");
    expect(sent[0]!.subject).toBe("Your staff account is ready");
    expect(sent[0]!.text).toContain("A staff account has been created for you");
    const token = /token=([^\s&]+)/.exec(sent[0]!.text)![1]!;
    await (
      await a.loaded()
    ).api.resetPassword({
      body: { token: decodeURIComponent(token), newPassword: "Kavya-chose-this-1" },
    });
    await (
      await a.loaded()
    ).api.signInEmail({ body: { email: "kavya@example.in", password: "Kavya-chose-this-1" } });

    // Asking for a reset later is a reset again, not a second welcome.
    await (
      await a.loaded()
    ).api.requestPasswordReset({ body: { email: "kavya@example.in" }, headers: new Headers() });
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]!.subject).toBe("Reset your password");
    expect(sent[1]!.text).toContain("Someone asked to reset the password");
  });

  describe("link lifetimes", () => {
    const hour = 60 * 60 * 1000;
    afterEach(() => vi.useRealTimers());

    /** The token of the newest mail, used once `after` ms have passed. */
    async function chooseAfter(a: ReturnType<typeof auth>, after: number): Promise<void> {
      await expect.poll(() => sent.length).toBeGreaterThan(0);
      const token = decodeURIComponent(/token=([^\s&]+)/.exec(sent.at(-1)!.text)![1]!);
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + after });
      await (await a.loaded()).api.resetPassword({ body: { token, newPassword: "Kavya-chose-this-1" } });
    }

    it("an invitation's link works for 72 hours, and says so", async () => {
      const a = auth();
      await inviteStaffAccount(a, { name: "Kavya", email: "kavya@example.in" }, new Headers());
      await chooseAfter(a, 71 * hour);
      expect(sent[0]!.text).toContain("expires in 72 hours");
      await (
        await a.loaded()
      ).api.signInEmail({ body: { email: "kavya@example.in", password: "Kavya-chose-this-1" } });
    });

    it("an invitation's link expires after the hours configured", async () => {
      const a = testAuth(db(), engine.name, sent, { invitationLinkHours: 2 });
      await inviteStaffAccount(a, { name: "Kavya", email: "kavya@example.in" }, new Headers());
      expect(sent[0]!.text).toContain("expires in 2 hours");
      await expect(chooseAfter(a, 3 * hour)).rejects.toThrow();
    });

    it("a reset link still works one hour only", async () => {
      const a = auth();
      await createStaffAccount(a, { name: "Arun", email: "arun@example.in", password });
      await (
        await a.loaded()
      ).api.requestPasswordReset({ body: { email: "arun@example.in" }, headers: new Headers() });
      await expect(chooseAfter(a, 2 * hour)).rejects.toThrow();
    });
  });
});
