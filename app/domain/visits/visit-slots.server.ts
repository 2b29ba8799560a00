import { sql, type Kysely, type Transaction } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import { isPostgres } from "#app/db/migrations/dialect.ts";
import type { Database } from "#app/db/schema.ts";
import { timestamp } from "#app/db/time.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { newId } from "#app/lib/ids.ts";
import { addDays, indiaToday } from "#app/lib/india-time.ts";
import {
  isBookable,
  openSlots,
  slotDaysAhead,
  slotKey,
  slotMessages,
  weekdayNames,
  weekdayOf,
  formatSlotTime,
  type OpenSlot,
  type VisitOutcome,
  type VisitPlan,
} from "./visit-slots.ts";

type Reader = DB | Transaction<Database>;

/** A project's visiting slots (by weekday, then time) and pickup points; no slots: visits by request. */
export async function getVisitPlan(db: Reader, projectId: string): Promise<VisitPlan> {
  const [slots, points] = await Promise.all([
    db
      .selectFrom("visit_slots")
      .select(["weekday", "start_time", "capacity"])
      .where("project_id", "=", projectId)
      .orderBy("weekday")
      .orderBy("start_time")
      .execute(),
    db
      .selectFrom("visit_pickup_points")
      .select("name")
      .where("project_id", "=", projectId)
      .orderBy("position")
      .execute(),
  ]);
  return {
    slots: slots.map((slot) => ({ weekday: slot.weekday, time: slot.start_time, capacity: slot.capacity })),
    pickupPoints: points.map((point) => point.name),
  };
}

/** The plan's rows replace the project's old ones (the sample content writes its plans so). */
export async function writeVisitPlan(db: Reader, projectId: string, plan: VisitPlan): Promise<void> {
  await db.deleteFrom("visit_slots").where("project_id", "=", projectId).execute();
  await db.deleteFrom("visit_pickup_points").where("project_id", "=", projectId).execute();
  if (plan.slots.length > 0) {
    await db
      .insertInto("visit_slots")
      .values(
        plan.slots.map((slot) => ({
          project_id: projectId,
          weekday: slot.weekday,
          start_time: slot.time,
          capacity: slot.capacity,
        })),
      )
      .execute();
  }
  if (plan.pickupPoints.length > 0) {
    await db
      .insertInto("visit_pickup_points")
      .values(plan.pickupPoints.map((name, position) => ({ project_id: projectId, position, name })))
      .execute();
  }
}

/** Staff's change of a project's plan, with its line in the audit log. */
export async function saveVisitPlan(
  db: DB,
  actor: { name: string },
  project: { id: string; name: string },
  plan: VisitPlan,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await writeVisitPlan(trx, project.id, plan);
    const summary =
      plan.slots.length === 0
        ? "none, visits by request"
        : plan.slots
            .map((slot) => `${weekdayNames[slot.weekday]} ${formatSlotTime(slot.time)} (${slot.capacity})`)
            .join(", ");
    await recordAudit(trx, {
      actor: actor.name,
      action: "visit-slots",
      entity: "project",
      entityId: project.id,
      summary: `Visiting slots of ${project.name}: ${summary}`,
    });
  });
}

/**
 * Visitors booked per slot day (`slotKey`) of a project, from `from` to `to` (YYYY-MM-DD); the
 * visit `ignoring` left out (it is being moved, so its own places do not count against it).
 */
async function takenPlaces(
  db: Reader,
  projectId: string,
  from: string,
  to: string,
  ignoring: string | null = null,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("site_visits")
    .select(["visit_date", "start_time", sql<number>`sum(visitors)`.as("taken")])
    .where("project_id", "=", projectId)
    .where("status", "=", "booked")
    .where("visit_date", ">=", from)
    .where("visit_date", "<=", to)
    .$if(ignoring !== null, (q) => q.where("id", "<>", ignoring ?? ""))
    .groupBy(["visit_date", "start_time"])
    .execute();
  return new Map(rows.map((row) => [slotKey(row.visit_date, row.start_time), Number(row.taken)]));
}

/** What the public form offers: the slots' coming days with places, and the pickup points; null without slots. */
export async function openVisitSlots(
  db: Reader,
  projectId: string,
  now: Date = new Date(),
): Promise<{ slots: OpenSlot[]; pickupPoints: string[] } | null> {
  const plan = await getVisitPlan(db, projectId);
  if (plan.slots.length === 0) return null;
  const today = indiaToday(now);
  const taken = await takenPlaces(db, projectId, today, addDays(today, slotDaysAhead));
  return { slots: openSlots(plan.slots, taken, now), pickupPoints: plan.pickupPoints };
}

/** A booking the slot cannot take, with the message the visitor reads next to the slot field. */
export class VisitRefused extends Error {
  override name = "VisitRefused";
}

export interface VisitBooking {
  date: string;
  time: string;
  visitors: number;
  pickupPoint: string | null;
}

/**
 * Whether the project's slot can take the booking now: its row is locked on PostgreSQL (SQLite runs
 * one write transaction at a time), then the places are counted, so two bookings taking the last
 * places at once cannot both have them. Throws `VisitRefused` with the visitor's message.
 */
async function claimPlaces(
  trx: Transaction<Database>,
  projectId: string,
  booking: VisitBooking,
  now: Date,
  ignoring: string | null,
): Promise<void> {
  const slot = await trx
    .selectFrom("visit_slots")
    .select("capacity")
    .where("project_id", "=", projectId)
    .where("weekday", "=", weekdayOf(booking.date))
    .where("start_time", "=", booking.time)
    .$if(isPostgres(trx as unknown as Kysely<unknown>), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!slot || !isBookable(booking.date, booking.time, now)) throw new VisitRefused(slotMessages.closed);
  const taken = await takenPlaces(trx, projectId, booking.date, booking.date, ignoring);
  const left = slot.capacity - (taken.get(slotKey(booking.date, booking.time)) ?? 0);
  if (left <= 0) throw new VisitRefused(slotMessages.full);
  if (booking.visitors > left) throw new VisitRefused(slotMessages.fewer(left));
}

/** Books a lead's visit into its project's slot, in the lead's own transaction (`claimPlaces`). */
export async function bookVisit(
  trx: Transaction<Database>,
  leadId: string,
  projectId: string,
  booking: VisitBooking,
  now: Date,
): Promise<void> {
  await claimPlaces(trx, projectId, booking, now, null);
  const at = timestamp(now);
  await trx
    .insertInto("site_visits")
    .values({
      id: newId(),
      lead_id: leadId,
      project_id: projectId,
      visit_date: booking.date,
      start_time: booking.time,
      visitors: booking.visitors,
      pickup_point: booking.pickupPoint,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

export type SiteVisit = Awaited<ReturnType<typeof findVisit>>;

/** A visit with its project's name and place. */
export function findVisit(db: Reader, id: string) {
  return db
    .selectFrom("site_visits")
    .innerJoin("projects", "projects.id", "site_visits.project_id")
    .selectAll("site_visits")
    .select(["projects.name as project_name", "projects.location as project_location"])
    .where("site_visits.id", "=", id)
    .executeTakeFirst();
}

/**
 * Moves a booked visit to another day and time of its project's slots, if they have its places;
 * its mails go again for the new time.
 */
export async function moveVisit(
  trx: Transaction<Database>,
  visit: { id: string; project_id: string; visitors: number; pickup_point: string | null },
  to: { date: string; time: string },
  now: Date,
): Promise<void> {
  await claimPlaces(
    trx,
    visit.project_id,
    { ...to, visitors: visit.visitors, pickupPoint: visit.pickup_point },
    now,
    visit.id,
  );
  await trx
    .updateTable("site_visits")
    .set({
      visit_date: to.date,
      start_time: to.time,
      confirmed_at: null,
      reminded_at: null,
      updated_at: timestamp(now),
    })
    .where("id", "=", visit.id)
    .execute();
}

/** Cancels a visit: its places are free again; the row stays, with its history. */
export async function cancelVisit(trx: Transaction<Database>, id: string, now: Date): Promise<void> {
  await trx
    .updateTable("site_visits")
    .set({ status: "cancelled", updated_at: timestamp(now) })
    .where("id", "=", id)
    .execute();
}

/** What came of a visit, as its executive records it afterwards. */
export async function recordVisitOutcome(
  trx: Transaction<Database>,
  id: string,
  outcome: { outcome: VisitOutcome; plotsLiked: string | null; note: string | null },
  now: Date,
): Promise<void> {
  await trx
    .updateTable("site_visits")
    .set({
      outcome: outcome.outcome,
      plots_liked: outcome.plotsLiked,
      outcome_note: outcome.note,
      updated_at: timestamp(now),
    })
    .where("id", "=", id)
    .execute();
}
