import { servicesContext } from "#app/context.ts";
import { projectInLocale, type Project } from "#app/domain/projects/index.ts";
import { getPublishedProject } from "#app/domain/projects/projects.server.ts";
import { brochureResponse, verifyBrochureToken } from "#app/domain/media/brochures.server.ts";
import { localeOfPath, localizedPath, type Locale } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";

import type { Route } from "./+types/project-brochure";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A short page for a link that is no longer (or never was) valid, with the way back, in the
 * language of the link's address (a Tamil page hands out /ta/project/:id/brochure).
 */
function refused(project: Project, locale: Locale): Response {
  const t = translator(locale);
  const { name } = projectInLocale(project, locale);
  const back = localizedPath(`/project/${project.id}`, locale);
  const body = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(t("forms:brochureExpiredTitle"))}</title></head>
<body><h1>${escapeHtml(t("forms:brochureExpiredHeading"))}</h1>
<p>${escapeHtml(t("forms:brochureExpiredText"))}
<a href="${back}">${escapeHtml(t("forms:brochureExpiredBack", { project: name }))}</a> ${escapeHtml(t("forms:brochureExpiredAgain"))}</p>
</body></html>`;
  return new Response(body, {
    status: 403,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The brochure download behind the form: `?token=` must be the signed, unexpired link the
 * `brochure` action (or the WhatsApp acknowledgement) handed out for this project after storing the
 * visitor's lead; under /ta on a Tamil page.
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
  if (!verifyBrochureToken(services.signingSecret, project.id, token)) {
    return refused(project, localeOfPath(new URL(request.url).pathname));
  }
  return brochureResponse(services.brochures, project);
}
