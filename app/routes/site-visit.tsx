import { redirect } from "react-router";

import { servicesContext } from "#app/context.ts";
import { sitePath } from "#app/domain/leads/lead-forms.ts";
import { answerPublicForm, readPublicPost } from "#app/domain/leads/public-form.server.ts";
import { requestVisitForm, slotVisitForm } from "#app/domain/leads/site-visit-forms.server.ts";
import { getVisitPlan } from "#app/domain/visits/index.server.ts";
import { isId } from "#app/lib/ids.ts";

import type { Route } from "./+types/site-visit";

/**
 * The 'Schedule Site Visit' endpoint of the project page, like /enquiry: a fetcher's post (js=1)
 * gets the errors or the success as data; a browser's post without JavaScript goes back to the
 * page with `?visit=sent|invalid|limited|failed` (after a success with the day and slot, which
 * name nothing personal, so the page can confirm them). A project with visiting slots books one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await readPublicPost(request);
  const page = sitePath(post.values.page);
  const projectId = post.values.projectId ?? "";
  // Unreadable, the project is taken as one without slots: storing the request then fails as usual.
  const plan = isId(projectId)
    ? await getVisitPlan(context.get(servicesContext).db, projectId).catch(() => null)
    : null;
  return plan && plan.slots.length > 0
    ? answerPublicForm(context, post, slotVisitForm(page, plan))
    : answerPublicForm(context, post, requestVisitForm(page));
}

/** Someone opening the address itself lands on the projects list, where each project offers a visit. */
export function loader() {
  return redirect("/projects");
}
