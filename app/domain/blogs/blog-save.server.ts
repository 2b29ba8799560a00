import { fieldErrors } from "#app/lib/form-errors.ts";
import { postedSchedule, scheduleProblems } from "#app/lib/publish-schedule.ts";
import { toastResult, type Toast } from "#app/lib/toast.ts";
import { deleteAudited, recordAudit } from "#app/domain/audit/index.server.ts";
import {
  postedFiles,
  removeUnusedFiles,
  SaveUploads,
  type FileStores,
} from "#app/domain/media/index.server.ts";
import { fallbackUploadName, uploadFailedMessage } from "#app/domain/media/index.ts";
import { postedRevision, recordRevision, refusedSave } from "#app/domain/revisions/index.server.ts";
import type { SaveConflict } from "#app/domain/revisions/index.ts";
import type { Blog, BlogInput } from "./blog.ts";
import {
  blogFormSchema,
  blogFormValues,
  type BlogField,
  type BlogFieldErrors,
  type BlogFormValues,
} from "./blog-form.ts";
import { blogFieldLabels, blogFormMessages } from "./blog-form-fields.ts";
import { blogMessages as messages } from "./blog-messages.ts";
import { addBlog, deleteBlog, getBlog, SlugTakenError, updateBlog } from "./blogs.server.ts";
import { toBlogFormValues } from "./blog-views.ts";

/**
 * The back office's blog save and delete, with the failure policy of every save workflow: check
 * the form, store the featured image it uploads, write the blog and its audit entry in one
 * transaction, then remove the image the change left unused. A save that fails after storing the
 * image removes it again (see SaveUploads).
 */

/**
 * Back to the list with a message, or the form again with everything typed: 400 with a message
 * next to a field, 500 with one for the whole form when the database failed, 409 when a colleague
 * saved the post after the editor opened it (issue "Publish later and go back": never a silent
 * overwrite), the two saves merged. The form keeps the revision it opened (after a 409, the one it
 * was merged with).
 */
export type BlogSaveResult =
  | { toast: Toast }
  | {
      status: 400 | 409 | 500;
      errors: BlogFieldErrors;
      values: BlogFormValues;
      revision: number | null;
      formError?: string;
      conflict?: SaveConflict;
    };

/** The form again, merged with the save that came between (revision-merge.ts). */
const refuseMovedOn = (db: FileStores["db"], current: Blog, opened: number | null, mine: BlogFormValues) =>
  refusedSave(
    db,
    { entity: "blog", what: "post", ...current, fields: toBlogFormValues(current) },
    opened,
    mine,
    blogFieldLabels,
  );

/**
 * Writes the blog, its audit entry and its revision together: a new one, or an update of `opened`
 * as the editor read it, "moved on" when a colleague's save (or a delete) came first.
 */
async function writeBlog(
  db: FileStores["db"],
  actor: string,
  opened: Blog | null,
  blog: BlogInput & { status: Blog["status"] },
): Promise<"saved" | "moved on"> {
  return db.transaction().execute(async (trx) => {
    let savedId: string;
    if (opened === null) {
      savedId = await addBlog(trx, blog);
      const summary = `Added blog ${blog.title} (${blog.status})`;
      await recordAudit(trx, { actor, action: "created", entity: "blog", entityId: savedId, summary });
    } else {
      savedId = opened.id;
      if (!(await updateBlog(trx, savedId, blog, opened.revision))) return "moved on";
      const summary = `Updated blog ${blog.title} (${blog.status})`;
      await recordAudit(trx, { actor, action: "updated", entity: "blog", entityId: savedId, summary });
    }
    const saved = (await getBlog(trx, savedId))!;
    await recordRevision(trx, "blog", savedId, {
      revision: saved.revision,
      actor,
      fields: toBlogFormValues(saved),
    });
    return "saved";
  });
}

/** Adds the blog the form describes, or updates the one its `id` names. */
export async function saveBlog(stores: FileStores, actor: string, form: FormData): Promise<BlogSaveResult> {
  const rawId = form.get("id");
  const id = typeof rawId === "string" && rawId !== "" ? rawId : null;
  const values = blogFormValues(form);
  const opened = postedRevision(form);
  const refuse = (values: BlogFormValues, errors: BlogFieldErrors, formError?: string) => ({
    status: formError ? (500 as const) : (400 as const),
    errors,
    values,
    revision: opened,
    ...(formError && { formError }),
  });
  // A colleague's save since the editor opened: refused before anything is stored.
  const current = id === null ? null : await getBlog(stores.db, id);
  if (id !== null && !current) return toastResult("error", messages.updateFailed);
  if (current && current.revision !== opened) return refuseMovedOn(stores.db, current, opened, values);
  // Without JavaScript the featured image arrives as a file with the form (see ImageUploader);
  // spec §5: only one featured image exists.
  const files = postedFiles(form, fallbackUploadName("featuredImage")).slice(0, 1);

  // Checked before anything is stored, a posted file standing in as the image's address.
  const standIn = files.length > 0 ? ["https://upload.invalid/featured"] : values.featuredImage;
  const parsed = blogFormSchema.safeParse({ ...values, featuredImage: standIn });
  const scheduleErrors = scheduleProblems(postedSchedule(values), {
    published: values.status === "Published",
    what: "post",
    now: new Date(),
    stored: current,
  });
  if (!parsed.success || Object.keys(scheduleErrors).length > 0) {
    return refuse(values, {
      ...scheduleErrors,
      ...(parsed.success ? {} : fieldErrors<BlogField>(parsed.error)),
    });
  }

  const uploads = new SaveUploads(stores);
  let image: { urls: string[]; errors: string[] };
  try {
    image = await uploads.images(files);
  } catch (error) {
    console.error("Featured image upload failed:", error);
    await uploads.discard();
    return refuse(values, { featuredImage: uploadFailedMessage }, messages.saveError);
  }
  if (image.errors.length > 0) {
    await uploads.discard();
    return refuse(values, { featuredImage: image.errors.join(" ") });
  }
  const blog = { ...parsed.data, featuredImage: image.urls[0] ?? parsed.data.featuredImage };

  let written: Awaited<ReturnType<typeof writeBlog>>;
  try {
    written = await writeBlog(stores.db, actor, current, blog);
  } catch (error) {
    await uploads.discard();
    if (error instanceof SlugTakenError)
      return refuse(
        values,
        error.field === "slugTa"
          ? { slugTa: blogFormMessages.slugTaTaken }
          : { slug: blogFormMessages.slugTaken },
      );
    console.error("Failed to save blog:", error);
    // The form stays open with everything typed, so nothing is lost to a passing database error.
    return refuse(values, {}, id === null ? messages.addFailed : messages.updateFailed);
  }
  if (written === "moved on") {
    await uploads.discard();
    const now = await getBlog(stores.db, id);
    return now ? refuseMovedOn(stores.db, now, opened, values) : toastResult("error", messages.updateFailed);
  }

  // The post as the editor opened it: its revision is the one just replaced.
  if (current && current.featuredImage !== blog.featuredImage) {
    await removeUnusedFiles(stores, { images: [current.featuredImage] });
  }
  return toastResult("success", id === null ? messages.added : messages.updated);
}

/** Deletes a blog with its audit entry, then its featured image. */
export async function removeBlog(stores: FileStores, actor: string, id: unknown): Promise<{ toast: Toast }> {
  const blog = await deleteAudited(stores.db, id, {
    actor,
    entity: "blog",
    find: getBlog,
    remove: deleteBlog,
    summary: (found: Blog) => `Deleted blog ${found.title}`,
  });
  if (blog === "error") return toastResult("error", messages.deleteError);
  if (!blog) return toastResult("error", messages.deleteFailed);
  await removeUnusedFiles(stores, { images: [blog.featuredImage] });
  return toastResult("success", messages.deleted);
}
