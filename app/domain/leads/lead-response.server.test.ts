import { afterEach, describe, expect, it } from "vitest";

import { clearLeadTables, leadAt } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { backfillFirstResponses } from "#app/db/migrations/0007-first-response.ts";
import { timestamp, toDateOrNull } from "#app/db/time.ts";
import { defaultBusinessHours } from "#app/domain/settings/index.ts";
import { addLeadNote, assignLead, setLeadStatus } from "./lead-actions.server.ts";
import {
  countNewLeads,
  firstResponseFigures,
  toFirstResponseView,
  waitingListLength,
} from "./lead-response.server.ts";

const meena = { name: "Meena" };
const minute = 60 * 1000;
/** The test clock: Tuesday 3 March 2026, 12:00 in India. */
const now = new Date("2026-03-03T12:00:00+05:30");
const ist = (local: string) => new Date(`${local}+05:30`).toISOString();

describe.each(testEngines)("first responses on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(() => clearLeadTables(db()));

  const firstResponse = async (id: string) =>
    toDateOrNull(
      (
        await db()
          .selectFrom("leads")
          .select("first_response_at")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).first_response_at,
    );

  async function answeredAt(id: string, at: string) {
    await db()
      .updateTable("leads")
      .set({ first_response_at: timestamp(new Date(at)) })
      .where("id", "=", id)
      .execute();
  }

  it("stores the first status change or note, and only the first", async () => {
    const changed = await leadAt(db(), ist("2026-03-01T10:00:00"));
    const noted = await leadAt(db(), ist("2026-03-01T10:00:00"), { phone: "+919000000001" });
    const assigned = await leadAt(db(), ist("2026-03-01T10:00:00"), { phone: "+919000000002" });
    expect(await firstResponse(changed)).toBeNull();

    await setLeadStatus(db(), changed, "Contacted", meena);
    const first = await firstResponse(changed);
    expect(first).not.toBeNull();
    await addLeadNote(db(), changed, "Called back", meena);
    await setLeadStatus(db(), changed, "Negotiation", meena);
    expect(await firstResponse(changed)).toEqual(first);

    await addLeadNote(db(), noted, "No answer, will try at 6", meena);
    expect(await firstResponse(noted)).not.toBeNull();
    // The same status again is no response; assigning is not one either.
    await setLeadStatus(db(), assigned, "New", meena);
    expect(await firstResponse(assigned)).toBeNull();
  });

  it("fills in older leads from the audit log and the notes", async () => {
    const viaStatus = await leadAt(db(), ist("2026-03-01T10:00:00"));
    const viaNote = await leadAt(db(), ist("2026-03-01T10:00:00"), { phone: "+919000000001" });
    const movedSilently = await leadAt(db(), ist("2026-03-01T10:00:00"), { phone: "+919000000002" });
    const untouched = await leadAt(db(), ist("2026-03-01T10:00:00"), { phone: "+919000000003" });
    await setLeadStatus(db(), viaStatus, "Contacted", meena);
    await addLeadNote(db(), viaNote, "Left a message", meena);
    await db()
      .updateTable("audit_log")
      .set({ created_at: ist("2026-03-01T10:04:00") })
      .where("entity_id", "=", viaStatus)
      .execute();
    await db()
      .updateTable("lead_notes")
      .set({ created_at: ist("2026-03-01T10:09:00") })
      .where("lead_id", "=", viaNote)
      .execute();
    // Moved on before anything was logged: the last status change is the best there is.
    await db()
      .updateTable("leads")
      .set({ status: "Won", status_changed_at: ist("2026-03-02T11:00:00") })
      .where("id", "=", movedSilently)
      .execute();
    await db().updateTable("leads").set({ first_response_at: null }).execute();

    await backfillFirstResponses(db());
    expect(await firstResponse(viaStatus)).toEqual(new Date(ist("2026-03-01T10:04:00")));
    expect(await firstResponse(viaNote)).toEqual(new Date(ist("2026-03-01T10:09:00")));
    expect(await firstResponse(movedSilently)).toEqual(new Date(ist("2026-03-02T11:00:00")));
    expect(await firstResponse(untouched)).toBeNull();
  });

  it("gives the median first response of the last 30 days and who waits too long, in business hours", async () => {
    // Answered in 2, 4 and 30 business minutes; the one from Sunday counts from Monday 9:00.
    const fast = await leadAt(db(), ist("2026-03-02T10:00:00"));
    await answeredAt(fast, ist("2026-03-02T10:02:00"));
    const sunday = await leadAt(db(), ist("2026-03-01T15:00:00"), { phone: "+919000000001" });
    await answeredAt(sunday, ist("2026-03-02T09:04:00"));
    const slow = await leadAt(db(), ist("2026-03-02T18:50:00"), { phone: "+919000000002" });
    await answeredAt(slow, ist("2026-03-03T09:20:00"));
    // Older than 30 days, and spam: left out.
    const old = await leadAt(db(), ist("2026-01-10T10:00:00"), { phone: "+919000000003" });
    await answeredAt(old, ist("2026-01-12T10:00:00"));
    await leadAt(db(), ist("2026-03-03T09:00:00"), { phone: "+919000000004", spamReason: "honeypot" });
    // Waiting: since 11:00 today (an hour), since 11:56 (four minutes: not yet late), and since
    // Saturday 18:30 (half an hour on Saturday, ten hours on Monday, three today).
    const hour = await leadAt(db(), ist("2026-03-03T11:00:00"), { name: "Hour", phone: "+919000000005" });
    await leadAt(db(), ist("2026-03-03T11:56:00"), { name: "Fresh", phone: "+919000000006" });
    const weekend = await leadAt(db(), ist("2026-02-28T18:30:00"), {
      name: "Weekend",
      phone: "+919000000007",
    });

    const figures = await firstResponseFigures(db(), defaultBusinessHours, now);
    expect(figures.medianMs).toBe(4 * minute);
    expect(figures.answered).toBe(3);
    expect(figures.waiting).toEqual([
      { id: weekend, name: "Weekend", kind: "enquiry", waitedMs: 30 * minute + 13 * 60 * minute },
      { id: hour, name: "Hour", kind: "enquiry", waitedMs: 60 * minute },
    ]);
    expect(toFirstResponseView(figures, defaultBusinessHours)).toEqual({
      median: "4 min",
      answered: 3,
      hours: "Mon–Sat 9:00–19:00 IST",
      waitingCount: 2,
      waiting: [
        { id: weekend, name: "Weekend", kind: "enquiry", waited: "13 h 30 min" },
        { id: hour, name: "Hour", kind: "enquiry", waited: "1 h" },
      ],
    });
    // An hour later the fresh one is late too.
    const later = await firstResponseFigures(
      db(),
      defaultBusinessHours,
      new Date(now.getTime() + 60 * minute),
    );
    expect(later.waiting.map((lead) => lead.name)).toEqual(["Weekend", "Hour", "Fresh"]);
  });

  it("lists only the longest waits, and has no median before any answer", async () => {
    for (let i = 0; i < waitingListLength + 2; i += 1) {
      await leadAt(db(), ist(`2026-03-02T1${i}:00:00`), { name: `Lead ${i}`, phone: `+91900000001${i}` });
    }
    const view = toFirstResponseView(
      await firstResponseFigures(db(), defaultBusinessHours, now),
      defaultBusinessHours,
    );
    expect(view.median).toBeNull();
    expect(view.waitingCount).toBe(waitingListLength + 2);
    expect(view.waiting).toHaveLength(waitingListLength);
    expect(view.waiting[0]?.name).toBe("Lead 0");
  });

  it("counts the leads still New for the sidebar, spam left out", async () => {
    const a = await leadAt(db(), ist("2026-03-01T10:00:00"));
    await leadAt(db(), ist("2026-03-01T10:00:00"), { phone: "+919000000001" });
    await leadAt(db(), ist("2026-03-01T10:00:00"), { phone: "+919000000002", spamReason: "too-fast" });
    expect(await countNewLeads(db())).toBe(2);
    await setLeadStatus(db(), a, "Contacted", meena);
    await assignLead(db(), a, null, meena);
    expect(await countNewLeads(db())).toBe(1);
  });
});
