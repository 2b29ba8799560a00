import { servicesContext } from "#app/context.ts";
import { getPublishedProject } from "#app/domain/projects/projects.server.ts";
import { brochureResponse, verifyBrochureToken } from "#app/domain/media/brochures.server.ts";

import type { Route } from "./+types/project-brochure";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A short page for a link that is no longer (or never was) valid, with the way back. */
function refused(project: { id: string; name: string }): Response {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Download link expired</title></head>
<body><h1>This download link has expired</h1>
<p>Brochure links work for a few minutes after you ask for them.
<a href="/project/${project.id}">Back to ${escapeHtml(project.name)}</a> to download the brochure again.</p>
</body></html>`;
  return new Response(body, {
    status: 403,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The brochure download behind the form: `?token=` must be the signed, unexpired link the
 * `brochure` action handed out for this project after storing the visitor's lead.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const project = await getPublishedProject(services.db, params.id);
  if (!project) {
    return new Response("No such project.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const token = new URL(request.url).searchParams.get("token");
  if (!verifyBrochureToken(services.signingSecret, project.id, token)) return refused(project);
  return brochureResponse(services.brochures, project);
}
