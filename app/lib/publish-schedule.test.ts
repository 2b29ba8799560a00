import { describe, expect, it } from "vitest";

import {
  dueChange,
  scheduleMessages as messages,
  scheduleProblems,
  scheduleValues,
} from "./publish-schedule.ts";
import { scheduleTime } from "./publish-schedule-schema.ts";

/** Issue "Publish later and go back": the schedule's fields and rules, in India time. */
const now = new Date("2026-12-03T04:30:00Z"); // 10:00 in India
const at = (iso: string) => new Date(iso);
const draft = { published: false, what: "post", now, stored: null };

describe("a schedule's fields", () => {
  it("reads the editor's date and time as India time and writes it back the same", () => {
    expect(scheduleTime.parse("2026-12-10T09:00")).toEqual(at("2026-12-10T03:30:00Z"));
    expect(scheduleTime.parse("")).toBeNull();
    expect(scheduleTime.safeParse("10 Dec").error?.issues[0]?.message).toBe(messages.time);
    expect(scheduleValues({ publishAt: at("2026-12-10T03:30:00Z"), unpublishAt: null })).toEqual({
      publishAt: "2026-12-10T09:00",
      unpublishAt: "",
    });
  });
});

describe("the rules a save checks a schedule by", () => {
  it("lets a draft publish later and leave again after", () => {
    const schedule = { publishAt: at("2026-12-10T03:30:00Z"), unpublishAt: at("2026-12-31T18:29:00Z") };
    expect(scheduleProblems(schedule, draft)).toEqual({});
  });

  it("refuses a time that has passed, unless it is the one already stored", () => {
    const schedule = { publishAt: at("2026-12-03T04:00:00Z"), unpublishAt: null };
    expect(scheduleProblems(schedule, draft)).toEqual({ publishAt: messages.past });
    expect(scheduleProblems(schedule, { ...draft, stored: schedule })).toEqual({});
  });

  it("publishes later only a draft, and takes off only what is or will be on the website", () => {
    const later = at("2026-12-10T03:30:00Z");
    expect(scheduleProblems({ publishAt: later, unpublishAt: null }, { ...draft, published: true })).toEqual({
      publishAt: messages.published("post"),
    });
    expect(scheduleProblems({ publishAt: null, unpublishAt: later }, draft)).toEqual({
      unpublishAt: messages.draft("post"),
    });
    expect(scheduleProblems({ publishAt: null, unpublishAt: later }, { ...draft, published: true })).toEqual(
      {},
    );
  });

  it("takes it off the website only after it goes on", () => {
    const schedule = { publishAt: at("2026-12-10T03:30:00Z"), unpublishAt: at("2026-12-10T03:30:00Z") };
    expect(scheduleProblems(schedule, draft)).toEqual({ unpublishAt: messages.order });
  });
});

describe("what a due schedule changes", () => {
  const publishAt = at("2026-12-10T03:30:00Z");
  const unpublishAt = at("2026-12-20T03:30:00Z");

  it("changes nothing before its time", () => {
    expect(dueChange({ publishAt, unpublishAt }, false, at("2026-12-10T03:29:59Z"))).toBeNull();
  });

  it("publishes at the first moment and keeps the second for later", () => {
    expect(dueChange({ publishAt, unpublishAt }, false, publishAt)).toEqual({
      published: true,
      publishAt: null,
      unpublishAt,
    });
  });

  it("takes it off at the second, and ends off the website when both have passed", () => {
    const off = { published: false, publishAt: null, unpublishAt: null };
    expect(dueChange({ publishAt: null, unpublishAt }, true, unpublishAt)).toEqual(off);
    expect(dueChange({ publishAt, unpublishAt }, false, at("2026-12-21T00:00:00Z"))).toEqual(off);
  });
});
