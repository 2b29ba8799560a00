import { createHmac } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startFakeGraphApi, type FakeGraphApi } from "#tests/support/fake-graph-api.ts";
import { testProject } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import type { DB } from "#app/db/database.server.ts";
import { parseGoogleForms, saveGoogleFormsForm } from "./ad-lead-forms.server.ts";
import type { MetaSettings } from "./ad-lead-settings.ts";
import { receiveGoogleLead } from "./google-leads.server.ts";
import { signedByMeta } from "#app/lib/meta-webhooks.server.ts";
import {
  metaAttempts,
  metaLeadJob,
  metaRetryDelayMs,
  receiveMetaDelivery,
  verifyMetaSubscription,
} from "./meta-leads.server.ts";

/**
 * Issue "One inbox": the ad platforms' lead forms, against their documented contracts. Google's
 * payload is its webhook's "WebhookLead" as the Google Ads developer documentation gives it (the
 * lead form webhook implementation guide); Meta's delivery and lead are as its "Webhooks for
 * Leads" and "Retrieving Leads" guides give them, the Graph API a fake on loopback.
 */
const formId = "1234567890123456789";
const googleKey = "sri-lakshmi-plots-key";

/** Google's documented payload shape, with a 64-bit form id no JavaScript number holds exactly. */
function googleLead(overrides: Record<string, unknown> = {}): string {
  const lead = {
    lead_id:
      "TeSter-123-ABCDEFGHIJKLMNOPQRSTUVWXYZ-abcdefghijklmnopqrstuvwxyz-0123456789-AaBbCcDdEeFfGgHhIiJjKkLl",
    user_column_data: [
      { column_name: "Full Name", string_value: "Priya Raman", column_id: "FULL_NAME" },
      { column_name: "User Phone", string_value: "+91 98765 43210", column_id: "PHONE_NUMBER" },
      { column_name: "User Email", string_value: "Priya@Example.in", column_id: "EMAIL" },
      { column_name: "City", string_value: "Chennai", column_id: "CITY" },
      { column_name: "What is your budget?", string_value: "25-50 lakh", column_id: "what_is_your_budget?" },
    ],
    api_version: "1.0",
    form_id: "FORM_ID",
    campaign_id: 21544467890,
    google_key: googleKey,
    is_test: false,
    gcl_id: "EAIaIQobChMI-test-click",
    adgroup_id: 20000000000,
    creative_id: 30000000000,
    ...overrides,
  };
  // The ids as Google writes them: bare numbers, the form's with all its digits.
  return JSON.stringify(lead).replace('"FORM_ID"', formId);
}

function metaDelivery(leadgenIds: string[]): Buffer {
  return Buffer.from(
    JSON.stringify({
      object: "page",
      entry: [
        {
          id: "101010101010101",
          time: 1764497700,
          changes: leadgenIds.map((id) => ({
            field: "leadgen",
            value: {
              ad_id: "120210000000000001",
              form_id: "120210000000000002",
              leadgen_id: id,
              created_time: 1764497700,
              page_id: "101010101010101",
              adgroup_id: "120210000000000004",
            },
          })),
        },
      ],
    }),
  );
}

const sign = (body: Buffer, secret: string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

const leadOf = (db: DB, source: string, ref: string) =>
  db
    .selectFrom("leads")
    .selectAll()
    .where("source", "=", source)
    .where("source_ref", "=", ref)
    .executeTakeFirst();

describe("the Google Ads lead forms' keys in Settings", () => {
  it("reads a line a form, and names the line that is not one", () => {
    expect(parseGoogleForms(`${formId}, ${googleKey}, Green Meadows\n\n42, another-key-1`)).toEqual({
      forms: [
        { formId, key: googleKey, projectName: "Green Meadows" },
        { formId: "42", key: "another-key-1", projectName: "" },
      ],
    });
    expect(parseGoogleForms("42, short")).toEqual({
      error: "Line 1: write the form's ID (digits), a comma and its key (8 or more characters).",
    });
    expect(parseGoogleForms(`42, another-key-1\n42, another-key-2`)).toEqual({
      error: "Line 2: form 42 is listed twice.",
    });
  });
});

describe("the wait before Meta's lead is fetched again", () => {
  const second = 1000;
  const hour = 60 * 60 * second;

  it("doubles from 30 seconds after each failure, up to an hour", () => {
    expect(Array.from({ length: 9 }, (_, i) => metaRetryDelayMs(i + 1) / second)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
    for (let attempt = 2; attempt <= metaAttempts.passing; attempt++) {
      expect(metaRetryDelayMs(attempt)).toBeGreaterThanOrEqual(metaRetryDelayMs(attempt - 1));
    }
    expect(metaRetryDelayMs(metaAttempts.passing)).toBe(hour);
    expect(metaRetryDelayMs(1000)).toBe(hour);
  });

  it("tries for about a day before the last try", () => {
    let waited = 0;
    for (let attempt = 1; attempt < metaAttempts.passing; attempt++) waited += metaRetryDelayMs(attempt);
    expect(waited).toBeGreaterThan(20 * hour);
    expect(waited).toBeLessThan(26 * hour);
  });
});

describe.each(testEngines)("ad platforms' leads on $name", (engine) => {
  const db = useTestDatabase(engine);
  let graph: FakeGraphApi;
  beforeAll(async () => {
    graph = await startFakeGraphApi();
    await testProject(db(), "Green Meadows");
    const form = new FormData();
    form.set("googleForms", `${formId}, ${googleKey}, green meadows`);
    await saveGoogleFormsForm(db(), "Meena", form);
  });
  afterAll(() => graph.close());

  it("stores Google's documented lead once, with its campaign, click id and project", async () => {
    const first = await receiveGoogleLead(db(), googleLead(), { envKey: undefined });
    expect(first).toMatchObject({ status: 200, body: { stored: true } });
    const again = await receiveGoogleLead(db(), googleLead(), { envKey: undefined });
    expect(again).toMatchObject({ status: 200, body: { stored: false }, leadId: first.leadId });
    const lead = (await leadOf(db(), "google-ads", JSON.parse(googleLead()).lead_id))!;
    const project = await db()
      .selectFrom("projects")
      .select("id")
      .where("name", "=", "Green Meadows")
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      id: first.leadId,
      kind: "enquiry",
      name: "Priya Raman",
      phone: "+919876543210",
      email: "priya@example.in",
      campaign: "21544467890",
      project_id: project.id,
      message: "What is your budget?: 25-50 lakh",
      details: JSON.stringify({ location: "Chennai" }),
    });
    expect(JSON.parse(lead.last_touch)).toEqual({ gclid: "EAIaIQobChMI-test-click" });
    expect(Number(lead.test)).toBe(0);
    const alert = await db()
      .selectFrom("lead_alerts")
      .select("state")
      .where("lead_id", "=", lead.id)
      .executeTakeFirst();
    expect(alert?.state).toBe("pending");
  });

  it("keeps a test lead apart and alerts nobody", async () => {
    const answer = await receiveGoogleLead(db(), googleLead({ lead_id: "test-lead-1", is_test: true }), {
      envKey: undefined,
    });
    expect(answer.status).toBe(200);
    const lead = (await leadOf(db(), "google-ads", "test-lead-1"))!;
    expect(Boolean(Number(lead.test))).toBe(true);
    expect(
      await db().selectFrom("lead_alerts").select("state").where("lead_id", "=", lead.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("refuses a wrong key, an unknown form, broken JSON and a lead without an id, storing nothing", async () => {
    const before = await db()
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(
      await receiveGoogleLead(db(), googleLead({ lead_id: "x1", google_key: "not-the-key" }), {
        envKey: undefined,
      }),
    ).toEqual({
      status: 403,
      body: { error: "Wrong google_key." },
    });
    const unknownForm = googleLead({ lead_id: "x2" }).replace(formId, "99");
    expect(await receiveGoogleLead(db(), unknownForm, { envKey: undefined })).toEqual({
      status: 403,
      body: { error: "Unknown lead form." },
    });
    expect(await receiveGoogleLead(db(), "{ not json", { envKey: undefined })).toEqual({
      status: 400,
      body: { error: "The body is not JSON." },
    });
    expect(await receiveGoogleLead(db(), googleLead({ lead_id: "" }), { envKey: undefined })).toMatchObject({
      status: 400,
    });
    expect(await receiveGoogleLead(db(), "[1, 2]", { envKey: undefined })).toMatchObject({ status: 400 });
    const after = await db()
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // GOOGLE_LEADS_KEY takes a form Settings do not list.
    const scripted = googleLead({ lead_id: "x3", google_key: "scripted-key-1" }).replace(formId, "99");
    expect(await receiveGoogleLead(db(), scripted, { envKey: "scripted-key-1" })).toMatchObject({
      status: 200,
    });
  });

  const meta: () => MetaSettings = () => ({
    appSecret: "meta-app-secret-0123456789",
    verifyToken: "verify-me-please",
    pageToken: "page-token-0123456789",
    graphUrl: graph.url,
  });

  it("answers Meta's subscription check only with the verify token", () => {
    const check = (token: string, mode = "subscribe") =>
      verifyMetaSubscription(
        new URLSearchParams({ "hub.mode": mode, "hub.verify_token": token, "hub.challenge": "1158201444" }),
        meta(),
      );
    expect(check("verify-me-please")).toEqual({ status: 200, text: "1158201444" });
    expect(check("wrong-token")).toMatchObject({ status: 403 });
    expect(check("verify-me-please", "unsubscribe")).toMatchObject({ status: 403 });
    expect(verifyMetaSubscription(new URLSearchParams(), undefined)).toMatchObject({ status: 404 });
  });

  it("stores each signed delivery's leads once, and refuses one not signed with the app secret", async () => {
    const body = metaDelivery(["4444444444441", "4444444444442"]);
    expect(signedByMeta(body, sign(body, meta().appSecret), meta().appSecret)).toBe(true);
    expect(await receiveMetaDelivery(db(), body, sign(body, "another-secret"), meta())).toMatchObject({
      status: 401,
      events: 0,
    });
    expect(await receiveMetaDelivery(db(), body, null, meta())).toMatchObject({ status: 401, events: 0 });
    const tampered = Buffer.from(body.toString().replace("4444444444442", "4444444444443"));
    expect(await receiveMetaDelivery(db(), tampered, sign(body, meta().appSecret), meta())).toMatchObject({
      status: 401,
    });
    expect(await receiveMetaDelivery(db(), body, sign(body, meta().appSecret), meta())).toMatchObject({
      status: 200,
      events: 2,
    });
    expect(await receiveMetaDelivery(db(), body, sign(body, meta().appSecret), meta())).toMatchObject({
      status: 200,
      events: 0,
    });
    const broken = Buffer.from("{ nope");
    expect(await receiveMetaDelivery(db(), broken, sign(broken, meta().appSecret), meta())).toMatchObject({
      status: 400,
    });
    const events = await db().selectFrom("hook_events").selectAll().where("source", "=", "meta").execute();
    expect(events.map((event) => event.external_id).sort()).toEqual(["4444444444441", "4444444444442"]);
    expect(JSON.parse(events[0]!.payload)).not.toHaveProperty("field_data");
  });

  it("fetches Meta's leads in the background, waiting longer while the Graph API is down, slow or failing", async () => {
    graph.leads.set("4444444444441", {
      campaignName: "Oragadam Diwali",
      fields: {
        full_name: "Arun Kumar",
        phone_number: "+919000011111",
        email: "arun@example.in",
        city: "Coimbatore",
        "when_do_you_want_to_buy?": "in_3_months",
      },
    });
    graph.leads.set("4444444444442", { fields: { full_name: "Kavitha", phone_number: "09000022222" } });
    let stored = 0;
    const errors: string[] = [];
    const job = metaLeadJob({
      db: db(),
      settings: meta(),
      stored: () => stored++,
      log: { info() {}, error: (line) => errors.push(line) },
      timeoutMs: 300,
    });
    const event = (id: string) =>
      db().selectFrom("hook_events").selectAll().where("external_id", "=", id).executeTakeFirstOrThrow();
    let now = new Date(Date.now() + 1000);

    for (const mode of ["down", "slow", "error"] as const) {
      graph.mode = mode;
      await job.run(now);
      now = new Date(now.getTime() + metaRetryDelayMs(10));
    }
    expect(await event("4444444444441")).toMatchObject({ state: "pending", attempts: 3 });
    expect(errors.join("\n")).toMatch(
      /could not be reached[\s\S]*did not answer in time[\s\S]*answered 500 \(error 2\)/,
    );
    expect(errors.join("\n")).not.toContain(meta().pageToken);

    graph.mode = "ok";
    await job.run(now);
    expect(stored).toBe(2);
    const arun = (await leadOf(db(), "meta-ads", "4444444444441"))!;
    expect(arun).toMatchObject({
      id: (await event("4444444444441")).lead_id,
      name: "Arun Kumar",
      phone: "+919000011111",
      email: "arun@example.in",
      campaign: "Oragadam Diwali",
      message: "When do you want to buy?: in_3_months",
    });
    expect((await leadOf(db(), "meta-ads", "4444444444442"))!.phone).toBe("+919000022222");
    expect(await event("4444444444441")).toMatchObject({ state: "done", attempts: 4 });
    expect(graph.requests.at(-1)).toMatchObject({
      token: meta().pageToken,
      fields: expect.stringContaining("field_data"),
    });
    // Run again: nothing is due, nothing is fetched or stored twice.
    const asked = graph.requests.length;
    await job.run(new Date(now.getTime() + 60_000));
    expect(graph.requests.length).toBe(asked);
    expect(stored).toBe(2);
  });

  it("waits longer after each failure, and gives a lead up after the last allowed one, storing nothing", async () => {
    const leadgenId = "4444444444450";
    const start = new Date(Date.now() + 1000);
    const body = metaDelivery([leadgenId]);
    await receiveMetaDelivery(db(), body, sign(body, meta().appSecret), meta(), start);
    // Meta has the lead, but answers a passing error (500, code 2) every time it is asked.
    graph.leads.set(leadgenId, { fields: { full_name: "Never Stored", phone_number: "+919000033333" } });
    graph.mode = "error";
    let stored = 0;
    const errors: string[] = [];
    const job = metaLeadJob({
      db: db(),
      settings: meta(),
      stored: () => stored++,
      log: { info() {}, error: (line) => errors.push(line) },
      timeoutMs: 300,
    });
    const event = () =>
      db()
        .selectFrom("hook_events")
        .selectAll()
        .where("external_id", "=", leadgenId)
        .executeTakeFirstOrThrow();

    let now = start;
    let lastWait = 0;
    for (let attempt = 1; attempt <= metaAttempts.passing; attempt++) {
      await job.run(now);
      const after = await event();
      const last = attempt === metaAttempts.passing;
      expect(after).toMatchObject({
        state: last ? "failed" : "pending",
        attempts: attempt,
        last_error: "the Graph API answered 500 (error 2)",
      });
      const wait = new Date(after.next_attempt_at).getTime() - now.getTime();
      expect(wait).toBe(metaRetryDelayMs(attempt));
      expect(wait).toBeGreaterThanOrEqual(lastWait);
      lastWait = wait;
      now = new Date(after.next_attempt_at);
    }
    expect(lastWait).toBeGreaterThan(metaRetryDelayMs(1));
    expect(errors.at(-2)).toContain(
      `Meta lead ${leadgenId} not fetched (attempt ${metaAttempts.passing - 1}, tried again later)`,
    );
    expect(errors.at(-1)).toBe(
      `Meta lead ${leadgenId} not fetched (attempt ${metaAttempts.passing}, given up): the Graph API answered 500 (error 2)`,
    );

    // Meta answers again: a lead given up is not asked for, and nothing was stored.
    graph.mode = "ok";
    const asked = graph.requests.length;
    await job.run(new Date(now.getTime() + metaRetryDelayMs(metaAttempts.passing)));
    expect(graph.requests.length).toBe(asked);
    expect(stored).toBe(0);
    expect(await leadOf(db(), "meta-ads", leadgenId)).toBeUndefined();
    expect((await event()).lead_id).toBeNull();
  });

  it("gives a lead up after a refused token three times", async () => {
    const body = metaDelivery(["4444444444449"]);
    await receiveMetaDelivery(db(), body, sign(body, meta().appSecret), meta());
    graph.mode = "refuse";
    const job = metaLeadJob({
      db: db(),
      settings: meta(),
      stored() {},
      log: { info() {}, error() {} },
      timeoutMs: 300,
    });
    let now = new Date(Date.now() + 1000);
    for (let i = 0; i < 3; i++) {
      await job.run(now);
      now = new Date(now.getTime() + metaRetryDelayMs(10));
    }
    const event = await db()
      .selectFrom("hook_events")
      .selectAll()
      .where("external_id", "=", "4444444444449")
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      state: "failed",
      attempts: 3,
      last_error: "the Graph API answered 400 (error 190)",
    });
    graph.mode = "ok";
  });
});
