import type { FieldRule } from "#app/lib/field-rules.ts";

/**
 * The Settings page's fields: label, hint, the one message a refused value gets, and the native
 * constraints. The schema in settings.ts checks the same limits; the form (browser) reads them
 * from here, so zod stays out of the page.
 */

export interface SettingsFieldSpec {
  label: string;
  /** Shown under the label. */
  hint?: string;
  /** What a refused value gets, whatever is wrong with it. */
  message: string;
  rule: FieldRule;
  autoComplete?: string;
}

const shortStat = (label: string, example: string): SettingsFieldSpec => ({
  label,
  message: `Enter a short value, e.g. ${example} (at most 10 characters).`,
  rule: { required: true, maxLength: 10 },
});

/**
 * Issue "Tamil and English": a public text's Tamil, which may stay empty (Tamil pages then show the
 * English), labelled in Tamil under Settings → In Tamil.
 */
const inTamil = (label: string, maxLength: number): SettingsFieldSpec => ({
  label,
  hint: "Left empty, Tamil pages show the English.",
  message: `Keep it to at most ${maxLength} characters, or leave it empty.`,
  rule: { maxLength },
});

const socialLink = (label: string): SettingsFieldSpec => ({
  label,
  message: "Enter a full address starting with https://, or leave it empty.",
  rule: { type: "url" },
});

const specs = {
  companyName: {
    label: "Company name",
    message: "Enter the company name (at most 80 characters).",
    rule: { required: true, maxLength: 80 },
    autoComplete: "organization",
  },
  phone: {
    label: "Phone",
    hint: "As visitors should read it, e.g. +91 98765 43210",
    message: "Enter a phone number of 6 to 20 characters.",
    rule: { required: true, type: "tel", inputMode: "tel", minLength: 6, maxLength: 20 },
  },
  email: {
    label: "Email",
    message: "Enter a valid email address.",
    rule: { required: true, type: "email", maxLength: 120 },
  },
  whatsappNumber: {
    label: "WhatsApp number",
    hint: "Digits only, with the country code, e.g. 919876543210",
    message: "Digits only, with the country code (for example 919876543210).",
    rule: { required: true, inputMode: "numeric", pattern: "\\d{10,15}" },
  },
  businessHours: {
    label: "Business hours",
    hint: "e.g. Monday to Saturday, 9:00 AM to 7:00 PM",
    message: "Enter the business hours (at most 120 characters).",
    rule: { required: true, maxLength: 120 },
  },
  officeAddress: {
    label: "Address",
    message: "Enter the street address (at most 200 characters).",
    rule: { required: true, maxLength: 200 },
  },
  officeCity: { label: "City", message: "Enter the city.", rule: { required: true, maxLength: 80 } },
  officeState: { label: "State", message: "Enter the state.", rule: { required: true, maxLength: 80 } },
  officePostalCode: {
    label: "PIN code",
    message: "Enter a 6-digit PIN code.",
    rule: { required: true, inputMode: "numeric", pattern: "\\d{6}" },
  },
  mapLatitude: {
    label: "Map latitude",
    hint: "e.g. 9.3639",
    message: "Enter a latitude between -90 and 90.",
    rule: { required: true, inputMode: "decimal" },
  },
  mapLongitude: {
    label: "Map longitude",
    hint: "e.g. 78.8395",
    message: "Enter a longitude between -180 and 180.",
    rule: { required: true, inputMode: "decimal" },
  },
  foundedYear: {
    label: "Founded in (year)",
    message: "Enter a year between 1900 and 2100.",
    rule: { required: true, inputMode: "numeric" },
  },
  firstProjectCity: {
    label: "City of the first project",
    message: "Enter the city of the first project.",
    rule: { required: true, maxLength: 80 },
  },
  statYears: shortStat("Years of experience", "12+"),
  statProjects: shortStat("Projects completed", "50+"),
  statCustomers: shortStat("Happy customers", "2000+"),
  statSatisfaction: shortStat("Customer satisfaction", "95%"),
  facebookUrl: socialLink("Facebook page"),
  instagramUrl: socialLink("Instagram profile"),
  youtubeUrl: socialLink("YouTube channel"),
  plotHoldHours: {
    label: "Hold plots for (hours)",
    hint: "How long a plot put on hold for a buyer stays held before it is available again, e.g. 48",
    message: "Enter a whole number of hours from 1 to 720.",
    rule: { required: true, type: "number", inputMode: "numeric", min: 1, max: 720, step: 1 },
  },
  bookingDiscountApproval: {
    label: "Discounts above (₹) need a sales manager's approval",
    hint: "A booking whose discount is more than this many rupees waits for a sales manager or an owner, e.g. 50000",
    message: "Enter a whole number of rupees from 0 to 1,00,00,000.",
    rule: { required: true, type: "number", inputMode: "numeric", min: 0, max: 10000000, step: 1 },
  },
  loanSharePercent: {
    label: "Loan share of the price (%)",
    hint: "The share of a plot's price banks lend, for the public loan estimate; plot loans are typically 70 to 75",
    message: "Enter a whole percentage from 1 to 90.",
    rule: { required: true, type: "number", inputMode: "numeric", min: 1, max: 90, step: 1 },
  },
  loanTenureYears: {
    label: "Loan tenure (years)",
    hint: "The loan estimate's tenure, e.g. 15",
    message: "Enter a whole number of years from 1 to 30.",
    rule: { required: true, type: "number", inputMode: "numeric", min: 1, max: 30, step: 1 },
  },
  loanRatePercent: {
    label: "Loan interest rate (% a year)",
    hint: "The loan estimate's rate, with at most two decimals, e.g. 9.5",
    message: "Enter a rate from 0 to 30 with at most two decimals, e.g. 9.5.",
    rule: { required: true, type: "number", inputMode: "decimal", min: 0, max: 30, step: 0.01 },
  },
  companyNameTa: inTamil("நிறுவனத்தின் பெயர்", 80),
  businessHoursTa: inTamil("அலுவலக நேரம்", 120),
  officeAddressTa: inTamil("முகவரி", 200),
  officeCityTa: inTamil("நகரம்", 80),
  officeStateTa: inTamil("மாநிலம்", 80),
  firstProjectCityTa: inTamil("முதல் திட்டத்தின் நகரம்", 80),
} satisfies Record<string, SettingsFieldSpec>;

export type SettingsField = keyof typeof specs;

/** Every setting, in the order staff see them. */
export const settingsFieldSpecs: Record<SettingsField, SettingsFieldSpec> = specs;

/** The same as a list, each with its name. */
export const settingsFields = Object.entries(settingsFieldSpecs).map(([name, spec]) => ({
  name: name as SettingsField,
  ...spec,
}));
