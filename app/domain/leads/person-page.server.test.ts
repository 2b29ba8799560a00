import { describe, expect, it } from "vitest";

import { leadInput, testProject } from "#tests/support/lead-test-data.ts";
import { insertPlots } from "#tests/support/plot-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { toDate } from "#app/db/time.ts";
import { holdPlot } from "#app/domain/plots/plot-holds.server.ts";
import { formatSlotTime, visitMoment } from "#app/domain/visits/index.ts";
import { saveVisitPlan } from "#app/domain/visits/index.server.ts";
import { addDays, formatCalendarDay, indiaDayBounds, indiaToday } from "#app/lib/india-time.ts";
import { addLeadNote } from "./lead-actions.server.ts";
import { storeLead } from "./leads.server.ts";
import { saveVisitOutcome } from "./lead-visit.server.ts";
import { personOfLead } from "./people.server.ts";
import type { PersonPageView } from "./person-page-view.ts";
import { getPersonPage } from "./person-page.server.ts";
import { changeVisitByBuyer } from "./visit-changes.server.ts";

const meena = { name: "Meena Raman" };

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe.each(testEngines)("a buyer's timeline on $name", (engine) => {
  const db = useTestDatabase(engine);
  let n = 0;
  const phone = () => `+9193${String(++n).padStart(8, "0")}`;

  async function pageOf(leadId: string, now = new Date()): Promise<PersonPageView> {
    const page = await getPersonPage(db(), await personOfLead(db(), leadId), { workableBy: null }, now);
    if (!page || page === "forbidden" || "redirect" in page) throw new Error("no page");
    return page;
  }

  it("shows each lead's message under the lead it came with, and no message for a lead without one", async () => {
    const buyer = phone();
    const enquiry = await storeLead(
      db(),
      leadInput({ phone: buyer, message: "East facing, near the gate?" }),
    );
    const silent = await storeLead(db(), leadInput({ phone: buyer, message: null }));
    const { timeline } = await pageOf(enquiry.id);
    const messages = timeline.filter((item) => item.kind === "message");
    expect(messages).toEqual([
      expect.objectContaining({ leadId: enquiry.id, text: "East facing, near the gate?", by: null }),
    ]);
    const at = timeline.findIndex((item) => item.key === `lead-${enquiry.id}`);
    expect(timeline[at + 1]).toMatchObject({ kind: "message", leadId: enquiry.id });
    expect(timeline[at + 1]!.when.iso).toBe(timeline[at]!.when.iso);
    expect(timeline.some((item) => item.kind === "message" && item.leadId === silent.id)).toBe(false);
  });

  it("shows the buyer's WhatsApp messages both ways as theirs and ours, and no staff alert", async () => {
    const buyer = phone();
    const lead = await storeLead(db(), leadInput({ phone: buyer }));
    const person = await personOfLead(db(), lead.id);
    const message = (
      id: string,
      fields: { direction: string; purpose: string; body: string; state: string },
    ) =>
      db()
        .insertInto("whatsapp_messages")
        .values({
          id,
          phone: fields.direction === "in" || fields.purpose !== "lead-alert" ? buyer : "+919800000001",
          person_id: fields.direction === "in" ? person : null,
          lead_id: lead.id,
          next_attempt_at: "2026-12-01T10:00:00.000Z",
          created_at: `2026-12-01T10:0${id.length}:00.000Z`,
          state_at: "2026-12-01T10:00:00.000Z",
          sent_by: fields.purpose === "reply" ? "Meena Raman" : null,
          ...fields,
        })
        .execute();
    await message("w1", {
      direction: "out",
      purpose: "lead-alert",
      body: "Template lead_alert: x",
      state: "sent",
    });
    await message("w22", {
      direction: "in",
      purpose: "incoming",
      body: "Is plot 12 free?",
      state: "received",
    });
    await message("w333", { direction: "out", purpose: "reply", body: "Yes, it is.", state: "read" });
    const whatsApp = (await pageOf(lead.id)).timeline.filter((item) => item.kind === "whatsapp");
    expect(whatsApp.map(({ text, by, leadId }) => ({ text, by, leadId }))).toEqual([
      { text: "Yes, it is. (read)", by: "Meena Raman", leadId: lead.id },
      { text: "Replied on WhatsApp: Is plot 12 free?", by: null, leadId: lead.id },
    ]);
  });

  it("shows each site visit once, dated when it was booked, as it stands now: moved, cancelled, came", async () => {
    const projectId = await testProject(db(), `Visits ${engine.name}`);
    const slots = ["10:00", "12:00", "15:00"].flatMap((time) =>
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, time, capacity: 10 })),
    );
    await saveVisitPlan(db(), meena, { id: projectId, name: "Visits" }, { slots, pickupPoints: [] });
    const day = addDays(indiaToday(), 3);
    const buyer = phone();
    const book = async (time: string, visitors: number) =>
      (
        await storeLead(
          db(),
          leadInput({
            kind: "site-visit",
            phone: buyer,
            message: null,
            projectId,
            details: { visitDate: day, timeSlot: formatSlotTime(time) },
            visit: { date: day, time, visitors, pickupPoint: null },
          }),
        )
      ).id;
    const visitOf = async (leadId: string) =>
      db()
        .selectFrom("site_visits")
        .select(["id", "created_at"])
        .where("lead_id", "=", leadId)
        .executeTakeFirstOrThrow();

    const moved = await book("10:00", 2);
    const cancelled = await book("15:00", 1);
    const came = await book("10:00", 3);
    expect(
      await changeVisitByBuyer(db(), (await visitOf(moved)).id, { intent: "move", slot: `${day}T12:00` }),
    ).toEqual({ ok: true });
    expect(await changeVisitByBuyer(db(), (await visitOf(cancelled)).id, { intent: "cancel" })).toEqual({
      ok: true,
    });
    const afterTheVisit = new Date(indiaDayBounds(day)!.end.getTime() + 60 * 60 * 1000);
    expect(
      await saveVisitOutcome(
        db(),
        came,
        form({ outcome: "came", plotsLiked: "12, 14" }),
        meena,
        afterTheVisit,
      ),
    ).toEqual({ ok: true });

    const { timeline } = await pageOf(moved, afterTheVisit);
    const visits = timeline.filter((item) => item.kind === "visit");
    const project = `Visits ${engine.name}`;
    expect(visits.map((item) => [item.leadId, item.text]).sort()).toEqual(
      [
        [
          moved,
          `Site visit to ${project}, ${visitMoment(day, "12:00")}, 2 visitors: booked. Moved from ${formatCalendarDay(day)} at 10:00 AM.`,
        ],
        [cancelled, `Site visit to ${project}, ${visitMoment(day, "15:00")}, 1 visitor: cancelled.`],
        [
          came,
          `Site visit to ${project}, ${visitMoment(day, "10:00")}, 3 visitors: came, plots liked: 12, 14.`,
        ],
      ].sort(),
    );
    for (const item of visits) {
      expect(item.when.iso).toBe(toDate((await visitOf(item.leadId!)).created_at).toISOString());
    }
  });

  it("dates a plot's hold when it was made, by whom, not when the page is read", async () => {
    const projectId = await testProject(db(), `Holds ${engine.name}`);
    const [plotId] = await insertPlots(db(), projectId, [{ number: "21" }]);
    const { id: leadId } = await storeLead(db(), leadInput({ phone: phone(), projectId }));
    expect(
      await holdPlot(db(), meena.name, { id: plotId!, version: 1, holdFor: "", leadId, hours: 24 }),
    ).toEqual({
      ok: true,
    });
    const held = await db()
      .selectFrom("audit_log")
      .select("created_at")
      .where("entity_id", "=", plotId!)
      .where("action", "=", "plot-hold")
      .executeTakeFirstOrThrow();
    expect(await addLeadNote(db(), leadId, "Will bring the advance on Friday.", meena)).toBe(true);

    const { timeline } = await pageOf(leadId, new Date(Date.now() + 2 * 60 * 60 * 1000));
    const hold = timeline.find((item) => item.kind === "hold");
    expect(hold).toMatchObject({ by: meena.name, when: { iso: toDate(held.created_at).toISOString() } });
    expect(hold!.text).toMatch(/^Plot 21 of Holds \w+ on hold until /);
    // The note written after the hold is above it, newest first.
    const kinds = timeline.map((item) => item.kind);
    expect(kinds.indexOf("note")).toBeLessThan(kinds.indexOf("hold"));
  });
});
