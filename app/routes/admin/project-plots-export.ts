import { data } from "react-router";

import { servicesContext } from "#app/context.ts";
import { plotsCsv, plotsCsvFilename } from "#app/domain/plots/plot-csv.ts";
import { listPlots } from "#app/domain/plots/plots.server.ts";
import { getProject } from "#app/domain/projects/projects.server.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { csvResponse } from "#app/lib/download-response.ts";

import type { Route } from "./+types/project-plots-export";

/** A project's plots as a CSV file for Excel, in the columns the import reads. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, "read-plots");
  const { db } = context.get(servicesContext);
  const project = await getProject(db, params.id);
  if (!project) throw data({ notFound: true }, { status: 404 });
  const plots = await listPlots(db, project.id);
  return csvResponse(plotsCsv(plots), plotsCsvFilename(project.name));
}
