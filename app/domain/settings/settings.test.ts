import { describe, expect, it } from "vitest";

import { fieldErrors } from "#app/lib/form-errors.ts";
import { defaultSiteSettings, settingsInLocale, siteSettingsSchema } from "./settings.ts";
import { settingsFieldSpecs, settingsFields } from "./settings-fields.ts";

function errorsOf(changes: Record<string, unknown>) {
  const result = siteSettingsSchema.safeParse({ ...defaultSiteSettings, ...changes });
  return result.success ? {} : fieldErrors(result.error);
}

describe("siteSettingsSchema", () => {
  it("accepts the defaults, with every field of the form in the schema", () => {
    expect(errorsOf({})).toEqual({});
    expect(Object.keys(siteSettingsSchema.shape).sort()).toEqual(settingsFields.map((f) => f.name).sort());
  });

  it("answers each refused value with its field's one message, whatever is wrong", () => {
    expect(
      errorsOf({
        companyName: "",
        phone: "12",
        email: "not-an-email",
        whatsappNumber: "+91 98765",
        officePostalCode: "62350",
        mapLatitude: Number.NaN,
        mapLongitude: 200,
        foundedYear: 2012.5,
        statYears: "12 years and more",
        facebookUrl: "facebook.com/ourpage",
      }),
    ).toEqual({
      companyName: settingsFieldSpecs.companyName.message,
      phone: settingsFieldSpecs.phone.message,
      email: settingsFieldSpecs.email.message,
      whatsappNumber: settingsFieldSpecs.whatsappNumber.message,
      officePostalCode: settingsFieldSpecs.officePostalCode.message,
      mapLatitude: settingsFieldSpecs.mapLatitude.message,
      mapLongitude: settingsFieldSpecs.mapLongitude.message,
      foundedYear: settingsFieldSpecs.foundedYear.message,
      statYears: settingsFieldSpecs.statYears.message,
      facebookUrl: settingsFieldSpecs.facebookUrl.message,
    });
  });

  it("checks the limits the form's fields declare", () => {
    expect(errorsOf({ companyName: "x".repeat(80) })).toEqual({});
    expect(errorsOf({ companyName: "x".repeat(81) })).toEqual({
      companyName: settingsFieldSpecs.companyName.message,
    });
    expect(errorsOf({ phone: "x".repeat(21) })).toEqual({ phone: settingsFieldSpecs.phone.message });
    expect(errorsOf({ whatsappNumber: "9".repeat(16) })).toEqual({
      whatsappNumber: settingsFieldSpecs.whatsappNumber.message,
    });
  });
});

describe("the settings on a Tamil page", () => {
  it("show each public text in Tamil where it has one, and in English where it has none", () => {
    const settings = { ...defaultSiteSettings, companyNameTa: "மருதம் பிராப்பர்டீஸ்", officeCityTa: "" };
    const tamil = settingsInLocale(settings, "ta");
    expect(tamil.companyName).toBe("மருதம் பிராப்பர்டீஸ்");
    expect(tamil.officeCity).toBe(defaultSiteSettings.officeCity);
    expect(tamil.phone).toBe(defaultSiteSettings.phone);
    expect(settingsInLocale(settings, "en").companyName).toBe(defaultSiteSettings.companyName);
  });

  it("take the Tamil texts empty, and refuse one over its limit", () => {
    expect(siteSettingsSchema.safeParse({ ...defaultSiteSettings, businessHoursTa: "" }).success).toBe(true);
    const long = siteSettingsSchema.safeParse({ ...defaultSiteSettings, companyNameTa: "அ".repeat(81) });
    expect(long.success).toBe(false);
  });
});
