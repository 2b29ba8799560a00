import { redirect } from "react-router";

import { enquirySchema, sitePath } from "#app/domain/leads/lead-forms.ts";
import { answerPublicForm, outcomeQuery, readPublicPost } from "#app/domain/leads/public-form.server.ts";

import type { Route } from "./+types/enquiry";

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
  const post = await readPublicPost(request);
  const page = sitePath(post.values.page);
  return answerPublicForm(context, post, {
    form: "enquiry",
    schema: enquirySchema,
    lead: (enquiry) => ({
      kind: "enquiry",
      name: enquiry.name,
      phone: enquiry.phone,
      email: enquiry.email,
      message: enquiry.message,
      details: { location: enquiry.location, budget: enquiry.budget },
      page: enquiry.page,
      projectId: enquiry.projectId,
      plotNumber: enquiry.plot,
    }),
    noScript: (outcome) => {
      // Back to the thank-you itself after a success, else to the top of the form.
      const anchor = outcome.outcome === "sent" ? "enquiry-status" : "enquiry";
      return `${page}?${outcomeQuery("enquiry", outcome)}#${anchor}`;
    },
  });
}

/** Someone opening the address itself (a bookmarked result) lands on the home page form. */
export function loader() {
  return redirect("/#enquiry");
}
