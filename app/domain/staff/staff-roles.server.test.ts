import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";

import { up as migrateRoles } from "#app/db/migrations/0021-staff-roles.ts";
import type { MailMessage } from "#app/mail/mailer.server.ts";
import { testAuth } from "#tests/support/test-auth.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import {
  createStaffAccount,
  lastOwnerMessage,
  listStaff,
  removeStaff,
  setStaffDisabled,
  setStaffRole,
} from "./staff.server.ts";

const password = "Red-earth-plots-42";

describe.each(testEngines)("staff roles on $name", (engine) => {
  const db = useTestDatabase(engine);
  const sent: MailMessage[] = [];
  const auth = () => testAuth(db(), engine.name, sent);

  afterEach(async () => {
    await db().deleteFrom("audit_log").execute();
    await db().deleteFrom("auth_user").execute();
  });

  const sessions = async (userId: string) =>
    (await db().selectFrom("auth_session").select("id").where("user_id", "=", userId).execute()).length;

  it("makes an owner unless told a role, and the accounts from before roles become owners", async () => {
    const a = auth();
    await createStaffAccount(a, { name: "Meena", email: "meena@example.in", password });
    await createStaffAccount(a, {
      name: "Arun",
      email: "arun@example.in",
      password,
      role: "sales-executive",
    });
    expect((await listStaff(a)).map((s) => [s.name, s.role])).toEqual([
      ["Meena", "owner"],
      ["Arun", "sales-executive"],
    ]);
    await db()
      .updateTable("auth_user")
      .set({ role: "admin" })
      .where("email", "=", "meena@example.in")
      .execute();
    // The migration sees the database as it was then, untyped.
    await migrateRoles(db() as unknown as Kysely<unknown>);
    expect((await listStaff(a)).map((s) => s.role)).toEqual(["owner", "sales-executive"]);
  });

  it("a role change ends the person's sessions and is in the audit log", async () => {
    const a = auth();
    await createStaffAccount(a, { name: "Meena", email: "meena@example.in", password });
    const arun = await createStaffAccount(a, {
      name: "Arun",
      email: "arun@example.in",
      password,
      role: "sales-executive",
    });
    await (await a.loaded()).api.signInEmail({ body: { email: "arun@example.in", password } });
    expect(await sessions(arun)).toBe(1);
    await setStaffRole(a, arun, "sales-manager", (account) => ({
      actor: "Meena",
      action: "updated",
      entity: "staff",
      entityId: account.id,
      summary: `Made ${account.name} Sales manager`,
    }));
    expect(await sessions(arun)).toBe(0);
    expect((await listStaff(a)).find((s) => s.id === arun)?.role).toBe("sales-manager");
    const audit = await db().selectFrom("audit_log").select("summary").execute();
    expect(audit.map((entry) => entry.summary)).toEqual(["Made Arun Sales manager"]);
  });

  it("never demotes, disables or removes the last active owner", async () => {
    const a = auth();
    const meena = await createStaffAccount(a, { name: "Meena", email: "meena@example.in", password });
    const kavya = await createStaffAccount(a, { name: "Kavya", email: "kavya@example.in", password });
    await createStaffAccount(a, { name: "Arun", email: "arun@example.in", password, role: "sales-manager" });
    await setStaffDisabled(a, kavya, true);
    // A disabled owner does not count: Meena is the last active one.
    await expect(setStaffRole(a, meena, "sales-manager")).rejects.toThrow(lastOwnerMessage);
    await expect(setStaffDisabled(a, meena, true)).rejects.toThrow(lastOwnerMessage);
    await expect(removeStaff(a, meena)).rejects.toThrow(lastOwnerMessage);
    expect((await listStaff(a)).find((s) => s.id === meena)).toMatchObject({
      role: "owner",
      disabled: false,
    });

    await setStaffDisabled(a, kavya, false);
    await setStaffRole(a, meena, "content-editor");
    expect((await listStaff(a)).map((s) => s.role)).toEqual(["content-editor", "owner", "sales-manager"]);
  });

  it.runIf(engine.name === "postgres")("two owners demoting each other at once leave one owner", async () => {
    const a = auth();
    for (let round = 0; round < 5; round++) {
      await db().deleteFrom("auth_user").execute();
      const first = await createStaffAccount(a, { name: "Meena", email: "meena@example.in", password });
      const second = await createStaffAccount(a, { name: "Kavya", email: "kavya@example.in", password });
      const results = await Promise.allSettled([
        setStaffRole(a, first, "sales-manager"),
        setStaffRole(a, second, "sales-manager"),
      ]);
      expect(
        results.filter((r) => r.status === "fulfilled"),
        `round ${round}`,
      ).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected");
      expect(String(refused?.reason), `round ${round}`).toContain(lastOwnerMessage);
      expect(
        (await listStaff(a)).filter((s) => s.role === "owner"),
        `round ${round}`,
      ).toHaveLength(1);
    }
  });
});
