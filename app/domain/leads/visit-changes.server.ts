import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { parseSlotValue, slotMessages, visitMoment } from "#app/domain/visits/index.ts";
import {
  cancelVisit,
  findVisit,
  moveVisit,
  openVisitSlots,
  VisitRefused,
} from "#app/domain/visits/index.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { newId } from "#app/lib/ids.ts";
import { indiaToday } from "#app/lib/india-time.ts";
import { visitChangeMessages, type BuyerVisitView } from "./visit-change-view.ts";

/**
 * Issue "Site visits and bookings": the buyer's own page for their visit, opened from the signed
 * link in the confirmation mail, moves it to another time with places or cancels it. Each change is
 * a note on the lead's timeline, so the team sees it where they work.
 */
const author = "Buyer (visit link)";

/** The project's name and place on a page in `locale`: a Tamil page takes the Tamil ones it has. */
async function projectWords(
  db: DB,
  visit: { project_id: string; project_name: string; project_location: string },
  locale: Locale,
) {
  const tamil =
    locale === "ta"
      ? await db
          .selectFrom("projects")
          .select(["name_ta", "location_ta"])
          .where("id", "=", visit.project_id)
          .executeTakeFirst()
      : undefined;
  return {
    project: tamil?.name_ta || visit.project_name,
    location: tamil?.location_ta || visit.project_location,
  };
}

export async function buyerVisit(
  db: DB,
  visitId: string,
  now = new Date(),
  locale: Locale = "en",
): Promise<BuyerVisitView | null> {
  const visit = await findVisit(db, visitId);
  if (!visit) return null;
  const changeable = visit.status === "booked" && visit.visit_date >= indiaToday(now);
  const open = changeable ? await openVisitSlots(db, visit.project_id, now) : null;
  const current = `${visit.visit_date}T${visit.start_time}`;
  return {
    ...(await projectWords(db, visit, locale)),
    date: visit.visit_date,
    time: visit.start_time,
    visitors: visit.visitors,
    pickupPoint: visit.pickup_point,
    changeable,
    cancelled: visit.status === "cancelled",
    slots: (open?.slots ?? []).filter((slot) => slot.value !== current && slot.left >= visit.visitors),
  };
}

/** Moves or cancels the visit as its buyer asked; the refusal's message when it cannot be done. */
export async function changeVisitByBuyer(
  db: DB,
  visitId: string,
  change: { intent: "move"; slot: string } | { intent: "cancel" },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; field: "slot" | null; message: string }> {
  const to = change.intent === "move" ? parseSlotValue(change.slot) : null;
  if (change.intent === "move" && !to) return { ok: false, field: "slot", message: slotMessages.slot };
  try {
    return await db.transaction().execute(async (trx) => {
      const visit = await findVisit(trx, visitId);
      if (!visit || visit.status !== "booked" || visit.visit_date < indiaToday(now)) {
        return { ok: false as const, field: null, message: visitChangeMessages.unchangeable };
      }
      const was = visitMoment(visit.visit_date, visit.start_time);
      if (to) await moveVisit(trx, visit, to, now);
      else await cancelVisit(trx, visit.id, now);
      await trx
        .insertInto("lead_notes")
        .values({
          id: newId(),
          lead_id: visit.lead_id,
          author,
          body: to
            ? `Moved the site visit from ${was} to ${visitMoment(to.date, to.time)}.`
            : `Cancelled the site visit of ${was}.`,
          created_at: timestamp(now),
        })
        .execute();
      return { ok: true as const };
    });
  } catch (error) {
    if (error instanceof VisitRefused) return { ok: false, field: "slot", message: error.message };
    throw error;
  }
}
