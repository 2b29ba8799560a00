import { toastResult, type Toast } from "#app/lib/toast.ts";
import { deleteAudited, recordAudit } from "#app/domain/audit/index.server.ts";
import {
  brochureMaxBytes,
  brochureMessages,
  checkBrochure,
  postedFiles,
  removeUnusedFiles,
  SaveUploads,
  type FileStores,
} from "#app/domain/media/index.server.ts";
import { fallbackUploadName } from "#app/domain/media/index.ts";
import { syncProjectFigures } from "#app/domain/plots/index.server.ts";
import { postedRevision, recordRevision, refusedSave } from "#app/domain/revisions/index.server.ts";
import type { SaveConflict } from "#app/domain/revisions/index.ts";
import {
  parseProjectForm,
  readProjectForm,
  type ProjectFormErrors,
  type ProjectFormValues,
} from "./project-form.ts";
import { brochureFields, projectFieldLabels } from "./project-form-fields.ts";
import { projectMessages as messages } from "./project-messages.ts";
import { isId } from "#app/lib/ids.ts";
import { postedSchedule, scheduleProblems } from "#app/lib/publish-schedule.ts";
import type { Project, ProjectInput } from "./project.ts";
import { addProject, deleteProject, getProject, updateProject } from "./projects.server.ts";
import { toProjectFormValues } from "./project-views.ts";

/**
 * The back office's project save and delete: check the form, store what it uploads, write the row
 * and its audit entry in one transaction, then remove the files the change left unused. A save
 * that fails after storing files removes them again (see SaveUploads).
 */

/**
 * Back to the list with a message, or the form again: 400 with a message next to each field, or
 * 409 when a colleague saved the project after the editor opened it (issue "Publish later and go
 * back": never a silent overwrite), the two saves merged and what they both changed set out. The
 * form keeps the revision it opened (after a 409, the one it was merged with).
 */
export type ProjectSaveResult =
  | { toast: Toast }
  | {
      status: 400 | 409;
      errors: ProjectFormErrors;
      values: ProjectFormValues;
      revision: number | null;
      conflict?: SaveConflict;
    };

/** The form again, merged with the save that came between (revision-merge.ts). */
const refuseMovedOn = (
  db: FileStores["db"],
  current: Project,
  opened: number | null,
  mine: ProjectFormValues,
) =>
  refusedSave(
    db,
    { entity: "project", what: "project", ...current, fields: toProjectFormValues(current) },
    opened,
    mine,
    projectFieldLabels,
  );

const imagesOf = (project: Pick<Project, "bannerImage" | "images">) => [
  project.bannerImage,
  ...project.images,
];

/**
 * The brochure posted with the form: a checked PDF's bytes, a refusal, "remove" (the box ticked,
 * no new file), or nothing to change.
 */
async function readBrochure(
  form: FormData,
): Promise<{ bytes: Uint8Array } | { error: string } | { remove: true } | null> {
  const [file] = postedFiles(form, brochureFields.file);
  if (file) {
    if (file.size > brochureMaxBytes) return { error: brochureMessages.tooLarge };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = await checkBrochure(bytes);
    return problem ? { error: problem } : { bytes };
  }
  return form.get(brochureFields.remove) === "yes" ? { remove: true } : null;
}

/** The form as the editor posts it once the files are stored: the banner replaced, the gallery extended. */
function withImageUrls(form: FormData, banner: string | undefined, gallery: readonly string[]): FormData {
  const copy = new FormData();
  for (const [name, value] of form) copy.append(name, value);
  if (banner) copy.set("bannerImage", banner);
  for (const url of gallery) copy.append("images", url);
  return copy;
}

/**
 * Writes the project, its audit entry and its revision together: a new one, or an update of
 * `opened` as the editor read it, "moved on" when a colleague's save (or a delete) came first.
 */
async function writeProject(
  db: FileStores["db"],
  actor: string,
  opened: Project | null,
  project: ProjectInput,
): Promise<"saved" | "moved on"> {
  return db.transaction().execute(async (trx) => {
    let savedId: string;
    if (opened === null) {
      savedId = await addProject(trx, project);
      const summary = `Added project ${project.name}`;
      await recordAudit(trx, { actor, action: "created", entity: "project", entityId: savedId, summary });
    } else {
      savedId = opened.id;
      if (!(await updateProject(trx, savedId, project, opened.revision))) return "moved on";
      // With a plot inventory, its counts, prices and sizes stand over what the form posted.
      await syncProjectFigures(trx, savedId);
      const summary = `Updated project ${project.name}`;
      await recordAudit(trx, { actor, action: "updated", entity: "project", entityId: savedId, summary });
    }
    const saved = (await getProject(trx, savedId))!;
    await recordRevision(trx, "project", savedId, {
      revision: saved.revision,
      actor,
      fields: toProjectFormValues(saved),
    });
    return "saved";
  });
}

/** Adds the project the form describes, or updates the one its `id` names. */
export async function saveProject(
  stores: FileStores,
  actor: string,
  form: FormData,
): Promise<ProjectSaveResult> {
  const rawId = form.get("id");
  const id = typeof rawId === "string" && rawId !== "" ? rawId : null;
  const opened = postedRevision(form);
  const uploads = new SaveUploads(stores);
  const refuse = (errors: ProjectFormErrors, values: ProjectFormValues) => ({
    status: 400 as const,
    errors,
    values,
    revision: opened,
  });
  try {
    // Without JavaScript the images arrive as files with the form (see ImageUploader).
    const bannerFiles = postedFiles(form, fallbackUploadName("bannerImage")).slice(0, 1);
    const galleryFiles = postedFiles(form, fallbackUploadName("images"));
    const values = readProjectForm(form);
    // A colleague's save since the editor opened: refused before anything is stored.
    const current = id === null ? null : await getProject(stores.db, id);
    if (id !== null && !current) return toastResult("error", messages.updateFailed);
    if (current && current.revision !== opened)
      return await refuseMovedOn(stores.db, current, opened, values);
    const brochure = await readBrochure(form);

    // Checked before anything is stored, each posted file standing in as an address of its own.
    const bannerStandIn = bannerFiles.length > 0 ? "https://upload.invalid/banner" : undefined;
    const galleryStandIns = galleryFiles.map((_, i) => `https://upload.invalid/${i}`);
    const checked = parseProjectForm(withImageUrls(form, bannerStandIn, galleryStandIns));
    const brochureError = brochure && "error" in brochure ? brochure.error : undefined;
    const scheduleErrors = scheduleProblems(postedSchedule(values), {
      published: values.publication === "Published",
      what: "project",
      now: new Date(),
      stored: current,
    });
    if (!checked.ok || brochureError || Object.keys(scheduleErrors).length > 0) {
      const errors = {
        ...scheduleErrors,
        ...(checked.ok ? {} : checked.errors),
        ...(brochureError && { brochure: brochureError }),
      };
      return refuse(errors, values);
    }

    const banner = await uploads.images(bannerFiles);
    const gallery = await uploads.images(galleryFiles);
    if (banner.errors.length > 0 || gallery.errors.length > 0) {
      await uploads.discard();
      const errors: ProjectFormErrors = {};
      if (banner.errors.length > 0) errors.bannerImage = banner.errors.join(" ");
      if (gallery.errors.length > 0) errors.images = gallery.errors.join(" ");
      return refuse(errors, values);
    }
    const storedAt = new Map(galleryStandIns.map((standIn, i) => [standIn, gallery.urls[i]!]));
    if (bannerStandIn) storedAt.set(bannerStandIn, banner.urls[0]!);
    const stored = (url: string) => storedAt.get(url) ?? url;
    // The brochure's new key, "" when it is removed, undefined when it stays as it is.
    let brochureKey: string | undefined;
    if (brochure && "bytes" in brochure) brochureKey = await uploads.brochure(brochure.bytes);
    else if (brochure && "remove" in brochure) brochureKey = "";
    const project: ProjectInput = {
      ...checked.project,
      bannerImage: stored(checked.project.bannerImage),
      images: checked.project.images.map(stored),
      ...(brochureKey !== undefined && { brochure: brochureKey }),
    };

    const written = await writeProject(stores.db, actor, current, project).catch((error: unknown) => {
      console.error("Writing the project failed:", error);
      return null;
    });
    if (written !== "saved") {
      await uploads.discard();
      const now = written === "moved on" ? await getProject(stores.db, id) : null;
      if (now) return await refuseMovedOn(stores.db, now, opened, values);
      return toastResult("error", id === null ? messages.addFailed : messages.updateFailed);
    }

    // The project as the editor opened it: its revision is the one just replaced.
    const before = current;
    if (before) {
      const kept = new Set(imagesOf(project));
      const brochureReplaced = project.brochure !== undefined && project.brochure !== before.brochure;
      await removeUnusedFiles(stores, {
        images: imagesOf(before).filter((url) => !kept.has(url)),
        brochures: brochureReplaced ? [before.brochure] : [],
      });
    }
    return toastResult("success", id === null ? messages.added : messages.updated);
  } catch (error) {
    console.error("Saving the project failed:", error);
    await uploads.discard();
    return toastResult("error", messages.saveError);
  }
}

/** Deletes a project with its audit entry, then its images and brochure. */
export async function removeProject(
  stores: FileStores,
  actor: string,
  id: string,
): Promise<{ toast: Toast }> {
  // Issue "Site visits and bookings": real bookings keep their project; the sample's go with it.
  const booking = await stores.db
    .selectFrom("bookings")
    .select("id")
    .where("project_id", "=", id)
    .where("sample", "=", 0)
    .executeTakeFirst();
  if (booking) return toastResult("error", messages.hasBookings);
  const project = await deleteAudited(stores.db, id, {
    actor,
    entity: "project",
    find: getProject,
    remove: async (trx, projectId) => {
      if (!isId(projectId)) return false;
      const samples = trx
        .selectFrom("bookings")
        .select("id")
        .where("project_id", "=", projectId)
        .where("sample", "=", 1);
      await trx.deleteFrom("booking_receipts").where("booking_id", "in", samples).execute();
      await trx.deleteFrom("bookings").where("project_id", "=", projectId).where("sample", "=", 1).execute();
      return deleteProject(trx, projectId);
    },
    summary: (found: Project) => `Deleted project ${found.name}`,
  });
  if (project === "error") return toastResult("error", messages.deleteError);
  if (!project) return toastResult("error", messages.deleteFailed);
  await removeUnusedFiles(stores, { images: imagesOf(project), brochures: [project.brochure] });
  return toastResult("success", messages.deleted);
}
