import { describe, expect, it } from "vitest";

import { testEngines, useTestDatabase } from "../../../tests/support/test-engines.ts";
import { getSiteSettings, saveSiteSettings } from "./settings.server.ts";
import { defaultSiteSettings } from "./settings.ts";

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
