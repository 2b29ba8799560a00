import { type Locale, localizedPath } from "#app/i18n/locales.ts";
import type { home } from "#app/i18n/messages/en/home.ts";
import { translator } from "#app/i18n/translations.ts";

/** The `?sample=` values the /sample-content action redirects back with, and their messages (spec §8). */
export const sampleNotices = {
  "added-all": { tone: "success", text: "home:sampleAddedAll" },
  "added-blogs": { tone: "success", text: "home:sampleAddedBlogs" },
  "failed-all": { tone: "failure", text: "home:sampleFailedAll" },
  "failed-blogs": { tone: "failure", text: "home:sampleFailedBlogs" },
} as const satisfies Record<string, { tone: "success" | "failure"; text: `home:${keyof typeof home}` }>;

export type SampleOutcome = keyof typeof sampleNotices;

export interface SampleNotice {
  tone: (typeof sampleNotices)[SampleOutcome]["tone"];
  text: string;
  /** The blog's address in the page's language, which the text may name (shown as a link). */
  blogsPath: string;
}

export const sampleParam = "sample";

/** The message for a `?sample=` value, in the page's language; null for anything else. */
export function sampleNotice(value: string | null, locale: Locale = "en"): SampleNotice | null {
  if (value === null || !Object.hasOwn(sampleNotices, value)) return null;
  const { tone, text } = sampleNotices[value as SampleOutcome];
  const blogsPath = localizedPath("/blogs", locale);
  return { tone, text: translator(locale)(text, { blogsPath }), blogsPath };
}

/** The same address without the notice, so a reload or a shared link does not show it again. */
export function withoutSampleParam(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(sampleParam);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
