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

type TamilField = "nameTa" | "locationTa" | "descriptionTa" | "highlightsTa" | "amenitiesTa";
type NearbyValues = ProjectFormValues["nearbyPlaces"][number];

/** A revision as stored: one saved before projects had Tamil texts (migration 0033) has none. */
type StoredValues = Omit<ProjectFormValues, TamilField | "nearbyPlaces"> &
  Partial<Pick<ProjectFormValues, TamilField>> & {
    nearbyPlaces: (Omit<NearbyValues, "nameTa"> & Partial<Pick<NearbyValues, "nameTa">>)[];
  };

/** Restoring a revision without Tamil texts keeps the current ones, a nearby place's by its English name. */
function withCurrentTamil(saved: StoredValues, current: Project): ProjectFormValues {
  const placeNames = new Map(current.nearbyPlaces.map((place) => [place.name, place.nameTa ?? ""]));
  return {
    ...saved,
    nameTa: saved.nameTa ?? current.nameTa,
    locationTa: saved.locationTa ?? current.locationTa,
    descriptionTa: saved.descriptionTa ?? current.descriptionTa,
    highlightsTa: saved.highlightsTa ?? current.highlightsTa,
    amenitiesTa: saved.amenitiesTa ?? current.amenitiesTa,
    nearbyPlaces: saved.nearbyPlaces.map((place) => ({
      ...place,
      nameTa: place.nameTa ?? placeNames.get(place.name) ?? "",
    })),
  };
}

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
    prepare: async (revision, current) => {
      const saved = withCurrentTamil(revision, current);
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
