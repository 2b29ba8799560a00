import { goneImages, type FileStores } from "#app/domain/media/index.server.ts";
import { scheduleValues } from "#app/lib/publish-schedule.ts";
import {
  historyOf,
  restoreMessages,
  restoreRevision,
  type HistoryFields,
  type HistorySource,
} from "#app/domain/revisions/index.server.ts";
import type { ProjectFormValues } from "./project-form.ts";
import { nearbyFields, projectFieldLabels } from "./project-form-fields.ts";
import { projectMessages } from "./project-messages.ts";
import { projectEditorPath, projectHistoryPath } from "./project-page.ts";
import { saveProject } from "./project-save.server.ts";
import type { Project } from "./project.ts";
import { getProject } from "./projects.server.ts";

/**
 * Issue "Publish later and go back": a project's history of saves, field by field, and "restores
 * any revision as a new save", through the editor's own save (saveProject).
 */

const historyFields: HistoryFields<ProjectFormValues> = {
  labels: projectFieldLabels,
  texts: { description: (text) => text },
  images: ["bannerImage", "images"],
};

/**
 * Saves revision `revision` of project `id` again, as the next revision. The gallery images
 * deleted since (a later save stopped showing them) are left out and the current banner stays for
 * one deleted since, and the toast says so; the brochure is not part of a revision and stays.
 */
export function restoreProject(stores: FileStores, actor: string, id: string, revision: number) {
  return restoreRevision<ProjectFormValues, Project>(stores.db, id, revision, {
    entity: "project",
    find: getProject,
    gone: projectMessages.gone,
    labels: projectFieldLabels,
    parts: { nearbyPlaces: nearbyFields },
    prepare: async (saved, current) => {
      const gone = await goneImages(stores.db, [saved.bannerImage, ...saved.images]);
      const lostGallery = saved.images.filter((url) => gone.has(url)).length;
      const bannerGone = gone.has(saved.bannerImage);
      return {
        values: {
          ...saved,
          bannerImage: bannerGone ? current.bannerImage : saved.bannerImage,
          // What is on the website, and when that changes, stay as they are now: restoring is of
          // the project's content.
          publication: current.published ? "Published" : "Draft",
          ...scheduleValues(current),
          images: saved.images.filter((url) => !gone.has(url)),
        },
        notes: [
          ...(bannerGone ? [restoreMessages.imageGone("banner image")] : []),
          ...(lostGallery > 0 ? [restoreMessages.galleryGone(lostGallery)] : []),
        ],
      };
    },
    save: (form) => saveProject(stores, actor, form),
  });
}

/** The project's history page (app/routes/admin/history.tsx). */
export const projectRevisions: HistorySource = {
  what: "project",
  history: historyOf("project", getProject, (project) => project.name, historyFields),
  restore: restoreProject,
  historyPath: projectHistoryPath,
  editorPath: projectEditorPath,
};
