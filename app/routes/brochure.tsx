import { data, redirect } from "react-router";

import { servicesContext } from "~/context";
import { brochureSchema, readFormValues, type BrochureField } from "~/domain/leads/lead-forms";
import type { BrochureResult } from "~/domain/leads/lead-form-results";
import { getProject } from "~/domain/projects/projects.server";
import { refusedLead, submitPublicLead } from "~/domain/leads/public-lead.server";
import { signBrochureToken } from "~/domain/media/brochures.server";
import { fieldErrors } from "~/lib/form-errors";

import type { Route } from "./+types/brochure";

/** The no-JavaScript outcome, in the query of the project page the visitor comes back to. */
export type BrochureOutcome = "invalid" | "limited" | "failed";

export const noBrochureMessage = "This project has no brochure to download.";

/**
 * "Download Brochure" (the project page): stores the visitor's name and phone as a brochure lead
 * and only then answers with a signed download link, valid for a few minutes. With JavaScript the
 * dialog posts through a fetcher (js=1) and starts the download itself; without, the post is
 * answered with a 303 to the link, or back to the project page with the fields to correct.
 * Submissions the spam screen flags are stored as such and still get the file, so a bot learns nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const values = await readFormValues(request);
  const fromScript = values.js === "1";
  const parsed = brochureSchema.safeParse(values);
  // Which project is asked for, whether or not the visitor's fields are valid yet.
  const projectId = brochureSchema.shape.projectId.parse(values.projectId);
  const project = projectId ? await getProject(services.db, projectId) : null;
  if (!project || !project.brochure) {
    if (!fromScript) return redirect(project ? `/project/${project.id}` : "/projects", 303);
    return data<BrochureResult>({ ok: false, errors: {}, formError: noBrochureMessage }, { status: 404 });
  }

  const back = (outcome: BrochureOutcome, invalid: string[] = []) => {
    const query = new URLSearchParams({ brochure: outcome });
    if (invalid.length > 0) query.set("invalid", invalid.join(","));
    return redirect(`/project/${project.id}?${query}#brochure`, 303);
  };

  if (!parsed.success) {
    const errors = fieldErrors<BrochureField>(parsed.error);
    if (!fromScript) return back("invalid", Object.keys(errors));
    return data<BrochureResult>({ ok: false, errors }, { status: 400 });
  }
  const visitor = parsed.data;

  const outcome = await submitPublicLead(context, "brochure", values, {
    kind: "brochure",
    name: visitor.name,
    phone: visitor.phone,
    email: null,
    message: null,
    details: {},
    page: visitor.page,
    projectId: project.id,
  });
  if (!outcome.ok) return refusedLead(outcome, fromScript, back);

  // The lead is committed: now, and only now, the link.
  const token = signBrochureToken(services.signingSecret, project.id, outcome.leadId);
  const url = `/project/${project.id}/brochure?token=${encodeURIComponent(token)}`;
  if (!fromScript) return redirect(url, 303);
  return data<BrochureResult>({ ok: true, url });
}

/** Opening the address itself: the projects list, where each project offers its brochure. */
export function loader() {
  return redirect("/projects");
}
