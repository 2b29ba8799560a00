import { afterEach, describe, expect, it } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { screenSubmission, visitContext, type FormPolicy } from "./lead-submission.server.ts";

const policy: FormPolicy = { rateLimit: { limit: 2, windowMs: 10 * 60 * 1000 }, minFillMs: 3000 };
const now = new Date("2026-11-23T06:00:00.000Z");
const secondsBefore = (seconds: number) => String(now.getTime() - seconds * 1000);

describe.each(testEngines)("screenSubmission on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    await db().deleteFrom("rate_limits").execute();
  });

  const screen = (values: Record<string, string>, clientIp = "10.0.0.1", form = "enquiry") =>
    screenSubmission(db(), { form, clientIp, values, policy, now });

  it("passes a form a person filled in, with or without the start time", async () => {
    expect(await screen({ name: "Priya", started: secondsBefore(20) })).toEqual({
      store: true,
      spamReason: null,
      limited: false,
    });
    expect(await screen({ name: "Priya" }, "10.0.0.2")).toMatchObject({ store: true, spamReason: null });
  });

  it("keeps a filled honeypot as spam", async () => {
    expect(
      await screen({ name: "Bot", website: "https://spam.example", started: secondsBefore(20) }),
    ).toEqual({
      store: true,
      spamReason: "honeypot",
      limited: false,
    });
  });

  it("keeps a form sent faster than the minimum fill time as spam", async () => {
    expect(await screen({ name: "Bot", started: secondsBefore(1) })).toEqual({
      store: true,
      spamReason: "too-fast",
      limited: false,
    });
    expect(await screen({ name: "Priya", started: secondsBefore(3) }, "10.0.0.2")).toMatchObject({
      spamReason: null,
    });
  });

  it("does not hold a browser clock that runs ahead of the server's against the visitor", async () => {
    expect(await screen({ name: "Priya", started: secondsBefore(-30) })).toMatchObject({ spamReason: null });
  });

  it("over the limit keeps up to three times the limit as rate-limit spam, then stores nothing", async () => {
    const results = [];
    for (let i = 0; i < 8; i++) results.push(await screen({ name: "Flood", started: secondsBefore(20) }));
    expect(results.slice(0, 2)).toEqual([
      { store: true, spamReason: null, limited: false },
      { store: true, spamReason: null, limited: false },
    ]);
    for (const result of results.slice(2, 6)) {
      expect(result).toMatchObject({ store: true, spamReason: "rate-limit", limited: true });
    }
    for (const result of results.slice(6)) {
      expect(result).toMatchObject({ store: false, spamReason: "rate-limit", limited: true });
    }
    expect(results[7]).toMatchObject({ retryAfterSeconds: 600 });
  });

  it("counts each address and each form apart", async () => {
    for (let i = 0; i < 3; i++) await screen({ name: "Flood" });
    expect(await screen({ name: "Priya" }, "10.0.0.9")).toMatchObject({ limited: false });
    expect(await screen({ name: "Priya" }, "10.0.0.1", "site-visit")).toMatchObject({ limited: false });
  });
});

describe("visitContext", () => {
  it("keeps the filled utm fields and an http(s) referrer, trimmed and cut to size", () => {
    expect(
      visitContext({
        utm_source: " facebook ",
        utm_medium: "",
        utm_campaign: "diwali",
        utm_term: "x".repeat(300),
        utm_other: "ignored",
        referrer: " https://www.google.com/search?q=plots ",
      }),
    ).toEqual({
      utm: { utm_source: "facebook", utm_campaign: "diwali", utm_term: "x".repeat(200) },
      referrer: "https://www.google.com/search?q=plots",
    });
  });

  it("drops a referrer that is not a web address", () => {
    expect(visitContext({ referrer: "javascript:alert(1)" })).toEqual({ utm: {}, referrer: null });
    expect(visitContext({})).toEqual({ utm: {}, referrer: null });
    expect(visitContext({ referrer: `https://example.com/${"a".repeat(600)}` }).referrer).toHaveLength(500);
  });
});
