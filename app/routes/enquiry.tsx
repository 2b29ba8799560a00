import { data, redirect } from "react-router";

import { enquirySchema, readFormValues, sitePath, type EnquiryField } from "~/domain/leads/lead-forms";
import type { EnquiryResult } from "~/domain/leads/lead-form-results";
import { refusedLead, submitPublicLead } from "~/domain/leads/public-lead.server";
import { fieldErrors } from "~/lib/form-errors";

import type { Route } from "./+types/enquiry";

/** The no-JavaScript outcome, in the query of the page the visitor comes back to. */
export type EnquiryOutcome = "sent" | "invalid" | "limited" | "failed";

/**
 * The enquiry endpoint for the page form and the dialog (spec §3 and §5), on every page.
 *
 * With JavaScript the form posts through a fetcher (it sends js=1) and gets the field errors or
 * the success as data, shown in place. Without JavaScript the browser posts the form here and is
 * sent back (post/redirect/get) to the page it came from with `?enquiry=sent|invalid|limited`
 * and, for errors, the names of the fields to fix: this endpoint cannot render every page that
 * carries the form, and a query holding nothing personal is safe in a URL, in logs and in caches.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readFormValues(request);
  const fromScript = values.js === "1";
  const back = (outcome: EnquiryOutcome, invalid: string[] = []) => {
    const query = new URLSearchParams({ enquiry: outcome });
    if (invalid.length > 0) query.set("invalid", invalid.join(","));
    // Back to the thank-you itself after a success, else to the top of the form.
    const anchor = outcome === "sent" ? "enquiry-status" : "enquiry";
    return redirect(`${sitePath(values.page)}?${query}#${anchor}`, 303);
  };

  const parsed = enquirySchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors<EnquiryField>(parsed.error);
    if (!fromScript) return back("invalid", Object.keys(errors));
    return data<EnquiryResult>({ ok: false, errors }, { status: 400 });
  }
  const enquiry = parsed.data;

  const outcome = await submitPublicLead(context, "enquiry", values, {
    kind: "enquiry",
    name: enquiry.name,
    phone: enquiry.phone,
    email: enquiry.email,
    message: enquiry.message,
    details: { location: enquiry.location, budget: enquiry.budget },
    page: enquiry.page,
    projectId: enquiry.projectId,
  });
  if (!outcome.ok) return refusedLead(outcome, fromScript, back);

  if (!fromScript) return back("sent");
  return data<EnquiryResult>({ ok: true });
}

/** Someone opening the address itself (a bookmarked result) lands on the home page form. */
export function loader() {
  return redirect("/#enquiry");
}
