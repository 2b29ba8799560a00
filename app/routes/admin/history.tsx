import { data } from "react-router";

import {
  RevisionHistoryPage,
  revisionHistoryMeta,
} from "#app/components/admin/revisions/revision-history-page.tsx";
import { servicesContext } from "#app/context.ts";
import { blogRevisions } from "#app/domain/blogs/index.server.ts";
import { projectRevisions } from "#app/domain/projects/index.server.ts";
import { historyPage, restoreFromHistory } from "#app/domain/revisions/index.server.ts";
import { can } from "#app/domain/staff/roles.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";

import type { Route } from "./+types/history";

export const meta = revisionHistoryMeta;

/** The records with a history, by the first part of their address under /admin. */
const sources = { projects: projectRevisions, blogs: blogRevisions } as const;

function sourceOf(kind: string) {
  if (kind in sources) return sources[kind as keyof typeof sources];
  throw data("Not Found", { status: 404 });
}

/** Issue "Publish later and go back": a project's or post's kept saves, field by field, to restore. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "read-content");
  const source = sourceOf(params.kind);
  const { db } = context.get(servicesContext);
  return historyPage(db, request, params.id, source, can(staff.role, "edit-content"));
}

/** Restores a revision as a new save (a role that edits content). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "edit-content");
  const source = sourceOf(params.kind);
  return restoreFromHistory(context.get(servicesContext), staff.name, request, params.id, source);
}

export default function History({ loaderData }: Route.ComponentProps) {
  return <RevisionHistoryPage {...loaderData} />;
}
