import { goneImages, type FileStores } from "#app/domain/media/index.server.ts";
import { scheduleValues } from "#app/lib/publish-schedule.ts";
import {
  historyOf,
  restoreMessages,
  restoreRevision,
  type HistoryFields,
  type HistorySource,
} from "#app/domain/revisions/index.server.ts";
import type { Blog } from "./blog.ts";
import type { BlogFormValues } from "./blog-form.ts";
import { blogFieldLabels } from "./blog-form-fields.ts";
import { blogMessages } from "./blog-messages.ts";
import { blogEditorPath, blogHistoryPath } from "./blog-paths.ts";
import { saveBlog } from "./blog-save.server.ts";
import { getBlog } from "./blogs.server.ts";
import { ownPictures } from "./content-pictures.ts";

/**
 * Issue "Publish later and go back": a post's history of saves, field by field, and "restores any
 * revision as a new save", through the editor's own save (saveBlog).
 */

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** A post's content as its reader reads it: a line a block, without the markup. */
export function contentText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|tr)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/\n{2,}/g, "\n")
    .trim();
}

const historyFields: HistoryFields<BlogFormValues> = {
  labels: blogFieldLabels,
  texts: { excerpt: (text) => text, content: contentText, excerptTa: (text) => text, contentTa: contentText },
  images: ["featuredImage"],
};

/**
 * Saves revision `revision` of post `id` again, as the next revision. A featured image deleted
 * since (a later save stopped showing it) leaves the current one in place, and pictures in the
 * content deleted since are left out; the toast says so.
 */
export function restoreBlog(stores: FileStores, actor: string, id: string, revision: number) {
  return restoreRevision<BlogFormValues, Blog>(stores.db, id, revision, {
    entity: "blog",
    find: getBlog,
    gone: blogMessages.gone,
    labels: blogFieldLabels,
    prepare: async (saved, current) => {
      // A save from before the Tamil texts existed leaves the current ones as they are.
      const tamil = {
        titleTa: saved.titleTa ?? current.titleTa,
        slugTa: saved.slugTa ?? current.slugTa,
        excerptTa: saved.excerptTa ?? current.excerptTa,
        contentTa: saved.contentTa ?? current.contentTa,
      };
      const pictures = [...ownPictures(saved.content), ...ownPictures(tamil.contentTa)];
      const gone = await goneImages(stores.db, [
        ...saved.featuredImage,
        ...pictures.map(({ image }) => image),
      ]);
      const lostPictures = pictures.filter(({ image }) => gone.has(image));
      const featuredGone = saved.featuredImage.some((url) => gone.has(url));
      return {
        values: {
          ...saved,
          ...tamil,
          featuredImage: featuredGone ? [current.featuredImage] : saved.featuredImage,
          // What is on the website, and when that changes, stay as they are now: restoring is of
          // the post's content.
          status: current.status,
          ...scheduleValues(current),
          content: lostPictures.reduce((html, { tag }) => html.replaceAll(tag, ""), saved.content),
          contentTa: lostPictures.reduce((html, { tag }) => html.replaceAll(tag, ""), tamil.contentTa),
        },
        notes: [
          ...(featuredGone ? [restoreMessages.imageGone("featured image")] : []),
          ...(lostPictures.length > 0 ? [restoreMessages.picturesGone(lostPictures.length)] : []),
        ],
      };
    },
    save: (form) => saveBlog(stores, actor, form),
  });
}

/** The post's history page (app/routes/admin/history.tsx). */
export const blogRevisions: HistorySource = {
  what: "post",
  history: historyOf("blog", getBlog, (blog) => blog.title, historyFields),
  restore: restoreBlog,
  historyPath: blogHistoryPath,
  editorPath: blogEditorPath,
};
