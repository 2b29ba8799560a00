import { data, redirect } from "react-router";

import { servicesContext } from "#app/context.ts";
import { brochureSchema } from "#app/domain/leads/lead-forms.ts";
import { answerPublicForm, outcomeQuery, readPublicPost } from "#app/domain/leads/public-form.server.ts";
import { signBrochureToken } from "#app/domain/media/brochures.server.ts";
import { getPublishedProject } from "#app/domain/projects/projects.server.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";

import type { Route } from "./+types/brochure";

/**
 * "Download Brochure" (the project page): stores the visitor's name and phone as a brochure lead
 * and only then answers with a signed download link, valid for a few minutes. With JavaScript the
 * dialog posts through a fetcher (js=1) and starts the download itself; without, the post is
 * answered with a 303 to the link, or back to the project page (in the page's language) with the
 * fields to correct.
 * Submissions the spam screen flags are stored as such and still get the file, so a bot learns nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const post = await readPublicPost(request);
  // Which project is asked for, whether or not the visitor's fields are valid yet.
  const projectId = brochureSchema.shape.projectId.parse(post.values.projectId);
  const project = projectId ? await getPublishedProject(services.db, projectId) : null;
  const locale = post.locale ?? "en";
  if (!project || !project.brochure) {
    if (!post.fromScript) {
      return redirect(localizedPath(project ? `/project/${project.id}` : "/projects", locale), 303);
    }
    const formError = translator(locale)("forms:errorNoBrochure");
    return data({ ok: false as const, errors: {}, formError }, { status: 404 });
  }

  return answerPublicForm(context, post, {
    form: "brochure",
    schema: brochureSchema,
    lead: (visitor) => ({
      kind: "brochure",
      name: visitor.name,
      phone: visitor.phone,
      email: null,
      message: null,
      details: {},
      page: visitor.page,
      projectId: project.id,
    }),
    // The lead is committed: now, and only now, the link.
    sent: (_visitor, leadId) => {
      const token = signBrochureToken(services.signingSecret, project.id, leadId);
      return {
        url: localizedPath(`/project/${project.id}/brochure?token=${encodeURIComponent(token)}`, locale),
      };
    },
    noScript: (outcome) =>
      outcome.outcome === "sent"
        ? outcome.sent.url
        : localizedPath(`/project/${project.id}?${outcomeQuery("brochure", outcome)}#brochure`, locale),
  });
}

/** Opening the address itself: the projects list, where each project offers its brochure. */
export function loader() {
  return redirect("/projects");
}
