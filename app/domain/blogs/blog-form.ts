import { z } from "zod";

import { parseMediaUrl } from "#app/domain/media/index.ts";
import { blogCategories, blogStatuses } from "./blog.ts";
import { foreignPicturesMessage, foreignPictureSites } from "./content-pictures.ts";
import { slugPattern, tamilSlugPattern } from "./slug.ts";
import { cleanEntries } from "#app/lib/entries.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";
import type { ScheduleValues } from "#app/lib/publish-schedule.ts";
import { scheduleTime } from "#app/lib/publish-schedule-schema.ts";
import { blogFieldLimits as limits, blogFormMessages, blogTagLimits } from "./blog-form-fields.ts";

/**
 * Spec §5 "Blog form": one schema for the back office's blog editor, run by the action on every
 * save. Its limits and messages come from blog-form-fields.ts, which the editor reads too.
 */

/** The form's fields as submitted: text fields once, tags and images as repeated fields. */
export interface BlogFormValues extends ScheduleValues {
  title: string;
  slug: string;
  author: string;
  category: string;
  excerpt: string;
  content: string;
  tags: string[];
  featuredImage: string[];
  status: string;
  /** Issue "Tamil and English": the Tamil texts, "" where Tamil pages show the English. */
  titleTa: string;
  slugTa: string;
  excerptTa: string;
  contentTa: string;
}

export type BlogField = keyof BlogFormValues;
export type BlogFieldErrors = FieldErrors<BlogField>;

export function blogFormValues(form: FormData): BlogFormValues {
  const one = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  const all = (key: string) => form.getAll(key).filter((v): v is string => typeof v === "string");
  return {
    title: one("title"),
    slug: one("slug"),
    author: one("author"),
    category: one("category"),
    excerpt: one("excerpt"),
    content: one("content"),
    tags: all("tags"),
    featuredImage: all("featuredImage"),
    status: one("status"),
    publishAt: one("publishAt"),
    unpublishAt: one("unpublishAt"),
    titleTa: one("titleTa"),
    slugTa: one("slugTa"),
    excerptTa: one("excerptTa"),
    contentTa: one("contentTa"),
  };
}

/** An uploaded image (`/media/...`) or, for posts stored before uploads existed, an HTTPS address. */
function isImageUrl(url: string): boolean {
  return parseMediaUrl(url) !== null || /^https:\/\/[^\s"'<>]+$/i.test(url);
}

const required = (message: string, max: number, tooLong: string) =>
  z.string().trim().min(1, message).max(max, tooLong);

/** A Tamil text: "" (Tamil pages show the English) or up to `max` characters. */
const optional = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/** No picture from another site (see content-pictures.ts), in either language's content. */
const ownPicturesOnly = (html: string, ctx: z.RefinementCtx) => {
  const sites = foreignPictureSites(html);
  if (sites.length > 0) ctx.addIssue({ code: "custom", message: foreignPicturesMessage(sites) });
};

export const blogFormSchema = z.object({
  title: required(blogFormMessages.title, limits.title, blogFormMessages.titleLength),
  slug: z
    .string()
    .trim()
    .min(1, blogFormMessages.slug)
    .max(limits.slug, blogFormMessages.slugLength)
    .regex(slugPattern, blogFormMessages.slugFormat),
  author: required(blogFormMessages.author, limits.author, blogFormMessages.authorLength),
  category: z.enum(blogCategories, { error: blogFormMessages.category }),
  excerpt: required(blogFormMessages.excerpt, limits.excerpt, blogFormMessages.excerptLength),
  content: required(blogFormMessages.content, limits.content, blogFormMessages.contentLength).superRefine(
    ownPicturesOnly,
  ),
  tags: z
    .array(z.string())
    // Spec §5: trimmed, empty values and repeats (ignoring case) dropped, as the chip input does.
    .transform(cleanEntries)
    .refine(
      (tags) => tags.length <= blogTagLimits.count && tags.every((t) => t.length <= blogTagLimits.length),
      blogFormMessages.tags,
    ),
  // Spec §5: only one featured image exists; of several uploaded, the first is used.
  featuredImage: z
    .array(z.string())
    .transform((urls) => urls.map((url) => url.trim()).find((url) => url !== "") ?? "")
    .refine(isImageUrl, blogFormMessages.featuredImage),
  status: z
    .string()
    .transform((v) => (v === "" ? "Draft" : v))
    .pipe(z.enum(blogStatuses, { error: blogFormMessages.status })),
  publishAt: scheduleTime,
  unpublishAt: scheduleTime,
  titleTa: optional(limits.title, blogFormMessages.titleLength),
  // Typed Tamil may arrive decomposed: stored composed (NFC), as the public page looks it up.
  slugTa: optional(limits.slug, blogFormMessages.slugLength)
    .transform((slug) => slug.normalize("NFC"))
    .refine((slug) => slug === "" || tamilSlugPattern.test(slug), blogFormMessages.slugTaFormat),
  excerptTa: optional(limits.excerpt, blogFormMessages.excerptLength),
  contentTa: optional(limits.content, blogFormMessages.contentLength).superRefine(ownPicturesOnly),
});

export type BlogFormData = z.output<typeof blogFormSchema>;
