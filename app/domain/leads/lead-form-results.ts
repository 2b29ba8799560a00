import type { FieldErrors } from "../../lib/form-errors.ts";
import type { BrochureField, ContactField, EnquiryField, SiteVisitField } from "./lead-forms.ts";
import type { VisitTimeSlot } from "./lead-options.ts";

/**
 * What the public forms' endpoints answer a post from the page's script (js=1), and the contact
 * page its own post: the route modules send these, the form components read them.
 */

type Refused<F extends string> = { ok: false; errors: FieldErrors<F>; formError?: string };

export type EnquiryResult = { ok: true } | Refused<EnquiryField>;

export type ContactResult =
  | { ok: true }
  | (Refused<ContactField> & {
      /** What was typed, to fill the form again when the page is rendered for a post. */
      values?: Partial<Record<ContactField, string>>;
    });

export type SiteVisitResult =
  { ok: true; visitDate: string; timeSlot: VisitTimeSlot } | Refused<SiteVisitField>;

export type BrochureResult = { ok: true; url: string } | Refused<BrochureField>;
