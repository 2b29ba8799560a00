import { isSlotTime, maxSlotCapacity, type VisitPlan } from "./visit-slots.ts";

/**
 * The visiting slots page's form (issue "Site visits and bookings"): for each weekday its start
 * times ("10:00, 15:00") and how many visitors each takes, and the pickup points, one a line.
 */
export const planMessages = {
  times: 'Write start times as 24-hour clock times, separated by commas: "10:00, 15:00".',
  places: `Please enter how many visitors each slot takes, from 1 to ${maxSlotCapacity}.`,
  pickupPoints: "Please keep to 10 pickup points of at most 120 characters each.",
};

export type PlanField = `times-${number}` | `places-${number}` | "pickupPoints";

/** A weekday's times as the form shows them back. */
export function timesText(plan: VisitPlan, weekday: number): string {
  return plan.slots
    .filter((slot) => slot.weekday === weekday)
    .map((slot) => slot.time)
    .join(", ");
}

export function placesText(plan: VisitPlan, weekday: number): string {
  return String(plan.slots.find((slot) => slot.weekday === weekday)?.capacity ?? "");
}

/** "9:30" as "09:30"; anything else as it is. */
function clockTime(value: string): string {
  return /^\d:\d\d$/.test(value) ? `0${value}` : value;
}

export function readVisitPlanForm(
  form: FormData,
): { ok: true; plan: VisitPlan } | { ok: false; errors: Partial<Record<PlanField, string>> } {
  const errors: Partial<Record<PlanField, string>> = {};
  const plan: VisitPlan = { slots: [], pickupPoints: [] };
  for (let weekday = 0; weekday < 7; weekday++) {
    const times = String(form.get(`times-${weekday}`) ?? "")
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(clockTime);
    if (times.length === 0) continue;
    if (!times.every(isSlotTime)) errors[`times-${weekday}`] = planMessages.times;
    const places = String(form.get(`places-${weekday}`) ?? "").trim();
    const capacity = /^\d{1,3}$/.test(places) ? Number(places) : 0;
    if (capacity < 1 || capacity > maxSlotCapacity) errors[`places-${weekday}`] = planMessages.places;
    for (const time of new Set(times)) plan.slots.push({ weekday, time, capacity });
  }
  const points = String(form.get("pickupPoints") ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (points.length > 10 || points.some((point) => point.length > 120))
    errors.pickupPoints = planMessages.pickupPoints;
  plan.pickupPoints = [...new Set(points)];
  plan.slots.sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time));
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, plan };
}
