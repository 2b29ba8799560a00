import { z } from "zod";

import type { Locale } from "#app/i18n/locales.ts";
import { settingsFieldSpecs as fields, type SettingsField } from "./settings-fields.ts";

/** A text setting within its field's limits; whatever is wrong, the field's one message. */
function text(name: SettingsField) {
  const { message, rule } = fields[name];
  return z
    .string()
    .trim()
    .min(rule.minLength ?? 1, message)
    .max(rule.maxLength ?? Infinity, message);
}

/** A Tamil text: empty, or within its field's limit. */
function tamilText(name: SettingsField) {
  const { message, rule } = fields[name];
  return z
    .string()
    .trim()
    .max(rule.maxLength ?? Infinity, message);
}

/** A setting that is a whole value of digits, as its field's pattern says. */
function digits(name: SettingsField) {
  const { message, rule } = fields[name];
  return z
    .string()
    .trim()
    .regex(new RegExp(`^(?:${rule.pattern})$`), message);
}

function number(name: SettingsField, min: number, max: number) {
  const { message } = fields[name];
  return z.number(message).min(min, message).max(max, message);
}

/**
 * A social link: a web address, or empty to hide it. Only https: and http: are accepted, so no
 * javascript: or data: address can reach a public page's href.
 */
function link(name: SettingsField) {
  const { message } = fields[name];
  return z.union([z.url({ protocol: /^https?$/, message }), z.literal("")], message);
}

export const socialLinkFields = ["facebookUrl", "instagramUrl", "youtubeUrl"] as const;

/**
 * Company information shown across the public site (spec §1 and §9), kept in one settings record.
 * The spec hides the real phone and e-mail: the defaults are placeholders an administrator replaces
 * in Settings.
 */
export const siteSettingsSchema = z.object({
  companyName: text("companyName"),
  phone: text("phone"),
  email: text("email").pipe(z.email(fields.email.message)),
  whatsappNumber: digits("whatsappNumber"),
  officeAddress: text("officeAddress"),
  officeCity: text("officeCity"),
  officeState: text("officeState"),
  officePostalCode: digits("officePostalCode"),
  businessHours: text("businessHours"),
  mapLatitude: number("mapLatitude", -90, 90),
  mapLongitude: number("mapLongitude", -180, 180),
  foundedYear: number("foundedYear", 1900, 2100).int(fields.foundedYear.message),
  firstProjectCity: text("firstProjectCity"),
  statYears: text("statYears"),
  statProjects: text("statProjects"),
  statCustomers: text("statCustomers"),
  statSatisfaction: text("statSatisfaction"),
  facebookUrl: link("facebookUrl"),
  instagramUrl: link("instagramUrl"),
  youtubeUrl: link("youtubeUrl"),
  plotHoldHours: number("plotHoldHours", 1, 720).int(fields.plotHoldHours.message),
  bookingDiscountApproval: number("bookingDiscountApproval", 0, 10_000_000).int(
    fields.bookingDiscountApproval.message,
  ),
  loanSharePercent: number("loanSharePercent", 1, 90).int(fields.loanSharePercent.message),
  loanTenureYears: number("loanTenureYears", 1, 30).int(fields.loanTenureYears.message),
  // Basis points are whole: at most two decimals of a percent.
  loanRatePercent: number("loanRatePercent", 0, 30).refine(
    (rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9,
    fields.loanRatePercent.message,
  ),
  companyNameTa: tamilText("companyNameTa"),
  businessHoursTa: tamilText("businessHoursTa"),
  officeAddressTa: tamilText("officeAddressTa"),
  officeCityTa: tamilText("officeCityTa"),
  officeStateTa: tamilText("officeStateTa"),
  firstProjectCityTa: tamilText("firstProjectCityTa"),
} satisfies Record<SettingsField, z.ZodType>);

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const defaultSiteSettings: SiteSettings = {
  companyName: "Marudham Properties",
  phone: "+91 98765 43210",
  email: "info@marudhamproperties.in",
  whatsappNumber: "919876543210",
  officeAddress: "12, Collectorate Road",
  officeCity: "Ramanathapuram",
  officeState: "Tamil Nadu",
  officePostalCode: "623503",
  businessHours: "Monday to Saturday, 9:00 AM to 7:00 PM",
  mapLatitude: 9.3639,
  mapLongitude: 78.8395,
  foundedYear: 2012,
  firstProjectCity: "Chennai",
  statYears: "12+",
  statProjects: "50+",
  statCustomers: "2000+",
  statSatisfaction: "95%",
  facebookUrl: "",
  instagramUrl: "",
  youtubeUrl: "",
  plotHoldHours: 48,
  bookingDiscountApproval: 50_000,
  loanSharePercent: 75,
  loanTenureYears: 15,
  loanRatePercent: 9.5,
  companyNameTa: "",
  businessHoursTa: "",
  officeAddressTa: "",
  officeCityTa: "",
  officeStateTa: "",
  firstProjectCityTa: "",
};

/** The public texts that have a Tamil field, by the field that holds their Tamil. */
const tamilTexts = {
  companyName: "companyNameTa",
  businessHours: "businessHoursTa",
  officeAddress: "officeAddressTa",
  officeCity: "officeCityTa",
  officeState: "officeStateTa",
  firstProjectCity: "firstProjectCityTa",
} as const satisfies Partial<Record<keyof SiteSettings, keyof SiteSettings>>;

/**
 * Issue "Tamil and English": the settings as a page in `locale` shows them, each public text in
 * Tamil where it has one, else in English.
 */
export function settingsInLocale(settings: SiteSettings, locale: Locale): SiteSettings {
  if (locale === "en") return settings;
  const shown = { ...settings };
  for (const [english, tamil] of Object.entries(tamilTexts) as [
    keyof typeof tamilTexts,
    keyof SiteSettings,
  ][]) {
    const text = settings[tamil];
    if (typeof text === "string" && text !== "") shown[english] = text;
  }
  return shown;
}

/** The company as a printed page heads it (receipts, cost sheets): name, one line of address, phone, e-mail. */
export function companyLetterhead(settings: SiteSettings): {
  name: string;
  address: string;
  phone: string;
  email: string;
} {
  const place = [settings.officeCity, `${settings.officeState} ${settings.officePostalCode}`.trim()];
  return {
    name: settings.companyName,
    address: [settings.officeAddress, ...place].filter(Boolean).join(", "),
    phone: settings.phone,
    email: settings.email,
  };
}
