import { redirect } from "react-router";

import { siteVisitSchema, sitePath } from "#app/domain/leads/lead-forms.ts";
import { visitTimeSlotLabels } from "#app/domain/leads/lead-options.ts";
import { answerPublicForm, outcomeQuery, readPublicPost } from "#app/domain/leads/public-form.server.ts";

import type { Route } from "./+types/site-visit";

/**
 * The 'Schedule Site Visit' endpoint of the project page, like /enquiry: a fetcher's post (js=1)
 * gets the errors or the success as data; a browser's post without JavaScript goes back to the
 * page with `?visit=sent|invalid|limited|failed` (after a success with the day and slot, which
 * name nothing personal, so the page can confirm them).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await readPublicPost(request);
  const page = sitePath(post.values.page);
  return answerPublicForm(context, post, {
    form: "site-visit",
    schema: siteVisitSchema,
    lead: (visit) => ({
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
      plotNumber: visit.plot,
    }),
    sent: (visit) => ({ visitDate: visit.visitDate, timeSlot: visit.timeSlot }),
    noScript: (outcome) => {
      const query = outcomeQuery("visit", outcome);
      if (outcome.outcome === "sent") {
        query.set("date", outcome.sent.visitDate);
        query.set("slot", outcome.sent.timeSlot);
      }
      return `${page}?${query}#site-visit`;
    },
  });
}

/** Someone opening the address itself lands on the projects list, where each project offers a visit. */
export function loader() {
  return redirect("/projects");
}
