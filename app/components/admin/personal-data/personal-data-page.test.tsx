import { describe, expect, it } from "vitest";

import { ConfirmProvider } from "#app/components/ui/confirm-provider.tsx";
import { createBooking } from "#app/domain/bookings/index.server.ts";
import { addLeadNote } from "#app/domain/leads/lead-actions.server.ts";
import { recordLead, storeLead } from "#app/domain/leads/leads.server.ts";
import { erasePersonData, findPersonData } from "#app/domain/personal-data/personal-data.server.ts";
import { describeHeld, personalDataMessages } from "#app/domain/personal-data/personal-data-view.ts";
import { visitMoment } from "#app/domain/visits/index.ts";
import { recordVisitOutcome, saveVisitPlan } from "#app/domain/visits/index.server.ts";
import { addDays, indiaToday } from "#app/lib/india-time.ts";
import { leadInput, testProject } from "#tests/support/lead-test-data.ts";
import { markupAt, textOf } from "#tests/support/markup.tsx";
import { insertPlots } from "#tests/support/plot-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";

import { eraseRequest } from "./person-data.tsx";
import { PersonalDataPage } from "./personal-data-page.tsx";

const pager = { page: 1, pageCount: 1, hrefOf: () => "/admin/personal-data", label: "Pages" };
const exportHref = (entryId: number) => `/admin/personal-data?export=${entryId}`;

describe.each(testEngines)("the Personal data page of a buyer with a booking on $name", (engine) => {
  const db = useTestDatabase(engine);

  /** Priya's lead, and plot 7 booked for it with a token of ₹ 1,00,000. */
  async function bookedBuyer() {
    const projectId = await testProject(db(), `Green Meadows ${Math.random()}`);
    const phone = `+9197654${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
    const leadId = await recordLead(db(), leadInput({ phone, email: null, projectId }));
    const [plotId] = await insertPlots(db(), projectId, [{ number: "7" }]);
    const booking = await createBooking(
      db(),
      { id: null, name: "Meena Raman", allLeads: true },
      {
        plotId: plotId!,
        plotVersion: 1,
        leadId,
        buyers: [{ name: "Priya Raman", phone, address: "12 Anna Nagar, Chennai", pan: "" }],
        ratePaise: 155_000,
        premiumPaise: 0,
        discountPaise: 0,
        discountReason: "",
        token: { amountPaise: 10_000_000, mode: "upi", reference: "UPI-4471", receivedOn: "2026-05-10" },
      },
      { discountApprovalPaise: 5_000_000 },
    );
    if (!booking.ok) throw new Error(`Not booked: ${JSON.stringify(booking)}`);
    return { phone, receipt: booking.receipt };
  }

  const pageText = async (phone: string, confirmErase = false) => {
    const person = await findPersonData(db(), { phone });
    return textOf(
      markupAt(
        `/admin/personal-data?q=${encodeURIComponent(phone)}`,
        <ConfirmProvider>
          <PersonalDataPage
            query={phone}
            person={person}
            confirmErase={confirmErase}
            access={[]}
            pager={pager}
            exportHref={exportHref}
          />
        </ConfirmProvider>,
      ),
    );
  };

  it("lists the booking with its receipts, and says plainly that erasing keeps it and why", async () => {
    const { phone, receipt } = await bookedBuyer();
    const text = await pageText(phone);
    expect(text).toContain("1 lead, 1 note and 1 booking.");
    expect(text).toContain("Plot 7");
    expect(text).toContain("Booked");
    expect(text).toContain("₹ 18,60,000");
    expect(text).toContain("Sunday, 10 May 2026");
    expect(text).toContain(`${receipt} · Sunday, 10 May 2026 · ₹ 1,00,000`);
    const kept =
      "1 booking is kept, with its buyers and receipts, because the law requires its records: the Income Tax Act and the GST rules require books of account to be kept for years, and the Digital Personal Data Protection Act, 2023 (section 8(7)) allows keeping what the law requires.";
    expect(text).toContain(kept);
    expect(text).toContain("Erase all");
    // The erasure's question says it too, with JavaScript and without.
    expect(eraseRequest(await findPersonData(db(), { phone })).consequence).toContain(kept);
    expect(await pageText(phone, true)).toContain(`This cannot be undone. ${kept}`);

    const erased = await erasePersonData(db(), { phone }, { name: "Meena Raman" });
    expect(personalDataMessages.erased("1 lead and 1 note", erased.bookingsKept)).toBe(
      "Erased 1 lead and 1 note. 1 booking is kept because the law requires its records.",
    );
    // Afterwards only the kept booking is held: it can be downloaded, there is nothing to erase.
    const after = await pageText(phone);
    expect(after).toContain("1 booking.");
    expect(after).toContain("Plot 7");
    expect(after).toContain(kept);
    expect(after).toContain("Download all");
    expect(after).not.toContain("Erase all");
    expect(after).not.toContain(personalDataMessages.nothingHeld);
  });
});

describe.each(testEngines)("the Personal data page of a buyer with a site visit on $name", (engine) => {
  const db = useTestDatabase(engine);
  const owner = { name: "Meena Raman" };
  /** A day two weeks ahead: the project's slot falls on its weekday. */
  const day = addDays(indiaToday(), 14);

  /** Priya's site-visit lead with a note, and her visit: three visitors, picked up at Tambaram. */
  async function visitingBuyer() {
    const name = `Green Meadows ${Math.random()}`;
    const projectId = await testProject(db(), name);
    await saveVisitPlan(
      db(),
      owner,
      { id: projectId, name },
      {
        slots: [{ weekday: new Date(`${day}T00:00:00Z`).getUTCDay(), time: "10:00", capacity: 8 }],
        pickupPoints: ["Tambaram"],
      },
    );
    const phone = `+9196543${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
    const lead = await storeLead(
      db(),
      leadInput({
        kind: "site-visit",
        phone,
        email: null,
        projectId,
        visit: { date: day, time: "10:00", visitors: 3, pickupPoint: "Tambaram" },
      }),
    );
    await addLeadNote(db(), lead.id, "Coming with her parents.", owner);
    return { phone, name, leadId: lead.id };
  }

  const pageText = async (phone: string) =>
    textOf(
      markupAt(
        `/admin/personal-data?q=${encodeURIComponent(phone)}`,
        <ConfirmProvider>
          <PersonalDataPage
            query={phone}
            person={await findPersonData(db(), { phone })}
            confirmErase={false}
            access={[]}
            pager={pager}
            exportHref={exportHref}
          />
        </ConfirmProvider>,
      ),
    );

  it("lists the visit with its project, time, visitors, pickup, status and outcome; erasing removes it", async () => {
    const { phone, name, leadId } = await visitingBuyer();
    const text = await pageText(phone);
    expect(text).toContain("1 lead, 1 note and 1 site visit.");
    expect(text).toContain(`Site visits under ${phone}, latest first`);
    expect(text).toContain(name);
    expect(text).toContain(visitMoment(day, "10:00"));
    expect(text).toContain("Tambaram");
    expect(text).toContain("Booked");
    expect(text).toContain("Not recorded");
    const person = await findPersonData(db(), { phone });
    expect(eraseRequest(person).consequence).toContain("their site visits are deleted");

    const visit = await db()
      .selectFrom("site_visits")
      .select("id")
      .where("lead_id", "=", leadId)
      .executeTakeFirstOrThrow();
    await db()
      .transaction()
      .execute((trx) =>
        recordVisitOutcome(trx, visit.id, { outcome: "no-show", plotsLiked: null, note: null }, new Date()),
      );
    expect(await pageText(phone)).toContain("Did not come");

    const erased = await erasePersonData(db(), { phone }, owner);
    expect(personalDataMessages.erased(describeHeld(erased), erased.bookingsKept)).toBe(
      "Erased 1 lead, 1 note and 1 site visit.",
    );
    const after = await pageText(phone);
    expect(after).toContain(personalDataMessages.nothingHeld);
    expect(after).not.toContain("Site visits under");
  });
});
