import { formatSlotTime, isSlotTime, type OpenSlot } from "#app/domain/visits/index.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { forms as englishForms } from "#app/i18n/messages/en/forms.ts";
import { translator, type Translate } from "#app/i18n/translations.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";
import { formatCalendarDayIn, isCalendarDay } from "#app/lib/india-time.ts";

import {
  contactSubjects,
  enquiryBudgets,
  enquiryLocations,
  isVisitTimeSlot,
  maxVisitors,
  visitTimeSlots,
  type VisitTimeSlot,
} from "./lead-options.ts";

/**
 * Issue "Tamil and English": the public forms' texts in the page's language (the forms and visit
 * catalogues). The schemas and the stored leads keep the English texts and values of
 * lead-options.ts; these give a page its labels, choices and confirmations, and turn the server's
 * English messages into the page's language.
 */

type FormsKey = keyof typeof englishForms;
type Option = { value: string; label: string };

/** The server's English messages, each with the text that says it in a page's language. */
const messageTexts = new Map<string, (t: Translate) => string>();
for (const key of Object.keys(englishForms) as FormsKey[]) {
  // The plural messages are read below, once for each number they can be said with.
  if (key.startsWith("error") && !key.includes("_")) {
    messageTexts.set(englishForms[key], (t) => t(`forms:${key as "errorName"}`));
  }
}
for (let count = 1; count <= maxVisitors; count++) {
  messageTexts.set(translator("en")("forms:errorSlotFewer", { count }), (t) =>
    t("forms:errorSlotFewer", { count }),
  );
}

/** A message of the forms' server (English) in the page's language; one it does not know stays as it is. */
export function formMessage(message: string, locale: Locale): string {
  const text = messageTexts.get(message);
  return text ? text(translator(locale)) : message;
}

/** The messages next to a form's fields in the page's language. */
export function formErrors<F extends string>(errors: FieldErrors<F>, locale: Locale): FieldErrors<F> {
  const translated: FieldErrors<F> = {};
  for (const [field, message] of Object.entries(errors) as [F, string | undefined][]) {
    if (message) translated[field] = formMessage(message, locale);
  }
  return translated;
}

const locationKeys = {
  Chennai: "forms:locationChennai",
  Bangalore: "forms:locationBangalore",
  Coimbatore: "forms:locationCoimbatore",
  Madurai: "forms:locationMadurai",
  Salem: "forms:locationSalem",
} as const satisfies Record<(typeof enquiryLocations)[number], `forms:${FormsKey}`>;

const budgetKeys = {
  "5-10L": "forms:budget5To10",
  "10-25L": "forms:budget10To25",
  "25-50L": "forms:budget25To50",
  "50L+": "forms:budget50Plus",
} as const satisfies Record<(typeof enquiryBudgets)[number], `forms:${FormsKey}`>;

const subjectKeys = {
  "Plot Inquiry": "forms:subjectPlotInquiry",
  "Site Visit Request": "forms:subjectSiteVisitRequest",
  "Investment Consultation": "forms:subjectInvestmentConsultation",
  "Documentation Support": "forms:subjectDocumentationSupport",
  Other: "forms:subjectOther",
} as const satisfies Record<(typeof contactSubjects)[number], `forms:${FormsKey}`>;

const slotKeys = {
  morning: "forms:slotMorning",
  afternoon: "forms:slotAfternoon",
  evening: "forms:slotEvening",
} as const satisfies Record<VisitTimeSlot, `forms:${FormsKey}`>;

/** The enquiry's locations and budgets and the contact's subjects: the values as posted, the labels translated. */
export function enquiryLocationOptions(t: Translate): Option[] {
  return enquiryLocations.map((value) => ({ value, label: t(locationKeys[value]) }));
}

export function enquiryBudgetOptions(t: Translate): Option[] {
  return enquiryBudgets.map((value) => ({ value, label: t(budgetKeys[value]) }));
}

export function contactSubjectOptions(t: Translate): Option[] {
  return contactSubjects.map((value) => ({ value, label: t(subjectKeys[value]) }));
}

export function visitTimeSlotOptions(t: Translate): Option[] {
  return visitTimeSlots.map((value) => ({ value, label: t(slotKeys[value]) }));
}

/** "Saturday, 5 December 2026 at 10:00 AM" (in Tamil "சனி, 5 டிசம்பர், 2026, 10:00 AM"): a booked visit's day and time. */
export function visitMomentIn(date: string, time: string, locale: Locale): string {
  return translator(locale)("visit:moment", {
    day: formatCalendarDayIn(date, locale),
    time: formatSlotTime(time),
  });
}

/** "Saturday, 5 December 2026, 10:00 AM · 8 places left": a slot offered to book or to move to. */
export function slotOptionLabel(slot: OpenSlot, locale: Locale): string {
  return translator(locale)("forms:slotOption", {
    count: slot.left,
    day: formatCalendarDayIn(slot.date, locale),
    time: formatSlotTime(slot.time),
  });
}

/** The confirmation of a requested visit, naming the day (already formatted) and the slot. */
export function siteVisitSuccess(day: string, slot: VisitTimeSlot, locale: Locale = "en"): string {
  const t = translator(locale);
  return t("forms:visitRequested", { day, slot: t(slotKeys[slot]) });
}

/** The confirmation of a visit booked into one of the project's slots ("10:00"). */
export function slotVisitSuccess(date: string, time: string, locale: Locale = "en"): string {
  return translator(locale)("forms:visitBooked", { moment: visitMomentIn(date, time, locale) });
}

/**
 * The confirmation for a stored visit's day and slot (a part of the day, or a slot's start time),
 * or null when they are not a real day and slot.
 */
export function visitConfirmation(
  visitDate: unknown,
  timeSlot: unknown,
  locale: Locale = "en",
): string | null {
  if (typeof visitDate !== "string" || !isCalendarDay(visitDate) || typeof timeSlot !== "string") return null;
  if (isSlotTime(timeSlot)) return slotVisitSuccess(visitDate, timeSlot, locale);
  return isVisitTimeSlot(timeSlot)
    ? siteVisitSuccess(formatCalendarDayIn(visitDate, locale), timeSlot, locale)
    : null;
}
