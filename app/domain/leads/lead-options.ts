import type { FieldRule } from "#app/lib/field-rules.ts";
import { formatCalendarDay, isCalendarDay } from "#app/lib/india-time.ts";
import { isSlotTime, visitMoment } from "#app/domain/visits/index.ts";

/**
 * The public forms' fields, fixed lists (spec §3), limits and texts, without the schemas: the
 * browser bundle takes these from here, so the validation library stays on the server. The schemas
 * in lead-forms.ts read the same limits and messages.
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

/** A field no person sees or fills in; a bot that fills every input gives itself away. */
export const honeypotField = "website";

/** Hidden: when the form was shown (ms since 1970), for the minimum fill time. */
export const formStartedField = "started";

/**
 * Hidden: a key for one sending of a form, new for each (the forms' script makes one when the page
 * is shown and after each send; without it, each render of the page has its own). A post repeated
 * with the same key and fields is the same enquiry: it is answered as the first, not stored twice.
 */
export const submissionField = "submission";

/** Hidden: the page that sent the visitor to the site (the utm_* fields sit beside it). */
export const referrerField = "referrer";

/** The hidden field holding the buyer's first visit's origin (utm_*, gclid, fbclid) as JSON. */
export const firstTouchField = "first_touch";

/**
 * The consent line under every public form (India's DPDP Act asks for notice and consent); the
 * words the visitor saw are stored with the lead.
 */
export function consentLine(companyName: string): string {
  return `By sending this form you agree that ${companyName} may contact you about it by phone, WhatsApp or e-mail. We use your details only for this and delete them on request.`;
}

export const messages = {
  name: "Please enter your full name.",
  nameLength: "Please keep your name under 100 characters.",
  phone: "Please enter a valid phone number.",
  emailRequired: "Please enter your email address.",
  email: "Please enter a valid email address.",
  location: "Please choose a location from the list.",
  budget: "Please choose a budget from the list.",
  subject: "Please choose a subject from the list.",
  messageRequired: "Please enter your message.",
  messageLength: "Please keep your message under 2000 characters.",
  rateLimited: "Too many submissions from your connection. Please try again in a few minutes, or call us.",
  failed: "Sorry, we could not send your message. Please try again, or call us.",
  visitDate: "Please choose a visit date from today up to 60 days ahead.",
  visitDatePast: "The visit date has passed. Please choose today or a later date.",
  visitDateTooFar: "Please choose a date within the next 60 days.",
  timeSlot: "Please choose a time slot: morning, afternoon or evening.",
  visitors: "Please enter the number of visitors, from 1 to 20.",
} as const;

export const enquirySuccess = "Thank you for your inquiry! We will contact you soon.";
export const contactSuccess = "Thank you for your message! We will get back to you soon.";

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

export const visitTimeSlotLabels: Record<VisitTimeSlot, string> = {
  morning: "Morning (9 AM – 12 PM)",
  afternoon: "Afternoon (12 PM – 4 PM)",
  evening: "Evening (4 PM – 7 PM)",
};

export function isVisitTimeSlot(value: unknown): value is VisitTimeSlot {
  return typeof value === "string" && (visitTimeSlots as readonly string[]).includes(value);
}

/** "Enquiring about Green Meadows, plot 12": the line above an enquiry form about a project. */
export function enquiryIntro(projectName: string, plot: string | null | undefined): string {
  return `Enquiring about ${projectName}${plot ? `, plot ${plot}` : ""}`;
}

/** The confirmation of a requested visit, naming the day (already formatted) and the slot. */
export function siteVisitSuccess(day: string, slot: VisitTimeSlot): string {
  return `Thank you! Your site visit is requested for ${day}, ${visitTimeSlotLabels[slot]}. We will call you to confirm.`;
}

/** The confirmation of a visit booked into one of the project's slots ("10:00"). */
export function slotVisitSuccess(day: string, time: string): string {
  return `Thank you! Your site visit is booked for ${visitMoment(day, time)}. We will call you before the visit.`;
}

/**
 * The confirmation for a stored visit's day and slot (a part of the day, or a slot's start time),
 * or null when they are not a real day and slot.
 */
export function visitConfirmation(visitDate: unknown, timeSlot: unknown): string | null {
  if (typeof visitDate !== "string" || !isCalendarDay(visitDate) || typeof timeSlot !== "string") return null;
  if (isSlotTime(timeSlot)) return slotVisitSuccess(visitDate, timeSlot);
  return isVisitTimeSlot(timeSlot) ? siteVisitSuccess(formatCalendarDay(visitDate), timeSlot) : null;
}
