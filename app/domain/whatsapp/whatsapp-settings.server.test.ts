import { describe, expect, it } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { whatsAppMessages } from "./whatsapp-model.ts";
import {
  getWhatsAppSettings,
  saveWhatsAppSettingsForm,
  whatsAppFormValues,
} from "./whatsapp-settings.server.ts";

/**
 * Issue "WhatsApp channel": Settings → WhatsApp, where the approved templates are named for each
 * purpose and the sales numbers given; a refused form saves nothing.
 */
describe.each(testEngines)("Settings → WhatsApp on $name", (engine) => {
  const db = useTestDatabase(engine);
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };
  const audits = () =>
    db().selectFrom("audit_log").select(["actor", "entity", "summary"]).orderBy("id").execute();

  it("saves valid template names, Tamil translations of the buyers' ones and sales numbers, and reads them back", async () => {
    const result = await saveWhatsAppSettingsForm(
      db(),
      "Meena",
      form({
        "lead-alert.name": "new_lead_alert",
        "lead-alert.language": "en",
        "acknowledgement.name": "enquiry_received",
        "acknowledgement.language": "en_US",
        "acknowledgement.tamil": "ta",
        "lead-alert.tamil": "ta",
        "follow-up.name": " follow_up_24h ",
        "follow-up.language": "",
        "receipt.name": "",
        "receipt.language": "ta",
        salesNumbers: "98765 43210, +91 91234 56789; 98765 43210",
      }),
    );
    expect(result).toEqual({ toast: { type: "success", message: whatsAppMessages.saved } });
    const saved = await getWhatsAppSettings(db());
    expect(saved).toEqual({
      templates: {
        "lead-alert": { name: "new_lead_alert", language: "en" },
        acknowledgement: { name: "enquiry_received", language: "en_US", tamil: "ta" },
        "follow-up": { name: "follow_up_24h", language: "en" },
      },
      salesNumbers: ["+919876543210", "+919123456789"],
    });
    expect(whatsAppFormValues(saved)).toMatchObject({
      "acknowledgement.name": "enquiry_received",
      "acknowledgement.tamil": "ta",
      "lead-alert.tamil": "",
      "receipt.name": "",
      salesNumbers: "+919876543210, +919123456789",
    });
    expect(await audits()).toEqual([
      {
        actor: "Meena",
        entity: "settings",
        summary: "Updated WhatsApp settings: 3 templates, 2 sales numbers",
      },
    ]);
  });

  it("gives a bad template name, language or sales number back as field errors, and saves nothing", async () => {
    const before = await getWhatsAppSettings(db());
    const fields = {
      "lead-alert.name": "New Lead Alert",
      "lead-alert.language": "en",
      "receipt.name": "payment_received",
      "receipt.language": "english",
      "acknowledgement.name": "enquiry_received",
      "acknowledgement.language": "en",
      "acknowledgement.tamil": "Tamil",
      salesNumbers: "98765 43210, 12345",
    };
    const result = await saveWhatsAppSettingsForm(db(), "Ravi", form(fields));
    expect("errors" in result && result.errors).toEqual({
      "lead-alert.name": whatsAppMessages.templateName,
      "receipt.language": whatsAppMessages.templateLanguage,
      "acknowledgement.tamil": whatsAppMessages.templateTamil,
      salesNumbers: whatsAppMessages.salesNumbers,
    });
    expect("values" in result && result.values).toMatchObject(fields);
    const tooMany = Array.from({ length: 11 }, (_, i) => `+9198765000${String(i).padStart(2, "0")}`).join(
      ", ",
    );
    expect(await saveWhatsAppSettingsForm(db(), "Ravi", form({ salesNumbers: tooMany }))).toMatchObject({
      errors: { salesNumbers: whatsAppMessages.salesNumbers },
    });
    expect(await getWhatsAppSettings(db())).toEqual(before);
    expect((await audits()).filter((a) => a.actor === "Ravi")).toEqual([]);
    const row = await db()
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "whatsapp")
      .executeTakeFirst();
    expect(row === undefined || !row.value.includes("payment_received")).toBe(true);
  });
});
