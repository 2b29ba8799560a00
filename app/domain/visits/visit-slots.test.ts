import { describe, expect, it } from "vitest";

import {
  formatSlotTime,
  isBookable,
  openSlotLabel,
  openSlots,
  parseSlotValue,
  slotMessages,
} from "./visit-slots.ts";

/** Friday 4 December 2026, 09:00 India time. */
const friday = new Date("2026-12-04T03:30:00Z");
const weekend = [
  { weekday: 6, time: "10:00", capacity: 8 },
  { weekday: 6, time: "15:00", capacity: 8 },
  { weekday: 0, time: "12:00", capacity: 8 },
];

describe("visiting slots", () => {
  it("lists each slot's coming days in time order, with the places left, and leaves full ones out", () => {
    const taken = new Map([
      ["2026-12-05T10:00", 8],
      ["2026-12-05T15:00", 5],
    ]);
    const open = openSlots(weekend, taken, friday);
    expect(open.slice(0, 3)).toEqual([
      { value: "2026-12-05T15:00", date: "2026-12-05", time: "15:00", left: 3 },
      { value: "2026-12-06T12:00", date: "2026-12-06", time: "12:00", left: 8 },
      { value: "2026-12-12T10:00", date: "2026-12-12", time: "10:00", left: 8 },
    ]);
    // 60 days ahead: to Tuesday 2 February 2027, the last weekend's three slots included.
    expect(open.at(-1)?.date).toBe("2027-01-31");
    expect(open).toHaveLength(26);
    expect(openSlotLabel(open[0]!)).toBe("Saturday, 5 December 2026, 3:00 PM · 3 places left");
    expect(openSlotLabel({ ...open[0]!, left: 1 })).toBe("Saturday, 5 December 2026, 3:00 PM · 1 place left");
  });

  it("closes a slot two hours before it starts, and takes nothing beyond 60 days", () => {
    const saturdayNine = new Date("2026-12-05T03:30:00Z");
    expect(isBookable("2026-12-05", "11:00", saturdayNine)).toBe(true);
    expect(isBookable("2026-12-05", "10:59", saturdayNine)).toBe(false);
    expect(isBookable("2026-12-04", "15:00", saturdayNine)).toBe(false);
    expect(isBookable("2027-02-03", "10:00", saturdayNine)).toBe(true);
    expect(isBookable("2027-02-04", "10:00", saturdayNine)).toBe(false);
    expect(openSlots(weekend, new Map(), saturdayNine)[0]?.value).toBe("2026-12-05T15:00");
  });

  it("reads the posted slot and writes times as people read them", () => {
    expect(parseSlotValue("2026-12-05T10:00")).toEqual({ date: "2026-12-05", time: "10:00" });
    for (const bad of ["", "2026-12-05", "2026-02-30T10:00", "2026-12-05T24:00", "2026-12-05T9:00"])
      expect(parseSlotValue(bad)).toBeNull();
    expect(["00:30", "10:00", "12:00", "15:05"].map(formatSlotTime)).toEqual([
      "12:30 AM",
      "10:00 AM",
      "12:00 PM",
      "3:05 PM",
    ]);
    expect(slotMessages.fewer(1)).toBe(
      "Only 1 place is left at that time. Please choose another time or fewer visitors.",
    );
    expect(slotMessages.fewer(3)).toMatch(/^Only 3 places are left/);
  });
});
