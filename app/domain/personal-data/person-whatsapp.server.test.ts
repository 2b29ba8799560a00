import { describe, expect, it } from "vitest";

import { leadInput } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { storeLead } from "#app/domain/leads/leads.server.ts";
import { personOfLead } from "#app/domain/leads/people.server.ts";
import { erasePersonData, personDataFile } from "./personal-data.server.ts";

/**
 * Issue "WhatsApp channel" under the DPDP Act: a person's WhatsApp messages are in their download
 * and go with their erasure; their STOP stays, so that nothing is ever sent to the number again.
 */
const owner = { name: "Meena Raman" };

describe.each(testEngines)("a person's WhatsApp messages on $name", (engine) => {
  const db = useTestDatabase(engine);

  async function buyerWithMessages(phone: string) {
    const lead = await storeLead(db(), leadInput({ phone }));
    const person = await personOfLead(db(), lead.id);
    const rows = [
      {
        id: `${phone}-alert`,
        direction: "out",
        purpose: "lead-alert",
        body: "Template lead_alert",
        to: "+919800000001",
      },
      { id: `${phone}-in`, direction: "in", purpose: "incoming", body: "Is plot 12 free?", to: phone },
      { id: `${phone}-reply`, direction: "out", purpose: "reply", body: "Yes, it is.", to: phone },
    ];
    for (const [i, row] of rows.entries()) {
      await db()
        .insertInto("whatsapp_messages")
        .values({
          id: row.id,
          direction: row.direction,
          phone: row.to,
          person_id: row.direction === "in" ? person : null,
          lead_id: lead.id,
          purpose: row.purpose,
          body: row.body,
          state: row.direction === "in" ? "received" : "sent",
          next_attempt_at: "2026-12-01T10:00:00.000Z",
          created_at: `2026-12-01T10:0${i}:00.000Z`,
          state_at: `2026-12-01T10:0${i}:00.000Z`,
        })
        .execute();
    }
    await db()
      .insertInto("whatsapp_opt_outs")
      .values({ phone, opted_out_at: "2026-12-01T11:00:00.000Z" })
      .execute();
    return lead.id;
  }

  it("downloads the buyer's messages both ways, not the staff alert of their lead", async () => {
    const phone = "+919300000101";
    const leadId = await buyerWithMessages(phone);
    const file = JSON.parse((await personDataFile(db(), { phone }, owner)).json);
    expect(file.whatsAppMessages).toEqual([
      expect.objectContaining({
        leadId,
        direction: "in",
        phone,
        text: "Is plot 12 free?",
        state: "received",
      }),
      expect.objectContaining({ leadId, direction: "out", phone, text: "Yes, it is.", state: "sent" }),
    ]);
  });

  it("erases the messages with the person and keeps the number's STOP", async () => {
    const phone = "+919300000102";
    await buyerWithMessages(phone);
    await erasePersonData(db(), { phone }, owner);
    expect(
      await db().selectFrom("whatsapp_messages").select("id").where("id", "like", `${phone}-%`).execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom("whatsapp_opt_outs").select("phone").where("phone", "=", phone).execute(),
    ).toEqual([{ phone }]);
  });
});
