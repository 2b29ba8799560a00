import { z } from "zod";

import {
  contactRules,
  contactSubjects,
  enquiryBudgets,
  enquiryLocations,
  enquiryRules,
  maxMessageLength,
  maxVisitors,
  messages,
  personRules,
  visitTimeSlots,
} from "./lead-options.ts";
import { isId } from "#app/lib/ids.ts";
import { isCalendarDay } from "#app/lib/india-time.ts";
import { readForm } from "#app/lib/read-form.ts";
import { ownPath } from "#app/lib/safe-redirect.ts";
import { normalizeIndianPhone } from "./phone.ts";
import { handEnteredSources, handLeadMessages } from "./lead-sources.ts";
import { visitDateRange } from "./visit-date.ts";
import { parseSlotValue, slotMessages } from "#app/domain/visits/index.ts";

/**
 * The public forms (spec §3 and §5): one schema per form, checked by the server before anything is
 * stored. The browser gives the same rules as native hints (the `*Rules` of lead-options.ts) and
 * shows the server's messages next to the fields; it takes the lists, limits and texts from
 * lead-options.ts, so zod stays out of the page's JavaScript.
 */

const emailFormat = z.email();

/** Form fields arrive as strings, or not at all when a form leaves one out. */
const text = () => z.string().trim().default("");

const name = text().pipe(
  z.string().min(1, messages.name).max(personRules.name.maxLength, messages.nameLength),
);

const phone = text().transform((value, ctx) => {
  const normalized = normalizeIndianPhone(value);
  if (normalized === null) {
    ctx.addIssue({ code: "custom", message: messages.phone });
    return z.NEVER;
  }
  return normalized;
});

const requiredEmail = text().pipe(
  z
    .string()
    .min(1, messages.emailRequired)
    .max(contactRules.email.maxLength, messages.email)
    .pipe(z.email(messages.email)),
);

const optionalEmail = text()
  .refine(
    (v) => v === "" || (v.length <= enquiryRules.email.maxLength && emailFormat.safeParse(v).success),
    messages.email,
  )
  .transform((v) => (v === "" ? null : v));

/** A select with an empty "choose" entry: empty becomes null, anything off the list an error. */
function optionalChoice<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return text()
    .refine((v) => v === "" || (options as readonly string[]).includes(v), message)
    .transform((v) => (v === "" ? null : (v as T[number])));
}

/**
 * The page that sent the form, as a path on this site. Anything else (another site,
 * "//evil.example", a mangled value) becomes "/", so it is safe to redirect to.
 */
export function sitePath(value: unknown): string {
  return ownPath(value)?.pathname.slice(0, 200) ?? "/";
}

// A stale or forged project id is dropped rather than refused: the request itself still counts.
const projectId = text().transform((v) => (isId(v) ? v : null));
const page = text().transform(sitePath);
// The plot asked about, as its number; the leads domain keeps it only when the project has it.
const plot = text().transform((v) => (v !== "" && v.length <= 20 ? v : null));

export const enquirySchema = z.object({
  name,
  phone,
  email: optionalEmail,
  location: optionalChoice(enquiryLocations, messages.location),
  budget: optionalChoice(enquiryBudgets, messages.budget),
  message: text().pipe(z.string().max(maxMessageLength, messages.messageLength)),
  projectId,
  plot,
  page,
});

const visitors = text().pipe(
  z
    .string()
    .regex(/^\d{1,3}$/, messages.visitors)
    .transform(Number)
    .pipe(z.number().int().min(1, messages.visitors).max(maxVisitors, messages.visitors)),
);
// A checkbox: sent ("yes") when ticked, absent when not.
const pickup = text().transform((v) => v === "yes" || v === "on");

/**
 * A site visit request (the project page's 'Schedule Site Visit'). The date must be a day from
 * today (in India) up to 60 days ahead; `now` is read at each parse, and tests pass their own.
 */
export function siteVisitSchemaAt(now: () => Date) {
  return z.object({
    name,
    phone,
    visitDate: text().superRefine((value, ctx) => {
      if (!isCalendarDay(value)) {
        ctx.addIssue({ code: "custom", message: messages.visitDate });
        return;
      }
      const { min, max } = visitDateRange(now());
      // YYYY-MM-DD days compare as text.
      if (value < min) ctx.addIssue({ code: "custom", message: messages.visitDatePast });
      else if (value > max) ctx.addIssue({ code: "custom", message: messages.visitDateTooFar });
    }),
    timeSlot: text().pipe(z.enum(visitTimeSlots, { error: messages.timeSlot })),
    visitors,
    pickup,
    projectId,
    plot,
    page,
  });
}

export const siteVisitSchema = siteVisitSchemaAt(() => new Date());

/**
 * A visit booked into one of the project's slots (issue "Site visits and bookings"): the slot as
 * "2026-12-05T10:00" (whether it is open and has places is decided when it is booked), and a
 * pickup point from the project's list when pickup is asked for.
 */
export function slotVisitSchema(pickupPoints: readonly string[]) {
  return z.object({
    name,
    phone,
    // For the confirmation mail with its calendar file and the link to move or cancel the visit.
    email: optionalEmail,
    slot: text().transform((value, ctx) => {
      const parsed = parseSlotValue(value);
      if (parsed === null) {
        ctx.addIssue({ code: "custom", message: slotMessages.slot });
        return z.NEVER;
      }
      return parsed;
    }),
    visitors,
    pickup,
    pickupPoint: text()
      .refine((v) => v === "" || pickupPoints.includes(v), slotMessages.pickupPoint)
      .transform((v) => (v === "" ? null : v)),
    projectId,
    plot,
    page,
  });
}

export const contactSchema = z.object({
  name,
  phone,
  email: requiredEmail,
  subject: optionalChoice(contactSubjects, messages.subject),
  message: text().pipe(
    z.string().min(1, messages.messageRequired).max(maxMessageLength, messages.messageLength),
  ),
});

/** The brochure form: who asks (name and phone, as for an enquiry) and for which project. */
export const brochureSchema = z.object({
  name,
  phone,
  // Not a field the visitor fills in: a missing or forged id is answered as "no such brochure".
  projectId: text().transform((v) => (isId(v) ? v : null)),
  page: text().transform(sitePath),
});

/**
 * Issue "What it costs": a plot's cost sheet, asked for with a name and phone as the brochure is,
 * for a plot of the project and, when the visitor says so, as a woman buyer.
 */
export const costSheetSchema = brochureSchema.extend({
  plot,
  buyer: text().transform((v) => (v === "woman" ? ("woman" as const) : null)),
});

/**
 * Issue "One inbox": a lead staff type in themselves (a phone call, a walk-in, a referral), with
 * the same checks of name, phone and e-mail as the website's forms.
 */
export const handLeadSchema = z.object({
  source: text().pipe(z.enum(handEnteredSources, { error: handLeadMessages.source })),
  name,
  phone,
  email: optionalEmail,
  projectId,
  plot,
  message: text().pipe(z.string().max(maxMessageLength, messages.messageLength)),
});

export type HandLeadField = keyof z.input<typeof handLeadSchema>;

/** A row of a portal's or a spreadsheet's file (issue "One inbox"), checked as the forms are. */
export const importedLeadSchema = z.object({
  name,
  phone,
  email: optionalEmail,
  message: text().pipe(z.string().max(maxMessageLength, messages.messageLength)),
});

export type EnquiryInput = z.output<typeof enquirySchema>;
export type ContactInput = z.output<typeof contactSchema>;
export type EnquiryField = keyof z.input<typeof enquirySchema>;
export type ContactField = keyof z.input<typeof contactSchema>;
export type BrochureField = keyof z.input<typeof brochureSchema>;
export type CostSheetField = keyof z.input<typeof costSheetSchema>;
export type SiteVisitInput = z.output<typeof siteVisitSchema>;
export type SiteVisitField = keyof z.input<typeof siteVisitSchema>;
export type SlotVisitField = keyof z.input<ReturnType<typeof slotVisitSchema>>;

/** The submitted text fields of a form, for the schemas above (files and repeats are ignored). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && !(key in values)) values[key] = value;
  }
  return values;
}

/**
 * The form fields of a post, without NUL. A body that is not a form (JSON, text, a wrong content
 * type) is refused with 415 and a broken one with 400 (see app/lib/read-form.ts).
 */
export async function readFormValues(request: Request): Promise<Record<string, string>> {
  return formValues(await readForm(request));
}
