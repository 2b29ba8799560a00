import type { FieldErrors } from "#app/lib/form-errors.ts";
import type { BrochureField, ContactField, EnquiryField, SiteVisitField } from "./lead-forms.ts";
import type { VisitTimeSlot } from "./lead-options.ts";

/**
 * What the public forms' endpoints answer a post from the page's script (js=1), and the contact
 * page its own post: answerPublicForm (public-form.server.ts) sends these, the form components
 * read them.
 */

/** What a public form shows after a post: the success, or the messages next to its fields. */
export type PublicFormAnswer<F extends string, Sent extends object = object> =
  | ({ ok: true } & Sent)
  | {
      ok: false;
      errors: FieldErrors<F>;
      formError?: string;
      /** What was typed, when the page itself answers a post sent without JavaScript. */
      values?: Partial<Record<F, string>>;
    };

export type EnquiryResult = PublicFormAnswer<EnquiryField>;

export type ContactResult = PublicFormAnswer<ContactField>;

export type SiteVisitResult = PublicFormAnswer<
  SiteVisitField,
  { visitDate: string; timeSlot: VisitTimeSlot }
>;

export type BrochureResult = PublicFormAnswer<BrochureField, { url: string }>;
