import type { DB } from "#app/db/database.server.ts";
import type { Project } from "./project.ts";
import { getProject } from "./projects.server.ts";

/** What /project/:id shows: a Published project to everyone, a Draft only as a staff preview. */
export interface ViewableProject {
  project: Project;
  preview: boolean;
}

/**
 * The project at a public address for this request, or null when it answers as unknown. The
 * session is looked up only for a Draft, so a visitor's page costs no session read.
 */
export async function viewableProject(
  db: DB,
  id: unknown,
  isStaff: () => Promise<boolean>,
): Promise<ViewableProject | null> {
  const project = await getProject(db, id);
  if (!project) return null;
  if (project.published) return { project, preview: false };
  return (await isStaff()) ? { project, preview: true } : null;
}

/** A staff preview is nobody else's: never kept by a proxy or CDN, never indexed. */
export const previewHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;
