import { requireStaff } from "~/domain/staff/session.server";
import { servicesContext } from "~/context";
import { getProject } from "~/domain/projects/projects.server";
import { brochureResponse } from "~/domain/media/brochures.server";

import type { Route } from "./+types/project-brochure";

/** Staff's own copy of a project's brochure (the editor's "Download current brochure" link). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const services = context.get(servicesContext);
  const project = await getProject(services.db, params.id);
  if (!project) return new Response("No such project.", { status: 404 });
  return brochureResponse(services.brochures, project);
}
