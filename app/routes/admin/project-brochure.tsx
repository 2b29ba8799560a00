import { requirePermission } from "#app/domain/staff/session.server.ts";
import { servicesContext } from "#app/context.ts";
import { getProject } from "#app/domain/projects/projects.server.ts";
import { brochureResponse } from "#app/domain/media/brochures.server.ts";

import type { Route } from "./+types/project-brochure";

/** Staff's own copy of a project's brochure (the editor's "Download current brochure" link). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, "read-content");
  const services = context.get(servicesContext);
  const project = await getProject(services.db, params.id);
  if (!project) return new Response("No such project.", { status: 404 });
  return brochureResponse(services.brochures, project);
}
