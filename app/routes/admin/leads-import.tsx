import { data } from "react-router";

import {
  LeadImportPage,
  type LeadImportActionData,
} from "#app/components/admin/lead-import/lead-import-page.tsx";
import { servicesContext } from "#app/context.ts";
import { readImportPost } from "#app/domain/leads/lead-import-form.server.ts";
import { importLeads, previewLeadImport } from "#app/domain/leads/lead-import.server.ts";
import { leadImportMessages, maxLeadImportBytes } from "#app/domain/leads/lead-import.ts";
import { leadsPath } from "#app/domain/leads/lead-view.ts";
import { listProjectNames } from "#app/domain/projects/projects.server.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/leads-import";

export function meta() {
  return [{ title: "Import leads | Back office" }, { name: "robots", content: "noindex" }];
}

/** Issue "One inbox": a portal's or a spreadsheet's leads brought in from a CSV file. */
export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, "manage-leads");
  return { projects: await listProjectNames(context.get(servicesContext).db) };
}

const refused = (body: LeadImportActionData, status: number) => data(body, { status });

/** "preview": the file read with its mapping, nothing saved; "import": its new good rows saved. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "manage-leads");
  const { db } = context.get(servicesContext);
  // The file's text comes back URL-encoded with the preview's form: up to three times as long.
  if (Number(request.headers.get("Content-Length") ?? 0) > maxLeadImportBytes * 3 + 64 * 1024) {
    return refused({ field: "file", error: leadImportMessages.tooLarge, preview: null }, 413);
  }
  const post = await readImportPost(await readForm(request), await listProjectNames(db));
  if (!post.ok) return refused({ field: post.field, error: post.error, preview: null }, 400);
  const { request: asked, fileName } = post;
  if (post.intent === "import" && asked.mapping) {
    const result = await importLeads(db, staff, { ...asked, mapping: asked.mapping, fileName });
    if (!("error" in result)) {
      const message = `Imported: ${result.added} new, ${result.already} already there, ${result.skipped} skipped.`;
      return redirectWithToast(leadsPath, { type: "success", message });
    }
  }
  const preview = await previewLeadImport(db, asked);
  if ("error" in preview) return refused({ field: "file", error: preview.error, preview: null }, 400);
  const carried = {
    text: asked.text,
    fileName,
    source: asked.source,
    projectId: asked.defaultProjectId ?? "",
  };
  return data<LeadImportActionData>(
    { field: null, error: null, preview: { ...preview, ...carried } },
    { status: preview.mappingError ? 400 : 200 },
  );
}

export default function LeadsImport({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadImportPage projects={loaderData.projects} result={actionData ?? null} />;
}
