import { afterEach, describe, expect, it } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { hitRateLimit, pruneRateLimits } from "./rate-limit.server.ts";

const policy = { limit: 3, windowMs: 10 * 60 * 1000 };
const start = new Date("2026-03-01T10:00:00.000Z");
const later = (ms: number) => new Date(start.getTime() + ms);

describe.each(testEngines)("rate limits on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    await db().deleteFrom("rate_limits").execute();
  });

  it("allows up to the limit in a window and then refuses until the window ends", async () => {
    for (let i = 0; i < 3; i++) {
      expect(await hitRateLimit(db(), "enquiry:10.0.0.1", policy, later(i * 1000))).toEqual({
        allowed: true,
        count: i + 1,
        resetSeconds: 600 - i,
        retryAfterSeconds: 0,
      });
    }
    expect(await hitRateLimit(db(), "enquiry:10.0.0.1", policy, later(60_000))).toEqual({
      allowed: false,
      count: 4,
      resetSeconds: 540,
      retryAfterSeconds: 540,
    });
    expect(await hitRateLimit(db(), "enquiry:10.0.0.1", policy, later(policy.windowMs - 1))).toEqual({
      allowed: false,
      count: 5,
      resetSeconds: 1,
      retryAfterSeconds: 1,
    });
  });

  it("starts a new window once the old one has ended", async () => {
    for (let i = 0; i < 4; i++) await hitRateLimit(db(), "contact:10.0.0.1", policy, start);
    const next = await hitRateLimit(db(), "contact:10.0.0.1", policy, later(policy.windowMs));
    expect(next).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 0 });
    const row = await db().selectFrom("rate_limits").selectAll().executeTakeFirstOrThrow();
    expect(row.count).toBe(1);
    expect(new Date(row.window_start).toISOString()).toBe(later(policy.windowMs).toISOString());
  });

  it("counts each key on its own", async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(db(), "enquiry:10.0.0.1", policy, start);
    expect((await hitRateLimit(db(), "enquiry:10.0.0.2", policy, start)).allowed).toBe(true);
    expect((await hitRateLimit(db(), "contact:10.0.0.1", policy, start)).allowed).toBe(true);
    expect((await hitRateLimit(db(), "enquiry:10.0.0.1", policy, start)).allowed).toBe(false);
  });

  it("counts concurrent hits exactly", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => hitRateLimit(db(), "enquiry:10.0.0.9", policy, start)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    const row = await db().selectFrom("rate_limits").select("count").executeTakeFirstOrThrow();
    expect(row.count).toBe(10);
  });

  it("prunes counters whose window started long ago", async () => {
    await hitRateLimit(db(), "old", policy, start);
    await hitRateLimit(db(), "new", policy, later(2 * 60 * 60 * 1000));
    await pruneRateLimits(db(), later(60 * 60 * 1000));
    const keys = await db().selectFrom("rate_limits").select("key").execute();
    expect(keys.map((k) => k.key)).toEqual(["new"]);
  });
});
