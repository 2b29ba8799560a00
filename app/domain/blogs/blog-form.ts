import { z } from "zod";

import { parseMediaUrl } from "../media/variants.ts";
import { blogCategories, blogStatuses } from "./blog.ts";
import { slugPattern } from "./slug.ts";
import { cleanEntries } from "../../lib/entries.ts";

/**
 * Spec §5 "Blog form": one schema for the back office's blog editor, run by the action on every
 * save. Shared by browser and server code (the editor shows the same texts next to the fields).
 */

export const blogFormMessages = {
  title: "Please enter a title.",
  titleLength: "Please keep the title under 200 characters.",
  slug: "Please enter a slug.",
  slugFormat: "Use only lowercase letters a–z, digits and hyphens, with at least one letter or digit.",
  slugLength: "Please keep the slug under 200 characters.",
  slugTaken: "This slug is already used by another blog. Change the title or edit the slug.",
  author: "Please enter the author's name.",
  authorLength: "Please keep the author's name under 100 characters.",
  category: "Please select a category",
  excerpt: "Please enter an excerpt.",
  excerptLength: "Please keep the excerpt under 1,000 characters.",
  content: "Please enter the content.",
  contentLength: "Please keep the content under 100,000 characters.",
  tags: "Please use at most 20 tags of up to 40 characters each.",
  featuredImage: "Please upload a featured image",
  status: "Please choose Draft or Published.",
} as const;

export const blogTagLimits = { count: 20, length: 40 } as const;

/** The form's fields as submitted: text fields once, tags and images as repeated fields. */
export interface BlogFormValues {
  title: string;
  slug: string;
  author: string;
  category: string;
  excerpt: string;
  content: string;
  tags: string[];
  featuredImage: string[];
  status: string;
}

export type BlogField = keyof BlogFormValues;
export type BlogFieldErrors = Partial<Record<BlogField, string>>;

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
  };
}

/** An uploaded image (`/media/...`) or, for posts stored before uploads existed, an HTTPS address. */
function isImageUrl(url: string): boolean {
  return parseMediaUrl(url) !== null || /^https:\/\/[^\s"'<>]+$/i.test(url);
}

const required = (message: string, max: number, tooLong: string) =>
  z.string().trim().min(1, message).max(max, tooLong);

export const blogFormSchema = z.object({
  title: required(blogFormMessages.title, 200, blogFormMessages.titleLength),
  slug: z
    .string()
    .trim()
    .min(1, blogFormMessages.slug)
    .max(200, blogFormMessages.slugLength)
    .regex(slugPattern, blogFormMessages.slugFormat),
  author: required(blogFormMessages.author, 100, blogFormMessages.authorLength),
  category: z.enum(blogCategories, { error: blogFormMessages.category }),
  excerpt: required(blogFormMessages.excerpt, 1000, blogFormMessages.excerptLength),
  content: required(blogFormMessages.content, 100_000, blogFormMessages.contentLength),
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
});

export type BlogFormData = z.output<typeof blogFormSchema>;

/** The first message for each field that failed, to show next to it. */
export function blogFieldErrors(error: z.ZodError): BlogFieldErrors {
  const errors: BlogFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as BlogField | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
