import { redirect } from "react-router";

import { servicesContext } from "#app/context.ts";
import { blogFormValues } from "#app/domain/blogs/blog-form.ts";
import { discardDraft, saveDraft } from "#app/domain/drafts/index.server.ts";
import { draftMessages, isDraftEntity, type DraftEntity } from "#app/domain/drafts/index.ts";
import { readProjectForm } from "#app/domain/projects/project-form.ts";
import { postedRevision } from "#app/domain/revisions/index.server.ts";
import type { EditorFields } from "#app/domain/revisions/index.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";

import type { Route } from "./+types/draft";

/** Each editor's fields, read from its form as a save reads them, unchecked. */
const readers: Record<DraftEntity, (form: FormData) => EditorFields> = {
  project: readProjectForm,
  blog: blogFormValues,
};

function refuse(message: string, status: number): Response {
  return Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * Issue "Publish later and go back": the project and post editors' autosave posts here
 * (`/admin/drafts/<entity>/<id>`, no id for a record not yet saved) the form as typed, kept as the
 * signed-in person's private draft: 204, or 404 or 413 with `{ message }`. `intent=discard`
 * removes the draft, then goes `back` to the editor that asked (an /admin/ address), or answers 204.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = requirePermission(context, "edit-content");
  const { db } = context.get(servicesContext);
  const entity = params.entity;
  if (!isDraftEntity(entity)) return refuse(draftMessages.unknownEntity, 404);
  const form = await readForm(request);
  const key = { authorId: staff.id, entity, recordId: params.id ?? "" };
  if (form.get("intent") === "discard") {
    await discardDraft(db, key);
    const back = form.get("back");
    if (typeof back === "string" && back.startsWith("/admin/")) return redirect(back, 303);
    return new Response(null, { status: 204 });
  }
  const draft = { values: readers[entity](form), revision: postedRevision(form) };
  const refused = await saveDraft(db, key, draft);
  return refused ? refuse(refused.message, refused.status) : new Response(null, { status: 204 });
}
