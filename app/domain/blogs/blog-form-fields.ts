import type { FieldRule } from "#app/lib/field-rules.ts";
import { scheduleLabels } from "#app/lib/publish-schedule.ts";

/**
 * The blog editor's limits, messages and native constraints: shared by the schema in blog-form.ts
 * (server) and the editor (browser), which takes them from here so zod stays out of the page.
 */

/** The editor's fields by their labels: what a refused save names (issue "Publish later and go back"). */
export const blogFieldLabels = {
  title: "Title",
  slug: "Slug",
  author: "Author",
  category: "Category",
  tags: "Tags",
  excerpt: "Excerpt",
  content: "Content",
  featuredImage: "Featured Image",
  status: "Status",
  ...scheduleLabels,
  titleTa: "Title in Tamil",
  slugTa: "Slug in Tamil",
  excerptTa: "Excerpt in Tamil",
  contentTa: "Content in Tamil",
} as const;

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
  slugTaFormat:
    "Use only lowercase letters (Tamil letters too), digits and hyphens, with no spaces and at least one letter or digit.",
  slugTaTaken:
    "This Tamil slug is already used by another blog (as its Tamil or English slug). Please edit it.",
} as const;

export const blogFieldLimits = {
  title: 200,
  slug: 200,
  author: 100,
  excerpt: 1000,
  content: 100_000,
} as const;

export const blogTagLimits = { count: 20, length: 40 } as const;

/** The editor's fields as the browser checks them before sending. */
export const blogFieldRules = {
  title: { required: true, maxLength: blogFieldLimits.title },
  slug: { required: true, maxLength: blogFieldLimits.slug },
  author: { required: true, maxLength: blogFieldLimits.author },
  category: { required: true },
  excerpt: { required: true, maxLength: blogFieldLimits.excerpt },
  content: { required: true, maxLength: blogFieldLimits.content },
  titleTa: { maxLength: blogFieldLimits.title },
  slugTa: { maxLength: blogFieldLimits.slug },
  excerptTa: { maxLength: blogFieldLimits.excerpt },
  contentTa: { maxLength: blogFieldLimits.content },
} satisfies Record<string, FieldRule>;
