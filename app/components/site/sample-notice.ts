/** The `?sample=` values the /sample-content action redirects back with, and their messages (spec §8). */
export const sampleNotices = {
  "added-all": { tone: "success", text: "Sample projects and blogs added successfully!" },
  "added-blogs": { tone: "success", text: "Sample blogs added successfully! You can view them at /blogs" },
  "failed-all": {
    tone: "failure",
    text: "Failed to add sample data. Please check your backend configuration and security rules.",
  },
  "failed-blogs": {
    tone: "failure",
    text: "Failed to add sample blogs. Please check your backend configuration and security rules.",
  },
} as const;

export type SampleOutcome = keyof typeof sampleNotices;
export type SampleNotice = (typeof sampleNotices)[SampleOutcome];

export const sampleParam = "sample";

export function sampleNotice(value: string | null): SampleNotice | null {
  return value !== null && Object.hasOwn(sampleNotices, value) ? sampleNotices[value as SampleOutcome] : null;
}

/** The same address without the notice, so a reload or a shared link does not show it again. */
export function withoutSampleParam(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(sampleParam);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
