import { describe, expect, it } from "vitest";

import { timestamp } from "#app/db/time.ts";
import { verifyBrochureToken } from "#app/domain/media/brochures.server.ts";
import { testProject, testStaffMember } from "#tests/support/lead-test-data.ts";
import { testEngines } from "#tests/support/test-engines.ts";
import {
  consent,
  day,
  minute,
  now,
  params,
  secret,
  siteUrl,
  template,
  useWhatsAppTriggers,
} from "#tests/support/whatsapp-test-setup.ts";
import { agreedToWhatsApp } from "./whatsapp-triggers.server.ts";

/**
 * Issue "WhatsApp channel": what a new lead queues, each message once (visits and receipts:
 * whatsapp-triggers-visits.server.test.ts). The clock is fixed: Monday 2 March 2026, 10:00 in India.
 */
describe("whether a consent line agrees to WhatsApp", () => {
  it("names WhatsApp as a word, in any case", () => {
    expect(agreedToWhatsApp(consent)).toBe(true);
    expect(agreedToWhatsApp("You may message me on whatsapp.")).toBe(true);
    expect(agreedToWhatsApp("By sending this form you agree that we may call you.")).toBe(false);
    expect(agreedToWhatsApp(null)).toBe(false);
  });
});

describe.each(testEngines)("what a new lead queues on WhatsApp on $name", (engine) => {
  const { db, run, settings, lead, messages } = useWhatsAppTriggers(engine);

  it("acknowledges a website lead whose consent names WhatsApp, with the project and a brochure link", async () => {
    await settings({ acknowledgement: { name: "enquiry_received", language: "en_US" } });
    const projectId = await testProject(db(), `Green Meadows ${engine.name}`);
    await db()
      .updateTable("projects")
      .set({ brochure: "brochures/green.pdf" })
      .where("id", "=", projectId)
      .execute();
    const website = await lead({ projectId, phone: "+919876543210" });
    await lead({ projectId, phone: "+919876543211", source: "meta-ads", sourceRef: "ad-1", consent: null });
    await lead({
      projectId,
      phone: "+919876543212",
      consent: "By sending this form you agree that we may call you.",
    });
    await run();
    const [ack, ...others] = await messages("acknowledgement");
    expect(others).toEqual([]);
    const person = await db()
      .selectFrom("leads")
      .select("person_id")
      .where("id", "=", website)
      .executeTakeFirst();
    expect(ack).toMatchObject({
      direction: "out",
      phone: "+919876543210",
      lead_id: website,
      person_id: person!.person_id,
      template: "enquiry_received",
      language: "en_US",
      state: "queued",
      dedupe_key: `acknowledgement:${website}`,
    });
    const [name, project, link] = params(ack!);
    expect([name, project]).toEqual(["Priya Raman", `Green Meadows ${engine.name}`]);
    const prefix = `${siteUrl}/project/${projectId}/brochure?token=`;
    expect(link!.startsWith(prefix)).toBe(true);
    const token = link!.slice(prefix.length);
    expect(verifyBrochureToken(secret, projectId, token, now.getTime() + 6 * day)).toBe(true);
    expect(verifyBrochureToken(secret, projectId, token, now.getTime() + 8 * day)).toBe(false);
  });

  it("links the project's page when it has no brochure, and the projects without a project", async () => {
    await settings({ acknowledgement: template("enquiry_received") });
    const projectId = await testProject(db(), `No Brochure ${engine.name}`);
    await lead({ projectId, phone: "+919876543220" });
    await lead({ projectId: null, phone: "+919876543221" });
    const rows = await messages("acknowledgement");
    expect(rows).toEqual([]);
    await run();
    expect((await messages("acknowledgement")).map(params)).toEqual([
      ["Priya Raman", `No Brochure ${engine.name}`, `${siteUrl}/project/${projectId}`],
      ["Priya Raman", "our projects", `${siteUrl}/projects`],
    ]);
  });

  it("acknowledges a buyer who wrote from a Tamil page in the template's Tamil translation, when it has one", async () => {
    const projectId = await testProject(db(), `Tamil Ack ${engine.name}`);
    await db().updateTable("projects").set({ name_ta: "தமிழ் மனைகள்" }).where("id", "=", projectId).execute();
    await settings({ acknowledgement: { name: "enquiry_received", language: "en", tamil: "ta" } });
    await lead({ projectId, phone: "+919876543250", language: "ta" });
    await lead({ projectId: null, phone: "+919876543251", language: "ta" });
    await lead({ projectId, phone: "+919876543252" });
    await run();
    expect((await messages("acknowledgement")).map((r) => [r.language, ...params(r)])).toEqual([
      ["ta", "Priya Raman", "தமிழ் மனைகள்", `${siteUrl}/ta/project/${projectId}`],
      ["ta", "Priya Raman", "எங்கள் திட்டங்கள்", `${siteUrl}/ta/projects`],
      ["en", "Priya Raman", `Tamil Ack ${engine.name}`, `${siteUrl}/project/${projectId}`],
    ]);
    // Without a Tamil translation the English template goes, with English words and the Tamil page.
    await db().deleteFrom("whatsapp_messages").execute();
    await db().deleteFrom("settings").where("key", "=", "whatsapp").execute();
    await settings({ acknowledgement: template("enquiry_received") });
    await run();
    expect((await messages("acknowledgement")).slice(0, 1).map((r) => [r.language, ...params(r)])).toEqual([
      ["en", "Priya Raman", `Tamil Ack ${engine.name}`, `${siteUrl}/ta/project/${projectId}`],
    ]);
  });

  it("alerts the lead's executive on their own number only", async () => {
    await settings({ "lead-alert": template("new_lead_alert") }, ["+919000000002"]);
    const executive = await testStaffMember(db(), "Meena");
    await db()
      .insertInto("staff_phones")
      .values({ user_id: executive, whatsapp: "+919000000001", updated_at: timestamp(now) })
      .execute();
    const projectId = await testProject(db(), `Alerted ${engine.name}`);
    const id = await lead({
      projectId,
      assignedTo: executive,
      source: "meta-ads",
      sourceRef: "ad-2",
      consent: null,
    });
    await run();
    const rows = await messages("lead-alert");
    expect(rows.map((r) => [r.phone, r.lead_id, r.template, r.dedupe_key])).toEqual([
      ["+919000000001", id, "new_lead_alert", `lead-alert:${id}:+919000000001`],
    ]);
    expect(params(rows[0]!)).toEqual([
      "Priya Raman",
      `Alerted ${engine.name}`,
      `${siteUrl}/admin/leads/${id}`,
    ]);
  });

  it("alerts every sales number when the lead's executive has no number", async () => {
    await settings({ "lead-alert": template("new_lead_alert") }, ["+919000000002", "+919000000003"]);
    const executive = await testStaffMember(db(), "Ravi");
    const assigned = await lead({ assignedTo: executive, phone: "+919876543230" });
    const unassigned = await lead({ phone: "+919876543231" });
    await run();
    const rows = await messages("lead-alert");
    expect(rows.map((r) => r.dedupe_key).sort()).toEqual(
      [
        `lead-alert:${assigned}:+919000000002`,
        `lead-alert:${assigned}:+919000000003`,
        `lead-alert:${unassigned}:+919000000002`,
        `lead-alert:${unassigned}:+919000000003`,
      ].sort(),
    );
    expect(rows.every((r) => r.lead_id === assigned || r.lead_id === unassigned)).toBe(true);
    // Neither lead names a project.
    expect(rows.map((r) => params(r)[1])).toEqual(Array(4).fill("no project named"));
  });

  it("queues each message once however often it runs", async () => {
    await settings(
      { "lead-alert": template("new_lead_alert"), acknowledgement: template("enquiry_received") },
      ["+919000000002"],
    );
    await lead({ phone: "+919876543250" });
    await run();
    await run(new Date(now.getTime() + 30_000));
    await Promise.all([run(new Date(now.getTime() + 60_000)), run(new Date(now.getTime() + 60_000))]);
    expect((await messages("lead-alert")).length).toBe(1);
    expect((await messages("acknowledgement")).length).toBe(1);
  });

  it("queues nothing to a buyer who wrote STOP, and still alerts the staff", async () => {
    await settings(
      { "lead-alert": template("new_lead_alert"), acknowledgement: template("enquiry_received") },
      ["+919000000002"],
    );
    await db()
      .insertInto("whatsapp_opt_outs")
      .values({ phone: "+919876543260", opted_out_at: timestamp(now) })
      .execute();
    await lead({ phone: "+919876543260" });
    await run();
    expect(await messages("acknowledgement")).toEqual([]);
    expect((await messages("lead-alert")).map((r) => r.phone)).toEqual(["+919000000002"]);
  });

  it("looks back an hour for leads stored here, and leaves test and spam leads alone", async () => {
    await settings({ acknowledgement: template("enquiry_received") });
    await lead({ phone: "+919876543270" }, new Date(now.getTime() - 61 * minute));
    await lead({ phone: "+919876543271", test: true });
    await lead({ phone: "+919876543272", spamReason: "honeypot" });
    const recent = await lead({ phone: "+919876543273" }, new Date(now.getTime() - 59 * minute));
    const edge = await lead({ phone: "+919876543274" }, new Date(now.getTime() - 60 * minute));
    await run();
    expect((await messages("acknowledgement")).map((r) => r.lead_id)).toEqual([recent, edge]);
  });

  it("alerts nobody of leads brought from a file or typed in by staff, as the alert mails do not", async () => {
    await settings(
      { "lead-alert": template("new_lead_alert"), acknowledgement: template("enquiry_received") },
      ["+919000000002"],
    );
    // A spreadsheet's row without a date is received now; its import asks for no alert.
    await lead({
      phone: "+919876543295",
      source: "spreadsheet",
      consent: null,
      alert: false,
      receivedAt: now,
    });
    // A file's row of a website enquiry, with its consent line: no acknowledgement either.
    await lead({ phone: "+919876543294", source: "website", alert: false, receivedAt: now });
    await lead({ phone: "+919876543293", source: "walk-in", consent: null, alert: false, receivedAt: now });
    // The same run alerts of a lead that came by itself.
    const website = await lead({ phone: "+919876543292" });
    await run();
    expect((await messages("lead-alert")).map((r) => r.lead_id)).toEqual([website]);
    expect((await messages("acknowledgement")).map((r) => r.lead_id)).toEqual([website]);
  });

  it("alerts the staff of an ad lead stored now that the ad platform received two hours ago", async () => {
    await settings({ "lead-alert": template("new_lead_alert") }, ["+919000000002"]);
    // Meta's lead is fetched (retried) late and stored with its created_time as when it was received.
    const id = await lead(
      {
        phone: "+919876543296",
        source: "meta-ads",
        sourceRef: "late-1",
        consent: null,
        receivedAt: new Date(now.getTime() - 2 * 60 * minute),
      },
      now,
    );
    await run();
    expect((await messages("lead-alert")).map((r) => r.lead_id)).toEqual([id]);
  });
});
