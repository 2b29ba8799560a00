import { data } from "react-router";

import { ProjectLayoutPage } from "#app/components/admin/projects/layout/project-layout-page.tsx";
import { servicesContext } from "#app/context.ts";
import { layoutEditorData, saveOutlines } from "#app/domain/plots/layout-plans.server.ts";
import { uploadLayout } from "#app/domain/plots/layout-upload.server.ts";
import { getProject } from "#app/domain/projects/projects.server.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";

import type { Route } from "./+types/project-layout";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Layout plan · ${loaderData?.project.name ?? "Project"} | Back office` },
    { name: "robots", content: "noindex" },
  ];
}

async function projectOr404(context: Route.LoaderArgs["context"], id: string) {
  const project = await getProject(context.get(servicesContext).db, id);
  if (!project) throw data("No such project.", { status: 404 });
  return project;
}

/** Issue "Plot inventory and the layout plan": a project's plan (SVG or image) and its outlines. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, "read-content");
  const project = await projectOr404(context, params.id);
  const editor = await layoutEditorData(context.get(servicesContext).db, project.id);
  return { project: { id: project.id, name: project.name }, ...editor };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "edit-content");
  const project = await projectOr404(context, params.id);
  const { db, storage } = context.get(servicesContext);
  const form = await readForm(request);
  if (form.get("intent") === "outlines") {
    let outlines: unknown;
    try {
      outlines = JSON.parse(String(form.get("outlines") ?? "{}"));
    } catch {
      outlines = null;
    }
    if (outlines === null || typeof outlines !== "object" || Array.isArray(outlines)) {
      return data(
        { intent: "outlines", ok: false as const, message: "The outlines did not arrive whole." },
        400,
      );
    }
    const saved = await saveOutlines(db, project.id, outlines as Record<string, unknown>, staff.name);
    return data({ intent: "outlines" as const, ...saved }, saved.ok ? 200 : 400);
  }
  const file = form.get("plan");
  const uploaded = await uploadLayout(
    { db, storage },
    project.id,
    file instanceof File ? file : null,
    staff.name,
  );
  return data({ intent: "upload" as const, ...uploaded }, uploaded.ok ? 200 : 400);
}

export default function ProjectLayout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProjectLayoutPage
      {...loaderData}
      uploaded={actionData?.intent === "upload" ? actionData : undefined}
      outlined={actionData?.intent === "outlines" ? actionData : undefined}
    />
  );
}
