import { afterEach, describe, expect, it } from "vitest";

import { formOf } from "#tests/support/save-workflows.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { timestamp } from "#app/db/time.ts";
import { revisionSettingsMessages } from "./revision-settings-fields.ts";
import { getRevisionSettings, saveRevisionSettingsForm } from "./revision-settings.server.ts";

const message = revisionSettingsMessages.keptPerRecord;

describe.each(testEngines)("Settings' revisions kept per record on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    await db().deleteFrom("settings").execute();
    await db().deleteFrom("audit_log").execute();
  });

  it("is 50 until saved, and the default again when the stored record is damaged", async () => {
    expect(await getRevisionSettings(db())).toEqual({ keptPerRecord: 50 });
    await db()
      .insertInto("settings")
      .values({ key: "revisions", value: "{not json", updated_at: timestamp() })
      .execute();
    expect(await getRevisionSettings(db())).toEqual({ keptPerRecord: 50 });
  });

  it("refuses 2, 5000, a fraction and an empty field with its message, saving nothing", async () => {
    expect(message).toBe("Enter a whole number of revisions from 5 to 1000.");
    for (const typed of ["2", "5000", "7.5", "", "fifty"]) {
      expect(await saveRevisionSettingsForm(db(), "Meena", formOf({ keptPerRecord: typed }))).toEqual({
        values: { keptPerRecord: typed },
        errors: { keptPerRecord: message },
      });
    }
    expect(await getRevisionSettings(db())).toEqual({ keptPerRecord: 50 });
    expect(await db().selectFrom("audit_log").select("id").execute()).toEqual([]);
  });

  it("saves 5 to 1000 with an audit entry", async () => {
    for (const typed of [" 5 ", "1000", "120"]) {
      expect(await saveRevisionSettingsForm(db(), "Meena", formOf({ keptPerRecord: typed }))).toEqual({
        toast: { type: "success", message: "Revision settings saved." },
      });
      expect(await getRevisionSettings(db())).toEqual({ keptPerRecord: Number(typed) });
    }
    const audit = await db().selectFrom("audit_log").select(["actor", "summary"]).execute();
    expect(audit).toContainEqual({
      actor: "Meena",
      summary: "Updated revision settings: 120 kept per record",
    });
  });
});
