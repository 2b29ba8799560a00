import { data } from "react-router";

import { servicesContext } from "~/context";
import { plotsCsv, plotsCsvFilename } from "~/domain/plots/plot-csv";
import { listPlots } from "~/domain/plots/plots.server";
import { getProject } from "~/domain/projects/projects.server";
import { requireStaff } from "~/domain/staff/session.server";
import { csvResponse } from "~/lib/csv-response";

import type { Route } from "./+types/project-plots-export";

/** A project's plots as a CSV file for Excel, in the columns the import reads. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const project = await getProject(db, params.id);
  if (!project) throw data({ notFound: true }, { status: 404 });
  const plots = await listPlots(db, project.id);
  return csvResponse(plotsCsv(plots), plotsCsvFilename(project.name));
}
