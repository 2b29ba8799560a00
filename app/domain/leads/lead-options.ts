import type { Locale } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import { forms } from "#app/i18n/messages/en/forms.ts";
import type { FieldRule } from "#app/lib/field-rules.ts";

/**
 * The public forms' fields, fixed lists (spec §3), limits and texts, without the schemas: the
 * browser bundle takes these from here, so the validation library stays on the server. The schemas
 * in lead-forms.ts read the same limits and messages. The texts are the English ones of the forms
 * catalogue, as the schemas, the stored leads and the back office have them; a public page shows
 * them in its language through form-texts.ts.
 */

export const enquiryLocations = ["Chennai", "Bangalore", "Coimbatore", "Madurai", "Salem"] as const;
export const enquiryBudgets = ["5-10L", "10-25L", "25-50L", "50L+"] as const;

/** The budgets as people say them (lakh rupees); the stored values stay the form's. */
const budgetLabels: Record<(typeof enquiryBudgets)[number], string> = {
  "5-10L": "₹ 5–10 L",
  "10-25L": "₹ 10–25 L",
  "25-50L": "₹ 25–50 L",
  "50L+": "₹ 50 L+",
};

/** A stored budget as people say it ("10-25L" reads "₹ 10–25 L"); anything else as stored. */
export function budgetLabel(value: string): string {
  return (budgetLabels as Record<string, string>)[value] ?? value;
}
export const contactSubjects = [
  "Plot Inquiry",
  "Site Visit Request",
  "Investment Consultation",
  "Documentation Support",
  "Other",
] as const;

export {
  firstTouchField,
  formStartedField,
  honeypotField,
  referrerField,
  submissionField,
} from "./lead-fields.ts";

/**
 * The consent line under every public form (India's DPDP Act asks for notice and consent); the
 * words the visitor saw, in the page's language, are stored with the lead.
 */
export function consentLine(companyName: string, locale: Locale = "en"): string {
  return translator(locale)("forms:consentLine", { company: companyName });
}

export const messages = {
  name: forms.errorName,
  nameLength: forms.errorNameLength,
  phone: forms.errorPhone,
  emailRequired: forms.errorEmailRequired,
  email: forms.errorEmail,
  location: forms.errorLocation,
  budget: forms.errorBudget,
  subject: forms.errorSubject,
  messageRequired: forms.errorMessageRequired,
  messageLength: forms.errorMessageLength,
  rateLimited: forms.errorRateLimited,
  failed: forms.errorFailed,
  visitDate: forms.errorVisitDate,
  visitDatePast: forms.errorVisitDatePast,
  visitDateTooFar: forms.errorVisitDateTooFar,
  timeSlot: forms.errorTimeSlot,
  visitors: forms.errorVisitors,
} as const;

export const enquirySuccess = forms.enquirySuccess;
export const contactSuccess = forms.contactSuccess;

export const maxMessageLength = 2000;

/** How many people may come on one site visit. */
export const maxVisitors = 20;

const name = { required: true, maxLength: 100 } satisfies FieldRule;
const phone = { required: true, type: "tel", inputMode: "tel", maxLength: 24 } satisfies FieldRule;
const email = { type: "email", maxLength: 120 } satisfies FieldRule;
const message = { maxLength: maxMessageLength } satisfies FieldRule;

/** Who is asking: the two fields every public form has, alike in each. */
export const personRules = { name, phone };

/** Each public form's fields as the page checks them before sending (native attributes). */
export const enquiryRules = { name, phone, email, message };
export const contactRules = {
  name,
  phone,
  email: { ...email, required: true },
  message: { ...message, required: true },
};
export const siteVisitRules = {
  name,
  phone,
  visitDate: { required: true, type: "date" },
  timeSlot: { required: true },
  visitors: { required: true, type: "number", inputMode: "numeric", min: 1, max: maxVisitors },
} satisfies Record<string, FieldRule>;

/** The site visit's time slots (the stored value, then what the visitor reads). */
export const visitTimeSlots = ["morning", "afternoon", "evening"] as const;
export type VisitTimeSlot = (typeof visitTimeSlots)[number];

/** As staff read a stored request (the public pages name the slots in their language). */
export const visitTimeSlotLabels: Record<VisitTimeSlot, string> = {
  morning: forms.slotMorning,
  afternoon: forms.slotAfternoon,
  evening: forms.slotEvening,
};

export function isVisitTimeSlot(value: unknown): value is VisitTimeSlot {
  return typeof value === "string" && (visitTimeSlots as readonly string[]).includes(value);
}
