import { describe, expect, it } from "vitest";

import { formOf, withAuditLogFailing } from "#tests/support/save-workflows.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { settingsFieldSpecs } from "./settings-fields.ts";
import { getSiteSettings, saveSettingsForm, saveSiteSettings } from "./settings.server.ts";
import { defaultSiteSettings, type SiteSettings } from "./settings.ts";

describe.each(testEngines)("site settings on $name", (engine) => {
  const db = useTestDatabase(engine);

  it("gives the defaults before anything is saved, with the spec's office and hours", async () => {
    const settings = await getSiteSettings(db());
    expect(settings).toEqual(defaultSiteSettings);
    expect(settings).toMatchObject({
      officeCity: "Ramanathapuram",
      officeState: "Tamil Nadu",
      officePostalCode: "623503",
      businessHours: "Monday to Saturday, 9:00 AM to 7:00 PM",
      foundedYear: 2012,
      statYears: "12+",
      statProjects: "50+",
      statCustomers: "2000+",
      statSatisfaction: "95%",
    });
  });

  it("saves and overwrites the settings", async () => {
    await saveSiteSettings(db(), { ...defaultSiteSettings, phone: "+91 90000 00001" });
    await saveSiteSettings(db(), { ...defaultSiteSettings, phone: "+91 90000 00002" });
    expect((await getSiteSettings(db())).phone).toBe("+91 90000 00002");
  });

  it("refuses invalid settings and keeps what was stored", async () => {
    await expect(
      saveSiteSettings(db(), { ...defaultSiteSettings, officePostalCode: "12" }),
    ).rejects.toThrow();
    expect((await getSiteSettings(db())).phone).toBe("+91 90000 00002");
  });

  it("refuses social links that are not web addresses", async () => {
    for (const link of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "ftp://x.in/a"]) {
      await expect(saveSiteSettings(db(), { ...defaultSiteSettings, facebookUrl: link })).rejects.toThrow();
    }
    await saveSiteSettings(db(), { ...defaultSiteSettings, youtubeUrl: "http://youtube.com/@plots" });
    expect((await getSiteSettings(db())).youtubeUrl).toBe("http://youtube.com/@plots");
  });

  it("hides an unsafe link stored before the check, and keeps the other settings", async () => {
    const stored = {
      ...defaultSiteSettings,
      phone: "+91 90000 00003",
      facebookUrl: "data:text/html,<script>alert(1)</script>",
      instagramUrl: "javascript:alert(document.cookie)",
      youtubeUrl: "https://youtube.com/@plots",
    };
    await db()
      .updateTable("settings")
      .set({ value: JSON.stringify(stored) })
      .where("key", "=", "site")
      .execute();
    expect(await getSiteSettings(db())).toEqual({
      ...stored,
      facebookUrl: "",
      instagramUrl: "",
    });
  });

  it("falls back to the defaults for a damaged record", async () => {
    await db().updateTable("settings").set({ value: "{not json" }).where("key", "=", "site").execute();
    expect(await getSiteSettings(db())).toEqual(defaultSiteSettings);
  });
});

describe.each(testEngines)("the Settings page's save on $name", (engine) => {
  const db = useTestDatabase(engine);
  const names = Object.keys(defaultSiteSettings) as (keyof SiteSettings)[];
  const posted = (changes: Partial<Record<keyof SiteSettings, string>>) =>
    formOf({ ...Object.fromEntries(names.map((n) => [n, String(defaultSiteSettings[n])])), ...changes });
  const audit = async () =>
    (await db().selectFrom("audit_log").select("summary").execute()).map((r) => r.summary);

  it("refuses a bad value with the field's message and the values as typed, saving nothing", async () => {
    const result = await saveSettingsForm(db(), "Meena", posted({ officePostalCode: "12", foundedYear: "" }));
    expect(result).toEqual({
      values: expect.objectContaining({ officePostalCode: "12", foundedYear: "" }),
      errors: {
        officePostalCode: settingsFieldSpecs.officePostalCode.message,
        foundedYear: settingsFieldSpecs.foundedYear.message,
      },
    });
    expect(await audit()).toEqual([]);
  });

  it("saves the settings and an audit entry naming the changed fields together, or neither", async () => {
    const change = posted({ phone: "+91 90000 00003" });
    await expect(withAuditLogFailing(db(), () => saveSettingsForm(db(), "Meena", change))).rejects.toThrow();
    expect((await getSiteSettings(db())).phone).toBe(defaultSiteSettings.phone);

    expect(await saveSettingsForm(db(), "Meena", change)).toEqual({
      toast: { type: "success", message: "Settings saved." },
    });
    expect((await getSiteSettings(db())).phone).toBe("+91 90000 00003");
    expect(await audit()).toEqual([`Updated settings: ${settingsFieldSpecs.phone.label}`]);
  });

  it("saves one section's fields and keeps the stored values of the others", async () => {
    await saveSettingsForm(db(), "Meena", posted({ companyName: "Red Earth Plots", officeCity: "Madurai" }));
    const result = await saveSettingsForm(
      db(),
      "Meena",
      formOf({ facebookUrl: "https://facebook.com/redearth", instagramUrl: "", youtubeUrl: "" }),
    );
    expect(result).toEqual({ toast: { type: "success", message: "Settings saved." } });
    expect(await getSiteSettings(db())).toMatchObject({
      companyName: "Red Earth Plots",
      officeCity: "Madurai",
      facebookUrl: "https://facebook.com/redearth",
    });
    expect((await audit()).at(-1)).toBe(`Updated settings: ${settingsFieldSpecs.facebookUrl.label}`);

    // A refused section names only its own fields and saves nothing.
    expect(
      await saveSettingsForm(db(), "Meena", formOf({ officeCity: "Salem", mapLatitude: "north" })),
    ).toEqual({
      values: { officeCity: "Salem", mapLatitude: "north" },
      errors: { mapLatitude: settingsFieldSpecs.mapLatitude.message },
    });
    expect((await getSiteSettings(db())).officeCity).toBe("Madurai");
  });
});
