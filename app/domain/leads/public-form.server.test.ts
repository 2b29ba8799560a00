import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { clientIpContext, servicesContext, type AppServices } from "#app/context.ts";
import type { DB } from "#app/db/database.server.ts";
import { noMetrics } from "#app/lib/metrics.ts";
import { enquirySchema } from "./lead-forms.ts";
import { firstTouchField, messages, referrerField } from "./lead-options.ts";
import {
  answerPublicForm,
  asksForJson,
  jsonAnswerMiddleware,
  outcomeQuery,
  readPublicPost,
  type PostOutcome,
  type PublicPost,
} from "./public-form.server.ts";

const schema = z.object({
  name: z.string().min(1, messages.name),
  phone: z.string().regex(/^\d{10}$/, messages.phone),
});

function contextFor(db: DB, limit = 100) {
  const services = {
    db,
    forms: { rateLimit: { limit, windowMs: 60_000 }, minFillMs: 0 },
    leadAlerts: { kick() {}, async stop() {} },
    adLeads: { googleKey: undefined, meta: undefined, kickMeta() {} },
    whatsApp: { config: undefined, kick() {} },
    metrics: noMetrics,
  } as unknown as AppServices; // only what storing a lead uses
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientIpContext, "10.0.0.1");
  return context;
}

const post = (values: Record<string, string>, fromScript: boolean): PublicPost => ({ values, fromScript });

/** A test form: sends the browser to /page with the outcome, or renders the page when told to. */
function testForm(renderPage = false) {
  const seen: PostOutcome<string, { leadId: string }>[] = [];
  return {
    seen,
    form: {
      form: "test",
      schema,
      lead: (input: z.output<typeof schema>) => ({
        kind: "enquiry" as const,
        name: input.name,
        phone: input.phone,
        email: null,
        message: null,
        details: {},
        page: "/page",
        projectId: null,
      }),
      sent: (_input: unknown, leadId: string) => ({ leadId }),
      noScript: (outcome: PostOutcome<"name" | "phone", { leadId: string }>) => {
        seen.push(outcome);
        if (renderPage && outcome.outcome !== "sent") return null;
        return `/page?${outcomeQuery("test", outcome)}#form`;
      },
    },
  };
}

function asData(result: unknown) {
  expect(result).not.toBeInstanceOf(Response);
  const { data, init } = result as { data: unknown; init: ResponseInit };
  return { body: data, status: init.status ?? 200, headers: new Headers(init.headers) };
}

function asRedirect(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(303);
  return response.headers.get("Location");
}

describe.each(testEngines)("answerPublicForm on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    await db().deleteFrom("rate_limits").execute();
  });
  const leadsNamed = (name: string) =>
    db().selectFrom("leads").select(["id", "name", "phone"]).where("name", "=", name).execute();

  it("answers the page's script with the field messages (400), storing nothing", async () => {
    const { form } = testForm();
    const result = await answerPublicForm(contextFor(db()), post({ name: "", phone: "12" }, true), form);
    expect(asData(result)).toMatchObject({
      status: 400,
      body: { ok: false, errors: { name: messages.name, phone: messages.phone } },
    });
    expect(asData(result).headers.get("Cache-Control")).toBe("no-store");
    expect(await db().selectFrom("leads").select("id").execute()).toEqual([]);
  });

  it("sends a browser without JavaScript back with the fields to fix", async () => {
    const { form } = testForm();
    const result = await answerPublicForm(contextFor(db()), post({ name: "Asha", phone: "12" }, false), form);
    expect(asRedirect(result)).toBe("/page?test=invalid&invalid=phone#form");
  });

  it("or renders the page again with what was typed, when the page answers itself", async () => {
    const { form } = testForm(true);
    const result = await answerPublicForm(contextFor(db()), post({ name: "Asha", phone: "12" }, false), form);
    expect(asData(result)).toMatchObject({
      status: 400,
      body: { ok: false, errors: { phone: messages.phone }, values: { name: "Asha", phone: "12" } },
    });
  });

  it("answers a Tamil page in Tamil and records the lead's language", async () => {
    const { form } = testForm(true);
    const tamil = (values: Record<string, string>, fromScript: boolean): PublicPost => ({
      ...post(values, fromScript),
      locale: "ta",
    });
    const refused = asData(
      await answerPublicForm(contextFor(db()), tamil({ name: "", phone: "12" }, true), form),
    );
    expect(refused.body).toMatchObject({
      ok: false,
      errors: { name: "உங்கள் முழுப் பெயரை உள்ளிடவும்.", phone: "சரியான தொலைபேசி எண்ணை உள்ளிடவும்." },
    });
    const page = asData(
      await answerPublicForm(contextFor(db()), tamil({ name: "Asha", phone: "12" }, false), form),
    );
    expect(page.body).toMatchObject({ errors: { phone: "சரியான தொலைபேசி எண்ணை உள்ளிடவும்." } });

    await answerPublicForm(contextFor(db()), tamil({ name: "Tamil Buyer", phone: "9876543210" }, true), form);
    await answerPublicForm(
      contextFor(db()),
      post({ name: "English Buyer", phone: "9876543211" }, true),
      form,
    );
    const languages = await db()
      .selectFrom("leads")
      .select(["name", "language"])
      .where("name", "in", ["Tamil Buyer", "English Buyer"])
      .orderBy("name")
      .execute();
    expect(languages).toEqual([
      { name: "English Buyer", language: "en" },
      { name: "Tamil Buyer", language: "ta" },
    ]);
  });

  it("reads a post's language from the page it came from", async () => {
    const form = (url: string, fields: Record<string, string>) =>
      readPublicPost(
        new Request(url, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        }),
      );
    expect((await form("http://localhost/enquiry", { page: "/ta/project/x" })).locale).toBe("ta");
    expect((await form("http://localhost/enquiry", { page: "/project/x" })).locale).toBe("en");
    expect((await form("http://localhost/enquiry", { page: "https://evil.example/ta" })).locale).toBe("en");
    expect((await form("http://localhost/ta/contact", { name: "Asha" })).locale).toBe("ta");
    expect((await form("http://localhost/contact", { name: "Asha" })).locale).toBe("en");
  });

  it("stores a valid post and answers with what the form needs next", async () => {
    const { form, seen } = testForm();
    const scripted = asData(
      await answerPublicForm(contextFor(db()), post({ name: "Kavya", phone: "9876543210" }, true), form),
    );
    const [stored] = await leadsNamed("Kavya");
    expect(scripted).toMatchObject({ status: 200, body: { ok: true, leadId: stored?.id } });
    expect(seen).toEqual([]);

    const result = await answerPublicForm(
      contextFor(db()),
      post({ name: "Vikram", phone: "9876543210" }, false),
      form,
    );
    const [again] = await leadsNamed("Vikram");
    expect(asRedirect(result)).toBe("/page?test=sent#form");
    expect(seen).toEqual([{ outcome: "sent", sent: { leadId: again?.id } }]);
  });

  it("answers a repeat of a post (the same submission key and fields) as the first, storing one lead", async () => {
    const { form, seen } = testForm();
    let kicks = 0;
    const context = contextFor(db());
    context.get(servicesContext).leadAlerts = { kick: () => void (kicks += 1) };
    const values = { name: "Revathi", phone: "9876543210", submission: "4c1f7a52-key" };
    const first = asData(await answerPublicForm(context, post(values, true), form));
    const repeat = asData(await answerPublicForm(context, post({ ...values }, true), form));
    const [stored, ...more] = await leadsNamed("Revathi");
    expect(more).toEqual([]);
    expect(first.body).toEqual({ ok: true, leadId: stored?.id });
    expect(repeat).toEqual(first);
    expect(kicks).toBe(1);
    // Without JavaScript the browser is sent to the same place both times.
    const browser = { ...values, name: "Revathi Browser" };
    const answers = [
      asRedirect(await answerPublicForm(context, post(browser, false), form)),
      asRedirect(await answerPublicForm(context, post(browser, false), form)),
    ];
    expect(answers).toEqual(["/page?test=sent#form", "/page?test=sent#form"]);
    expect(await leadsNamed("Revathi Browser")).toHaveLength(1);
    expect(seen.map((outcome) => outcome.outcome)).toEqual(["sent", "sent"]);
  });

  it("stores two visitors who share a cached page's key but typed different things, and posts without a key", async () => {
    const { form } = testForm();
    const shared = { phone: "9876543210", submission: "key-of-a-cached-page" };
    await answerPublicForm(contextFor(db()), post({ ...shared, name: "Shared Key A" }, true), form);
    await answerPublicForm(contextFor(db()), post({ ...shared, name: "Shared Key B" }, true), form);
    const keyless = { name: "No Key", phone: "9876543210" };
    await answerPublicForm(contextFor(db()), post(keyless, true), form);
    await answerPublicForm(contextFor(db()), post(keyless, true), form);
    expect(await leadsNamed("Shared Key A")).toHaveLength(1);
    expect(await leadsNamed("Shared Key B")).toHaveLength(1);
    expect(await leadsNamed("No Key")).toHaveLength(2);
  });

  it("stores one lead when the same post arrives twice at once", async () => {
    const { form } = testForm();
    const values = { name: "Twice At Once", phone: "9876543210", submission: "race-key" };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => answerPublicForm(contextFor(db()), post({ ...values }, true), form)),
    );
    const [stored, ...more] = await leadsNamed("Twice At Once");
    expect(more).toEqual([]);
    for (const answer of answers) expect(asData(answer).body).toEqual({ ok: true, leadId: stored?.id });
  });

  it("refuses posts over the per-address limit (429 with Retry-After)", async () => {
    const { form } = testForm();
    const context = contextFor(db(), 1);
    await answerPublicForm(context, post({ name: "Flood", phone: "9876543210" }, true), form);
    const refused = asData(
      await answerPublicForm(context, post({ name: "Flood", phone: "9876543210" }, true), form),
    );
    expect(refused).toMatchObject({
      status: 429,
      body: { ok: false, errors: {}, formError: messages.rateLimited },
    });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const browser = await answerPublicForm(
      context,
      post({ name: "Flood", phone: "9876543210" }, false),
      form,
    );
    expect(asRedirect(browser)).toBe("/page?test=limited#form");
  });

  it("answers a post that asks for JSON with a JSON response", async () => {
    const { form } = testForm();
    const result = await answerPublicForm(
      contextFor(db()),
      { values: { name: "", phone: "12" }, fromScript: true, json: true },
      form,
    );
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      ok: false,
      errors: { name: messages.name, phone: messages.phone },
    });
  });

  /**
   * The enquiry form posted as a browser sends it, with the hidden origin fields
   * visit-origin-script.ts fills in: this visit's utm_* values, click ids and referrer, and the
   * first visit's as JSON.
   */
  async function postEnquiry(fields: Record<string, string>): Promise<string> {
    const request = new Request("http://localhost/enquiry", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ js: "1", page: "/projects/green-meadows", message: "", ...fields }),
    });
    const answer = await answerPublicForm(contextFor(db()), await readPublicPost(request), {
      form: "enquiry",
      schema: enquirySchema,
      lead: (enquiry) => ({
        kind: "enquiry" as const,
        name: enquiry.name,
        phone: enquiry.phone,
        email: enquiry.email,
        message: enquiry.message,
        details: {},
        page: enquiry.page,
        projectId: enquiry.projectId,
      }),
      sent: (_enquiry, leadId) => ({ leadId }),
      noScript: () => null,
    });
    const body = (await (answer as Response).json()) as { ok: boolean; leadId?: string };
    expect(body.ok).toBe(true);
    return body.leadId!;
  }

  const storedLead = (id: string) =>
    db()
      .selectFrom("leads")
      .select(["email", "utm", "first_touch", "last_touch", "referrer", "source"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("keeps a website lead's first touch apart from its last, each with its visit's click id", async () => {
    const id = await postEnquiry({
      name: "Lakshmi Touch",
      phone: "9876543210",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "oragadam-search",
      gclid: "Cj0KCQiA-last-visit",
      [referrerField]: "https://www.google.com/",
      [firstTouchField]: JSON.stringify({
        utm_source: "facebook",
        utm_medium: "paid-social",
        utm_campaign: "diwali",
        fbclid: "IwAR0-first-visit",
        [referrerField]: "https://m.facebook.com/",
      }),
    });
    const lead = await storedLead(id);
    expect(lead.source).toBe("website");
    expect(JSON.parse(lead.first_touch)).toEqual({
      utm_source: "facebook",
      utm_medium: "paid-social",
      utm_campaign: "diwali",
      fbclid: "IwAR0-first-visit",
    });
    expect(JSON.parse(lead.last_touch)).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "oragadam-search",
      gclid: "Cj0KCQiA-last-visit",
    });
    expect(JSON.parse(lead.utm)).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "oragadam-search",
    });
    expect(lead.referrer).toBe("https://www.google.com/");
  });

  it("takes the visit as the first touch too when the browser had none, gclid and fbclid kept", async () => {
    const id = await postEnquiry({
      name: "Suresh Touch",
      phone: "9876543211",
      utm_source: "instagram",
      gclid: "Cj0KCQiA-both",
      fbclid: "IwAR0-both",
    });
    const touch = { utm_source: "instagram", gclid: "Cj0KCQiA-both", fbclid: "IwAR0-both" };
    const lead = await storedLead(id);
    expect(JSON.parse(lead.last_touch)).toEqual(touch);
    expect(JSON.parse(lead.first_touch)).toEqual(touch);
  });

  it("stores a website lead's e-mail in lower case, trimmed", async () => {
    const id = await postEnquiry({
      name: "Anitha Mail",
      phone: "9876543212",
      email: " Anitha.R@Example.IN ",
    });
    expect((await storedLead(id)).email).toBe("anitha.r@example.in");
  });

  it("answers 503 when the lead cannot be stored", async () => {
    const { form } = testForm();
    const broken = await engine.create();
    await broken.destroy();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await answerPublicForm(
      contextFor(broken.db),
      post({ name: "Lost", phone: "9876543210" }, true),
      form,
    );
    quiet.mockRestore();
    expect(asData(result)).toMatchObject({ status: 503, body: { ok: false, formError: messages.failed } });
  });
});

describe("the JSON answer of a page's form", () => {
  const request = (accept: string, method = "POST") =>
    new Request("http://localhost/contact", { method, headers: { Accept: accept } });

  it("is for a post that asks for JSON", () => {
    expect(asksForJson(request("application/json"))).toBe(true);
    expect(asksForJson(request("text/html,application/xhtml+xml"))).toBe(false);
    expect(asksForJson(request("application/json", "GET"))).toBe(false);
  });

  it("answers such a post without going on to the page, and lets any other request through", async () => {
    const answer = vi.fn(async () => Response.json({ ok: true }));
    const middleware = jsonAnswerMiddleware(answer);
    const page = new Response("<html>");
    const next = vi.fn(async () => page);
    const args = (req: Request) =>
      ({ request: req, context: new RouterContextProvider() }) as unknown as Parameters<typeof middleware>[0];

    const answered = await middleware(args(request("application/json")), next);
    expect(await (answered as Response).json()).toEqual({ ok: true });
    expect(next).not.toHaveBeenCalled();

    expect(await middleware(args(request("text/html")), next)).toBe(page);
    expect(answer).toHaveBeenCalledTimes(1);
  });
});
