import { afterEach, describe, expect, it } from "vitest";

import { formOf, withAuditLogFailing } from "#tests/support/save-workflows.ts";
import { testAuth } from "#tests/support/test-auth.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import type { MailMessage } from "#app/mail/mailer.server.ts";
import { addStaff, changeStaff, changeToConfirm } from "./staff-changes.server.ts";
import { createStaffAccount, listStaff } from "./staff.server.ts";

const password = "Red-earth-plots-42";

describe.each(testEngines)("the Staff page's changes on $name", (engine) => {
  const db = useTestDatabase(engine);
  const sent: MailMessage[] = [];
  const auth = () => testAuth(db(), engine.name, sent);
  const audit = async () =>
    (await db().selectFrom("audit_log").select(["actor", "action", "summary"]).orderBy("id").execute()).map(
      (r) => `${r.actor} ${r.action}: ${r.summary}`,
    );
  const meena = {
    id: "",
    name: "Meena",
    email: "meena@example.in",
    role: "owner" as const,
    twoFactorEnabled: false,
  };

  afterEach(async () => {
    sent.length = 0;
    await db().deleteFrom("auth_user").execute();
    await db().deleteFrom("audit_log").execute();
  });

  it("refuses a form with problems, naming each field, and adds nobody", async () => {
    const form = formOf({
      intent: "add",
      name: "",
      email: "not-an-address",
      method: "password",
      password: "x",
      role: "landlord",
    });
    const result = await addStaff(auth(), "Meena", form, new Headers());
    expect(result).toMatchObject({
      add: {
        values: { name: "", email: "not-an-address", method: "password" },
        errors: {
          name: "Please enter a name.",
          email: "Please enter a valid email address.",
          password: expect.any(String),
          role: "Choose a role from the list.",
        },
      },
    });
    expect(await listStaff(auth())).toEqual([]);
  });

  it("adds an account and its audit entry together, or neither", async () => {
    const form = formOf({
      intent: "add",
      name: "Arun",
      email: "Arun@Example.in",
      method: "password",
      password,
      role: "sales-manager",
    });
    await expect(
      withAuditLogFailing(db(), () => addStaff(auth(), "Meena", form, new Headers())),
    ).rejects.toThrow();
    expect(await listStaff(auth())).toEqual([]);

    expect(await addStaff(auth(), "Meena", form, new Headers())).toEqual({
      toast: { type: "success", message: "Staff account added." },
    });
    expect((await listStaff(auth())).map((a) => a.email)).toEqual(["arun@example.in"]);
    expect(await audit()).toEqual([
      "Meena created: Added staff account Arun (arun@example.in) as Sales manager",
    ]);
    expect(await addStaff(auth(), "Meena", form, new Headers())).toMatchObject({
      add: { errors: { email: "An account with this email address already exists." } },
    });
  });

  it("invites by mail once the account and its audit entry are stored", async () => {
    const form = formOf({
      intent: "add",
      name: "Kavya",
      email: "kavya@example.in",
      method: "invite",
      role: "content-editor",
    });
    expect(await addStaff(auth(), "Meena", form, new Headers())).toEqual({
      toast: { type: "success", message: "Invitation sent to kavya@example.in." },
    });
    expect(await audit()).toEqual([
      "Meena created: Invited staff account Kavya (kavya@example.in) as Content editor",
    ]);
    await expect.poll(() => sent.map((m) => m.subject)).toEqual(["Your staff account is ready"]);
  });

  it("disables, enables and removes with the audit entry in the same transaction", async () => {
    const a = auth();
    const self = { ...meena, id: await createStaffAccount(a, { ...meena, password }) };
    const arunId = await createStaffAccount(a, { name: "Arun", email: "arun@example.in", password });
    const disable = formOf({ intent: "disable", id: arunId });

    await expect(withAuditLogFailing(db(), () => changeStaff(a, self, disable))).rejects.toThrow();
    expect((await listStaff(a)).find((s) => s.id === arunId)?.disabled).toBe(false);

    expect(await changeStaff(a, self, disable)).toEqual({
      toast: { type: "success", message: "Staff account disabled." },
    });
    expect(await changeStaff(a, self, formOf({ intent: "enable", id: arunId }))).toEqual({
      toast: { type: "success", message: "Staff account enabled." },
    });
    const remove = formOf({ intent: "remove", id: arunId, confirm: "yes" });
    await expect(withAuditLogFailing(db(), () => changeStaff(a, self, remove))).rejects.toThrow();
    expect(await listStaff(a)).toHaveLength(2);
    expect(await changeStaff(a, self, remove)).toEqual({
      toast: { type: "success", message: "Staff account removed." },
    });
    expect(await audit()).toEqual([
      "Meena disabled: Disabled staff account Arun (arun@example.in)",
      "Meena enabled: Enabled staff account Arun (arun@example.in)",
      "Meena deleted: Removed staff account Arun (arun@example.in)",
    ]);
  });

  it("keeps people from disabling or removing themselves, and asks before a removal", async () => {
    const a = auth();
    const self = { ...meena, id: await createStaffAccount(a, { ...meena, password }) };
    expect(await changeStaff(a, self, formOf({ intent: "disable", id: self.id }))).toEqual({
      rowError: "You cannot disable or remove your own account. Ask another administrator.",
    });
    const arunId = await createStaffAccount(a, { name: "Arun", email: "arun@example.in", password });
    expect(await changeStaff(a, self, formOf({ intent: "remove", id: arunId }))).toEqual({
      rowError: "Confirm the removal first.",
    });
    expect(await changeStaff(a, self, formOf({ intent: "promote", id: arunId }))).toEqual({
      rowError: "Unknown action.",
    });
    expect(await audit()).toEqual([]);
  });
});

describe("the changes the Staff page asks about first", () => {
  const self = {
    id: "self",
    name: "Meena",
    email: "meena@example.in",
    role: "owner" as const,
    twoFactorEnabled: false,
  };

  it("asks before disabling or removing someone else, unless the post says it was confirmed", () => {
    expect(changeToConfirm(self, formOf({ intent: "disable", id: "arun" }))).toEqual({
      intent: "disable",
      id: "arun",
    });
    expect(changeToConfirm(self, formOf({ intent: "remove", id: "arun" }))).toEqual({
      intent: "remove",
      id: "arun",
    });
    expect(changeToConfirm(self, formOf({ intent: "remove", id: "arun", confirm: "yes" }))).toBeNull();
  });

  it("never asks about enabling, adding or one's own account (changeStaff refuses that)", () => {
    expect(changeToConfirm(self, formOf({ intent: "enable", id: "arun" }))).toBeNull();
    expect(changeToConfirm(self, formOf({ intent: "add", name: "Arun" }))).toBeNull();
    expect(changeToConfirm(self, formOf({ intent: "disable", id: "self" }))).toBeNull();
  });
});
