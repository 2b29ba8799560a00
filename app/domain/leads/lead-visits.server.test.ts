import { describe, expect, it } from "vitest";

import { addDays, indiaToday } from "#app/lib/india-time.ts";
import { leadInput, testProject } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { slotMessages } from "#app/domain/visits/index.ts";
import {
  bookVisit,
  getVisitPlan,
  openVisitSlots,
  saveVisitPlan,
  VisitRefused,
} from "#app/domain/visits/index.server.ts";
import { storeLead } from "./leads.server.ts";

/** A day two weeks ahead, and its weekday: the slot the tests book into. */
const day = addDays(indiaToday(), 14);
const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();

describe.each(testEngines)("site visit slots on $name", (engine) => {
  const db = useTestDatabase(engine);
  let n = 0;
  const visit = (projectId: string, visitors: number, date = day) =>
    storeLead(
      db(),
      leadInput({
        kind: "site-visit",
        phone: `+9193${String(++n).padStart(8, "0")}`,
        projectId,
        visit: { date, time: "10:00", visitors, pickupPoint: null },
      }),
    );
  const outcome = (attempt: Promise<unknown>) =>
    attempt.then(
      () => "booked",
      (error: unknown) => (error instanceof VisitRefused ? error.message : `unexpected: ${String(error)}`),
    );

  it("keeps a project's plan, and the audit log says who changed it", async () => {
    const projectId = await testProject(db(), `Plan ${engine.name}`);
    const plan = {
      slots: [{ weekday: 6, time: "10:00", capacity: 8 }],
      pickupPoints: ["Tambaram", "Guindy"],
    };
    await saveVisitPlan(db(), { name: "Meena" }, { id: projectId, name: "Plan" }, plan);
    expect(await getVisitPlan(db(), projectId)).toEqual(plan);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["actor", "summary"])
      .where("entity_id", "=", projectId)
      .execute();
    expect(audit).toEqual([{ actor: "Meena", summary: "Visiting slots of Plan: Saturday 10:00 AM (8)" }]);
    await saveVisitPlan(
      db(),
      { name: "Meena" },
      { id: projectId, name: "Plan" },
      { slots: [], pickupPoints: [] },
    );
    expect(await openVisitSlots(db(), projectId)).toBeNull();
  });

  it("gives a slot's last places to one of two visitors taking them at once; the other is refused and nothing of theirs is stored", async () => {
    const projectId = await testProject(db(), `Full ${engine.name}`);
    const plan = { slots: [{ weekday, time: "10:00", capacity: 5 }], pickupPoints: [] };
    await saveVisitPlan(db(), { name: "Meena" }, { id: projectId, name: "Full" }, plan);
    expect(await outcome(visit(projectId, 2))).toBe("booked");
    // Three places left; two visitors bring two each, at once, six times over.
    const results = await Promise.all(Array.from({ length: 6 }, () => outcome(visit(projectId, 2))));
    expect(results.filter((result) => result === "booked")).toHaveLength(1);
    expect(results.filter((result) => result !== "booked")).toEqual(
      Array.from({ length: 5 }, () =>
        expect.stringMatching(/^Only 1 place is left|^That visit time has just filled up/),
      ),
    );
    const booked = await db()
      .selectFrom("site_visits")
      .select("visitors")
      .where("project_id", "=", projectId)
      .execute();
    expect(booked.reduce((sum, row) => sum + row.visitors, 0)).toBe(4);
    const leads = await db().selectFrom("leads").select("id").where("project_id", "=", projectId).execute();
    expect(leads).toHaveLength(2);
    expect(await outcome(visit(projectId, 2))).toBe(slotMessages.fewer(1));
    expect(await outcome(visit(projectId, 1))).toBe("booked");
    expect(await outcome(visit(projectId, 1))).toBe(slotMessages.full);
    const open = await openVisitSlots(db(), projectId);
    expect(open?.slots.find((slot) => slot.date === day)).toBeUndefined();
    expect(open?.slots.find((slot) => slot.date === addDays(day, 7))?.left).toBe(5);
  });

  it("locks the slot itself: bookings at once for leads already stored never overfill it", async () => {
    const projectId = await testProject(db(), `Locked ${engine.name}`);
    const plan = { slots: [{ weekday, time: "10:00", capacity: 3 }], pickupPoints: [] };
    await saveVisitPlan(db(), { name: "Meena" }, { id: projectId, name: "Locked" }, plan);
    const leads = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        storeLead(
          db(),
          leadInput({ kind: "site-visit", phone: `+9192${String(i).padStart(8, "0")}`, projectId }),
        ),
      ),
    );
    const booking = { date: day, time: "10:00", visitors: 1, pickupPoint: null };
    const results = await Promise.all(
      leads.map(({ id }) =>
        outcome(
          db()
            .transaction()
            .execute((trx) => bookVisit(trx, id, projectId, booking, new Date())),
        ),
      ),
    );
    expect(
      results.filter((result) => result === "booked"),
      results.join("|"),
    ).toHaveLength(3);
    expect(results.filter((result) => result === slotMessages.full)).toHaveLength(3);
  });

  it("refuses a day without that slot, or one that has passed", async () => {
    const projectId = await testProject(db(), `Closed ${engine.name}`);
    await saveVisitPlan(
      db(),
      { name: "Meena" },
      { id: projectId, name: "Closed" },
      {
        slots: [{ weekday, time: "10:00", capacity: 5 }],
        pickupPoints: [],
      },
    );
    expect(await outcome(visit(projectId, 1, addDays(day, 1)))).toBe(slotMessages.closed);
    // A week ago, on the slot's weekday (today's slot may still be ahead: 10:00 in India).
    expect(await outcome(visit(projectId, 1, addDays(day, -21)))).toBe(slotMessages.closed);
  });
});
