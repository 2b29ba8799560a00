import { data } from "react-router";

import { PlotImport } from "#app/components/admin/plots/plot-import.tsx";
import { servicesContext } from "#app/context.ts";
import {
  importPlots,
  maxImportBytes,
  plotImportMessages,
  previewPlotImport,
} from "#app/domain/plots/plot-csv.server.ts";
import { plotsPath } from "#app/domain/plots/plot-view.ts";
import { getProject } from "#app/domain/projects/projects.server.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/project-plots-import";

export function meta() {
  return [{ title: "Import plots | Back office" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, "edit-plots");
  const project = await getProject(context.get(servicesContext).db, params.id);
  if (!project) throw data({ notFound: true }, { status: 404 });
  return { project: { id: project.id, name: project.name } };
}

/** The posted file's text, or why it cannot be read. */
async function postedText(form: FormData): Promise<{ text: string } | { error: string }> {
  const posted = form.get(form.get("intent") === "import" ? "csv" : "file");
  if (posted === null || (typeof posted !== "string" && posted.size === 0))
    return { error: plotImportMessages.noFile };
  const size = typeof posted === "string" ? posted.length : posted.size;
  if (size > maxImportBytes) return { error: plotImportMessages.tooLarge };
  return { text: typeof posted === "string" ? posted : await posted.text() };
}

/** "preview": the uploaded file checked, nothing saved; "import": the previewed text saved, all or nothing. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "edit-plots");
  const { db } = context.get(servicesContext);
  if (Number(request.headers.get("Content-Length") ?? 0) > maxImportBytes * 2) {
    return data({ preview: null, error: plotImportMessages.tooLarge }, { status: 413 });
  }
  const form = await readForm(request);
  const posted = await postedText(form);
  if ("error" in posted) return data({ preview: null, error: posted.error }, { status: 400 });
  if (form.get("intent") === "import") {
    const result = await importPlots(db, staff.name, params.id, posted.text);
    if ("error" in result) return data({ preview: null, error: result.error }, { status: 400 });
    if (result.saved) {
      const message = `Imported: ${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged.`;
      return redirectWithToast(plotsPath(params.id), { type: "success", message });
    }
    return data({ preview: { ...result, text: posted.text }, error: null }, { status: 400 });
  }
  const preview = await previewPlotImport(db, params.id, posted.text);
  if ("error" in preview) return data({ preview: null, error: preview.error }, { status: 400 });
  return data(
    { preview: { ...preview, text: posted.text }, error: null },
    { status: preview.problems.length > 0 ? 400 : 200 },
  );
}

export default function ProjectPlotsImport({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PlotImport
      projectName={loaderData.project.name}
      listPath={plotsPath(loaderData.project.id)}
      preview={actionData?.preview ?? null}
      error={actionData?.error ?? null}
    />
  );
}
