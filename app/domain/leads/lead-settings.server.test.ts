import { afterEach, describe, expect, it } from "vitest";

import { formOf, withAuditLogFailing } from "#tests/support/save-workflows.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { timestamp } from "#app/db/time.ts";
import { leadSettingsMessages } from "./lead-settings-fields.ts";
import {
  defaultLeadSettings,
  getLeadSettings,
  leadSettingsSchema,
  parseEmailList,
  saveLeadSettings,
  saveLeadSettingsForm,
} from "./lead-settings.server.ts";

describe("parseEmailList", () => {
  it("splits on commas, semicolons and spaces, lower-cases and drops repeats", () => {
    expect(parseEmailList(" Sales@Example.in, owner@example.in;sales@example.in \n  ")).toEqual([
      "sales@example.in",
      "owner@example.in",
    ]);
    expect(parseEmailList("")).toEqual([]);
  });
});

describe("leadSettingsSchema", () => {
  it("refuses a malformed address, more than 10 addresses and a retention outside 0-120 months", () => {
    expect(
      leadSettingsSchema.safeParse({ salesEmails: ["not-an-address"], retentionMonths: 12 }).success,
    ).toBe(false);
    const eleven = Array.from({ length: 11 }, (_, i) => `s${i}@example.in`);
    expect(leadSettingsSchema.safeParse({ salesEmails: eleven, retentionMonths: 12 }).success).toBe(false);
    expect(leadSettingsSchema.safeParse({ salesEmails: [], retentionMonths: -1 }).success).toBe(false);
    expect(leadSettingsSchema.safeParse({ salesEmails: [], retentionMonths: 121 }).success).toBe(false);
    expect(leadSettingsSchema.safeParse({ salesEmails: [], retentionMonths: 1.5 }).success).toBe(false);
    expect(leadSettingsSchema.safeParse({ salesEmails: [], retentionMonths: 0 }).success).toBe(true);
  });
});

describe.each(testEngines)("lead settings on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    await db().deleteFrom("settings").execute();
  });

  it("reads the defaults until saved, then what was saved", async () => {
    expect(await getLeadSettings(db())).toEqual(defaultLeadSettings);
    await saveLeadSettings(db(), { salesEmails: ["sales@example.in"], retentionMonths: 6 });
    expect(await getLeadSettings(db())).toEqual({ salesEmails: ["sales@example.in"], retentionMonths: 6 });
  });

  it("falls back to the defaults when the stored record is damaged", async () => {
    await db()
      .insertInto("settings")
      .values({ key: "leads", value: "{not json", updated_at: timestamp() })
      .execute();
    expect(await getLeadSettings(db())).toEqual(defaultLeadSettings);
  });
});

describe.each(testEngines)("the Settings page's Leads section on $name", (engine) => {
  const db = useTestDatabase(engine);
  const audit = async () =>
    (await db().selectFrom("audit_log").select("summary").execute()).map((r) => r.summary);

  it("refuses bad values with their messages, saving nothing", async () => {
    const form = formOf({ salesEmails: "sales@example.in, not-an-address", retentionMonths: "" });
    expect(await saveLeadSettingsForm(db(), "Meena", form)).toEqual({
      values: { salesEmails: "sales@example.in, not-an-address", retentionMonths: "" },
      errors: {
        salesEmails: leadSettingsMessages.salesEmails,
        retentionMonths: leadSettingsMessages.retentionMonths,
      },
    });
    expect(await audit()).toEqual([]);
  });

  it("saves the settings and their audit entry together, or neither", async () => {
    const form = formOf({ salesEmails: "Sales@Example.in", retentionMonths: "12" });
    await expect(
      withAuditLogFailing(db(), () => saveLeadSettingsForm(db(), "Meena", form)),
    ).rejects.toThrow();
    expect(await getLeadSettings(db())).toEqual(defaultLeadSettings);

    expect(await saveLeadSettingsForm(db(), "Meena", form)).toEqual({
      toast: { type: "success", message: "Lead settings saved." },
    });
    expect(await getLeadSettings(db())).toEqual({ salesEmails: ["sales@example.in"], retentionMonths: 12 });
    expect(await audit()).toEqual([
      "Updated lead settings: alerts to sales@example.in, closed leads kept 12 months",
    ]);
  });
});
