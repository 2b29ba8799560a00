import { indiaDateTimeValue, parseIndiaDateTime } from "./india-time.ts";

/**
 * Issue "Publish later and go back": "Posts and projects can be set to publish at a date and time
 * (India time) and optionally to leave the website at another". The two fields both editors show,
 * and the rules a save checks them by; the projects and blogs domains store them and the
 * publishing job (app/domain/publishing) carries them out. Free of zod, so the editors can read
 * the labels; the fields' schema is publish-schedule-schema.ts.
 */

/** The two moments, null when not set. */
export interface Schedule {
  publishAt: Date | null;
  unpublishAt: Date | null;
}

export type ScheduleField = keyof Schedule;

/** As the editor's `datetime-local` fields post them: "2026-12-10T09:00" in India time, or "". */
export type ScheduleValues = Record<ScheduleField, string>;

export const scheduleLabels = {
  publishAt: "Publish on",
  unpublishAt: "Take off the website on",
} as const satisfies Record<ScheduleField, string>;

export const scheduleMessages = {
  time: "Enter a date and time, or leave it empty.",
  past: "Choose a time that has not passed yet.",
  published: (what: string) =>
    `This ${what} is published already: choose Draft to publish it later, or clear this date.`,
  draft: (what: string) =>
    `A draft ${what} is not on the website: set when to publish it too, or clear this date.`,
  order: "Choose a time after it is published.",
} as const;

/** A stored schedule as the editor's fields show it. */
export function scheduleValues(schedule: Schedule): ScheduleValues {
  const value = (at: Date | null) => (at ? indiaDateTimeValue(at) : "");
  return { publishAt: value(schedule.publishAt), unpublishAt: value(schedule.unpublishAt) };
}

/** The moments an editor posted, read as India time (one that does not read is the schema's to refuse). */
export function postedSchedule(values: ScheduleValues): Schedule {
  return {
    publishAt: parseIndiaDateTime(values.publishAt),
    unpublishAt: parseIndiaDateTime(values.unpublishAt),
  };
}

const sameTime = (a: Date | null, b: Date | null | undefined) => a?.getTime() === b?.getTime();

/**
 * What a save's schedule gets wrong, by field. A time that has passed is refused unless it is the
 * one already stored (the job carries that out within a minute); publishing later is for a draft,
 * and taking it off the website is for what is or will be on it, after it goes on.
 */
export function scheduleProblems(
  schedule: Schedule,
  { published, what, now, stored }: { published: boolean; what: string; now: Date; stored: Schedule | null },
): Partial<Record<ScheduleField, string>> {
  const problems: Partial<Record<ScheduleField, string>> = {};
  const passed = (field: ScheduleField) => {
    const at = schedule[field];
    return at !== null && at <= now && !sameTime(at, stored?.[field]);
  };
  const { publishAt, unpublishAt } = schedule;
  if (publishAt && published) problems.publishAt = scheduleMessages.published(what);
  else if (passed("publishAt")) problems.publishAt = scheduleMessages.past;
  if (unpublishAt && !published && !publishAt) problems.unpublishAt = scheduleMessages.draft(what);
  else if (passed("unpublishAt")) problems.unpublishAt = scheduleMessages.past;
  else if (unpublishAt && publishAt && unpublishAt <= publishAt)
    problems.unpublishAt = scheduleMessages.order;
  return problems;
}

/** A record's visibility after its due schedule is carried out, with the moments it used up cleared. */
export interface DueChange extends Schedule {
  published: boolean;
}

/**
 * What carrying out a record's schedule at `now` changes; null when nothing is due. When both
 * moments have passed (the site was down through both), it ends off the website.
 */
export function dueChange(schedule: Schedule, published: boolean, now: Date): DueChange | null {
  const publishDue = schedule.publishAt !== null && schedule.publishAt <= now;
  const unpublishDue = schedule.unpublishAt !== null && schedule.unpublishAt <= now;
  if (!publishDue && !unpublishDue) return null;
  return {
    published: unpublishDue ? false : publishDue || published,
    publishAt: publishDue ? null : schedule.publishAt,
    unpublishAt: unpublishDue ? null : schedule.unpublishAt,
  };
}

/** A scheduled project or post, as the back office lists it. */
export interface ScheduledItem extends Schedule {
  id: string;
  title: string;
  published: boolean;
}
