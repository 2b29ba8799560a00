import { describe, expect, it } from "vitest";

import { defaultBusinessHours } from "#app/domain/settings/index.ts";
import { businessMillis, formatDuration, lateArrivals, median, waitsTooLong } from "./response-time.ts";

const minute = 60 * 1000;
/** A test clock: moments written in India time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe("response times in business hours", () => {
  it("counts only the time inside business hours, in India time", () => {
    const hours = defaultBusinessHours;
    // Tuesday 10:00 to 10:07: all of it.
    expect(businessMillis(ist("2026-03-03T10:00:00"), ist("2026-03-03T10:07:00"), hours)).toBe(7 * minute);
    // Tuesday 18:58 to Wednesday 9:04: two minutes before closing, four after opening.
    expect(businessMillis(ist("2026-03-03T18:58:00"), ist("2026-03-04T09:04:00"), hours)).toBe(6 * minute);
    // Saturday 18:00 to Monday 9:30: an hour on Saturday, nothing on Sunday, half an hour on Monday.
    expect(businessMillis(ist("2026-03-07T18:00:00"), ist("2026-03-09T09:30:00"), hours)).toBe(90 * minute);
    // Sunday all day: nothing.
    expect(businessMillis(ist("2026-03-08T08:00:00"), ist("2026-03-08T20:00:00"), hours)).toBe(0);
    expect(businessMillis(ist("2026-03-03T12:00:00"), ist("2026-03-03T11:00:00"), hours)).toBe(0);
  });

  it("says a lead waits too long after five minutes of business time", () => {
    const hours = defaultBusinessHours;
    const arrived = ist("2026-03-03T18:57:00");
    expect(waitsTooLong(arrived, ist("2026-03-03T19:30:00"), hours)).toBe(false);
    expect(waitsTooLong(arrived, ist("2026-03-04T09:02:00"), hours)).toBe(false);
    expect(waitsTooLong(arrived, ist("2026-03-04T09:03:00"), hours)).toBe(true);
    expect(waitsTooLong(ist("2026-03-08T10:00:00"), ist("2026-03-08T18:00:00"), hours)).toBe(false);
  });

  it("finds the arrival before which a lead waits too long, as waitsTooLong decides it", () => {
    const hours = defaultBusinessHours;
    // Tuesday 10:00: five minutes back is 9:55.
    expect(lateArrivals(ist("2026-03-03T10:00:00"), hours)).toEqual(ist("2026-03-03T09:55:00"));
    // Wednesday 9:02: two minutes this morning, three before Tuesday's close.
    expect(lateArrivals(ist("2026-03-04T09:02:00"), hours)).toEqual(ist("2026-03-03T18:57:00"));
    // Monday 9:05 exactly: leads of Saturday evening and Sunday have waited five minutes, not more.
    expect(lateArrivals(ist("2026-03-09T09:05:00"), hours)).toEqual(ist("2026-03-07T19:00:00"));
    // Sunday: the five minutes are Saturday's last.
    expect(lateArrivals(ist("2026-03-08T15:00:00"), hours)).toEqual(ist("2026-03-07T18:55:00"));
    expect(lateArrivals(ist("2026-03-08T15:00:00"), { days: [], opens: 540, closes: 1140 })).toEqual(
      new Date(0),
    );
    const office = { days: [1, 2, 3, 4, 5], opens: 9 * 60 + 30, closes: 17 * 60 };
    for (const now of [ist("2026-03-09T09:33:00"), ist("2026-03-07T11:00:00"), ist("2026-03-10T16:59:30")]) {
      for (let back = 0; back < 4 * 24 * 60; back += 7) {
        const arrived = new Date(now.getTime() - back * minute);
        for (const h of [hours, office]) {
          expect(arrived < lateArrivals(now, h)).toBe(waitsTooLong(arrived, now, h));
        }
      }
    }
  });

  it("takes the median and writes a wait as staff read it", () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(formatDuration(30 * 1000)).toBe("under a minute");
    expect(formatDuration(4 * minute + 59 * 1000)).toBe("4 min");
    expect(formatDuration(125 * minute)).toBe("2 h 5 min");
    expect(formatDuration(120 * minute)).toBe("2 h");
    expect(formatDuration((3 * 24 + 4) * 60 * minute)).toBe("3 d 4 h");
    expect(formatDuration(2 * 24 * 60 * minute)).toBe("2 d");
  });
});
