import { describe, expect, it } from "vitest";

import { placesText, planMessages, readVisitPlanForm, timesText } from "./visit-plan-form.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the visiting slots form", () => {
  it("reads each weekday's times (commas or spaces, 9:30 as 09:30, repeats once) and the pickup points", () => {
    const read = readVisitPlanForm(
      form({
        "times-6": "15:00, 10:00 9:30,10:00",
        "places-6": "8",
        "times-0": "12:00",
        "places-0": "4",
        "times-1": " ",
        "places-1": "5",
        pickupPoints: " Hosur Bus Stand \n\nHosur Bus Stand\nAttibele",
      }),
    );
    expect(read).toEqual({
      ok: true,
      plan: {
        slots: [
          { weekday: 0, time: "12:00", capacity: 4 },
          { weekday: 6, time: "09:30", capacity: 8 },
          { weekday: 6, time: "10:00", capacity: 8 },
          { weekday: 6, time: "15:00", capacity: 8 },
        ],
        pickupPoints: ["Hosur Bus Stand", "Attibele"],
      },
    });
    if (!read.ok) return;
    expect(timesText(read.plan, 6)).toBe("09:30, 10:00, 15:00");
    expect(placesText(read.plan, 6)).toBe("8");
    expect(placesText(read.plan, 3)).toBe("");
  });

  it("names each wrong field", () => {
    expect(
      readVisitPlanForm(
        form({
          "times-2": "10 am",
          "places-2": "6",
          "times-3": "24:00",
          "times-4": "10:00",
          "places-4": "0",
          "times-5": "10:00",
          "places-5": "101",
          pickupPoints: "x".repeat(121),
        }),
      ),
    ).toEqual({
      ok: false,
      errors: {
        "times-2": planMessages.times,
        "times-3": planMessages.times,
        "places-3": planMessages.places,
        "places-4": planMessages.places,
        "places-5": planMessages.places,
        pickupPoints: planMessages.pickupPoints,
      },
    });
  });
});
