import { data, redirect } from "react-router";

import { readFormValues, siteVisitSchema, sitePath, type SiteVisitField } from "~/domain/leads/lead-forms";
import type { SiteVisitResult } from "~/domain/leads/lead-form-results";
import { visitTimeSlotLabels } from "~/domain/leads/lead-options";
import { refusedLead, submitPublicLead } from "~/domain/leads/public-lead.server";
import { fieldErrors } from "~/lib/form-errors";

import type { Route } from "./+types/site-visit";

/** The no-JavaScript outcome, in the query of the project page the visitor comes back to. */
export type SiteVisitOutcome = "sent" | "invalid" | "limited" | "failed";

/** Where the project page shows the site-visit form and its outcome without JavaScript. */
export const siteVisitAnchor = "site-visit";

/**
 * The 'Schedule Site Visit' endpoint of the project page, like /enquiry: a fetcher's post (js=1)
 * gets the errors or the success as data; a browser's post without JavaScript goes back to the
 * page with `?visit=sent|invalid|limited|failed` (after a success with the day and slot, which
 * name nothing personal, so the page can confirm them).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readFormValues(request);
  const fromScript = values.js === "1";
  const back = (outcome: SiteVisitOutcome, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ visit: outcome, ...extra });
    return redirect(`${sitePath(values.page)}?${query}#${siteVisitAnchor}`, 303);
  };

  const parsed = siteVisitSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors<SiteVisitField>(parsed.error);
    if (!fromScript) return back("invalid", { invalid: Object.keys(errors).join(",") });
    return data<SiteVisitResult>({ ok: false, errors }, { status: 400 });
  }
  const visit = parsed.data;

  const outcome = await submitPublicLead(context, "site-visit", values, {
    kind: "site-visit",
    name: visit.name,
    phone: visit.phone,
    email: null,
    message: null,
    details: {
      visitDate: visit.visitDate,
      // Stored as staff read them in the inbox, the alert e-mail and the CSV.
      timeSlot: visitTimeSlotLabels[visit.timeSlot],
      visitors: String(visit.visitors),
      pickup: visit.pickup ? "Yes" : "No",
    },
    page: visit.page,
    projectId: visit.projectId,
  });
  if (!outcome.ok) return refusedLead(outcome, fromScript, back);

  if (!fromScript) return back("sent", { date: visit.visitDate, slot: visit.timeSlot });
  return data<SiteVisitResult>({ ok: true, visitDate: visit.visitDate, timeSlot: visit.timeSlot });
}

/** Someone opening the address itself lands on the projects list, where each project offers a visit. */
export function loader() {
  return redirect("/projects");
}
