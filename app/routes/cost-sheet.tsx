import { redirect } from "react-router";

import { servicesContext } from "#app/context.ts";
import { plotCostPath } from "#app/domain/costs/index.ts";
import { loanTermsOf } from "#app/domain/costs/index.server.ts";
import { costSheetSchema } from "#app/domain/leads/lead-forms.ts";
import { answerPublicForm, outcomeQuery, readPublicPost } from "#app/domain/leads/public-form.server.ts";
import { costSheetLink, plotCostFacts } from "#app/domain/projects/index.server.ts";
import { getSiteSettings } from "#app/domain/settings/index.server.ts";
import { localizedPath } from "#app/i18n/locales.ts";

import type { Route } from "./+types/cost-sheet";

/**
 * "Download the cost sheet" (a plot's cost page): stores the visitor's name and phone as a lead
 * "Cost sheet" for the plot, and only then answers with a signed link to the PDF, valid for a few
 * minutes (a 303 to it; back to the cost page, in its language, with the fields to correct). A plot
 * that is not one of a published project's priced plots goes back to the projects.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const post = await readPublicPost(request);
  const asked = costSheetSchema.pick({ projectId: true, plot: true, buyer: true }).safeParse(post.values);
  const loan = loanTermsOf(await getSiteSettings(services.db));
  const facts = asked.success
    ? await plotCostFacts(services.db, asked.data.projectId, asked.data.plot, loan)
    : null;
  const locale = post.locale ?? "en";
  if (!asked.success || !facts) return redirect(localizedPath("/projects", locale), 303);
  const woman = asked.data.buyer === "woman";
  const page = localizedPath(plotCostPath(facts.project.id, facts.plot.number), locale);

  return answerPublicForm(context, post, {
    form: "cost-sheet",
    schema: costSheetSchema,
    lead: (visitor) => ({
      kind: "cost-sheet",
      name: visitor.name,
      phone: visitor.phone,
      email: null,
      message: null,
      details: { buyer: woman ? "A woman buyer" : null },
      page: visitor.page,
      projectId: facts.project.id,
      plotNumber: facts.plot.number,
    }),
    // The lead is committed: now, and only now, the link.
    sent: (_visitor, leadId) => ({ url: costSheetLink(services.signingSecret, facts, woman, leadId) }),
    noScript: (outcome) =>
      outcome.outcome === "sent"
        ? outcome.sent.url
        : `${page}?${outcomeQuery("cost-sheet", outcome)}${woman ? "&buyer=woman" : ""}#cost-sheet`,
  });
}

/** Opening the address itself: the projects list. */
export function loader() {
  return redirect("/projects");
}
