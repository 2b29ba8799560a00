import type { DB } from "#app/db/database.server.ts";
import { listEntityHistory } from "#app/domain/audit/index.server.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";
import { indiaToday } from "#app/lib/india-time.ts";
import type { Toast } from "#app/lib/toast.ts";
import { describeWhen } from "#app/lib/when.ts";
import {
  approveDiscount,
  cancelBooking,
  recordPayment,
  registerBooking,
  saveSchedule,
  type BookingActor,
  type ChangeResult,
} from "./booking-changes.server.ts";
import { readCancelForm, readPaymentForm, readRegistrationForm, readScheduleForm } from "./booking-forms.ts";
import { getBooking, mayWorkBooking } from "./booking-read.server.ts";
import { paymentStandings } from "./booking-schedule.ts";

/**
 * Issue "Site visits and bookings": the booking page's loader and its forms (each an intent), so
 * the route stays thin. Payments, the schedule and documents are for whoever works the booking;
 * approving a discount, registering and cancelling for owners and sales managers.
 */

/** Who works the page: `allLeads` for every lead's bookings, `manages` for a manager's changes. */
export interface BookingPageStaff extends BookingActor {
  manages: boolean;
}

export async function loadBookingPage(db: DB, staff: BookingPageStaff, id: string, now = new Date()) {
  const booking = await getBooking(db, id);
  if (!booking) return { notFound: true as const };
  if (!mayWorkBooking(staff, booking)) return { forbidden: true as const };
  const history = await listEntityHistory(db, "booking", booking.id);
  const today = indiaToday(now);
  return {
    booking,
    today,
    standings: paymentStandings(booking.schedule, booking.paidPaise, today),
    history: history.map((entry) => ({
      id: entry.id,
      actor: entry.actor ?? "System",
      summary: entry.summary,
      when: describeWhen(entry.createdAt, now),
    })),
    manages: staff.manages,
  };
}

export const bookingIntents = ["payment", "approve", "register", "cancel", "schedule"] as const;
export type BookingIntent = (typeof bookingIntents)[number];

export type BookingPageResult =
  | { toast: Toast }
  | { forbidden: true }
  | { intent: BookingIntent; errors: FieldErrors<string>; values: Record<string, string> };

const managerIntents = new Set<BookingIntent>(["approve", "register", "cancel"]);

/** One form of the booking page: checked, done, and answered as a toast or the form's messages. */
export async function bookingPageAction(
  db: DB,
  staff: BookingPageStaff,
  id: string,
  form: FormData,
  now = new Date(),
): Promise<BookingPageResult> {
  const intent = bookingIntents.find((i) => i === form.get("intent"));
  if (!intent || (managerIntents.has(intent) && !staff.manages)) return { forbidden: true };
  const actor = staff;
  const today = indiaToday(now);
  const values = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
  const answer = (result: ChangeResult<string>): BookingPageResult => {
    if (result.ok) return { toast: { type: "success", message: result.message } };
    if ("errors" in result) return { intent, errors: result.errors, values };
    return { toast: { type: "error", message: result.message } };
  };
  const refused = (errors: FieldErrors<string>): BookingPageResult => ({ intent, errors, values });
  switch (intent) {
    case "payment": {
      const read = readPaymentForm(form, today);
      return read.ok ? answer(await recordPayment(db, actor, id, read.value, now)) : refused(read.errors);
    }
    case "approve":
      return answer(await approveDiscount(db, actor, id, now));
    case "register": {
      const read = readRegistrationForm(form, today);
      return read.ok ? answer(await registerBooking(db, actor, id, read.value, now)) : refused(read.errors);
    }
    case "cancel": {
      const read = readCancelForm(form);
      return read.ok ? answer(await cancelBooking(db, actor, id, read.value, now)) : refused(read.errors);
    }
    case "schedule": {
      const read = readScheduleForm(form);
      return read.ok ? answer(await saveSchedule(db, actor, id, read.value, now)) : refused(read.errors);
    }
  }
}
