import { afterEach, describe, expect, it } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { noMetrics } from "#app/lib/metrics.ts";
import { instanceStaleMs, recordHeartbeat } from "./instances.server.ts";
import { createJobRunner, type Job, type JobRunner } from "./jobs.server.ts";

const minute = 60_000;

/** A clock the test moves; every runner of a test reads the same one. */
function testClock(start = Date.parse("2026-03-01T04:00:00Z")) {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

/** A job that counts its runs and can be held mid-run until released. */
function countingJob(name: string, everyMs: number, leaseMs = 5 * minute) {
  const runs: Date[] = [];
  let hold: Promise<void> | null = null;
  const job: Job = {
    name,
    everyMs,
    leaseMs,
    async run(now) {
      runs.push(now);
      await hold;
    },
  };
  return {
    job,
    runs,
    holdRuns(): () => void {
      let release = () => {};
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

const runners: JobRunner[] = [];
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
});

describe.each(testEngines)("background jobs on $name", (engine) => {
  const db = useTestDatabase(engine);

  function runner(jobs: Job[], clock: ReturnType<typeof testClock>, instance: string): JobRunner {
    const made = createJobRunner({ db: db(), jobs, metrics: noMetrics, instance, now: clock.now });
    runners.push(made);
    return made;
  }

  it("runs a job once per period with two instances ticking on one database", async () => {
    const clock = testClock();
    const a = countingJob("once-a-period", 10 * minute);
    const b = { ...a, job: { ...a.job } };
    const first = runner([a.job], clock, "first");
    const second = runner([b.job], clock, "second");
    for (let step = 0; step < 6; step += 1) {
      const before = a.runs.length;
      await Promise.all([first.tick(), second.tick(), first.tick(), second.tick()]);
      expect(a.runs.length - before).toBeLessThanOrEqual(1);
      clock.advance(5 * minute);
    }
    // 30 minutes of ticks every 5: due at 0, 10 and 20 minutes.
    expect(a.runs.map((at) => at.toISOString())).toEqual([
      "2026-03-01T04:00:00.000Z",
      "2026-03-01T04:10:00.000Z",
      "2026-03-01T04:20:00.000Z",
    ]);
    const row = await db()
      .selectFrom("jobs")
      .selectAll()
      .where("name", "=", "once-a-period")
      .executeTakeFirstOrThrow();
    expect(row.runs).toBe(3);
    expect(row.locked_by).toBeNull();
    expect(row.last_error).toBeNull();
  });

  it("leaves a job held by another instance alone until its lease runs out after a crash", async () => {
    const clock = testClock();
    const job = countingJob("lease", 60 * minute, 5 * minute);
    const lease = () =>
      db().selectFrom("jobs").selectAll().where("name", "=", "lease").executeTakeFirstOrThrow();
    const crashed = runner([job.job], clock, "crashed");
    const other = runner([job.job], clock, "other");
    const crash = job.holdRuns();
    // The first instance claims the job and never finishes it (the process died mid-run).
    void crashed.tick();
    await expect.poll(() => job.runs.length).toBe(1);
    clock.advance(4 * minute);
    // Due again (kicked), but still held: the other instance waits.
    await other.kick("lease");
    expect(job.runs).toHaveLength(1);
    clock.advance(2 * minute);
    const second = job.holdRuns();
    const taken = other.tick();
    await expect.poll(() => job.runs.length).toBe(2);
    // The stale holder finishing late must not clear the lease the other instance holds now.
    crash();
    await expect.poll(async () => (await lease()).locked_by).toMatch(/^other#/);
    second();
    expect(await taken).toEqual(["lease"]);
    expect(await lease()).toMatchObject({ locked_by: null, runs: 1 });
  });

  it("takes over at once the job of an instance whose heartbeat stopped mid-run", async () => {
    const clock = testClock();
    const job = countingJob("orphaned", 60 * minute, 5 * minute);
    const killed = runner([job.job], clock, "killed");
    const restarted = runner([job.job], clock, "restarted");
    // The killed process's run never ends; released at the end only so that the test can stop.
    const killedRun = job.holdRuns();
    await recordHeartbeat(db(), "killed", clock.now());
    void killed.tick();
    await expect.poll(() => job.runs.length).toBe(1);
    // Its heartbeat is recent: it may still be running, and the lease holds.
    clock.advance(instanceStaleMs - 1000);
    await recordHeartbeat(db(), "restarted", clock.now());
    expect(await restarted.tick()).toEqual([]);
    // No heartbeat since: its unfinished run is due again now, long before the lease would run out.
    clock.advance(2000);
    const release = job.holdRuns();
    const taken = restarted.tick();
    await expect.poll(() => job.runs.length).toBe(2);
    const row = await db()
      .selectFrom("jobs")
      .selectAll()
      .where("name", "=", "orphaned")
      .executeTakeFirstOrThrow();
    expect(row.locked_by).toMatch(/^restarted#/);
    release();
    expect(await taken).toEqual(["orphaned"]);
    killedRun();
  });

  it("runs a kicked job at once, then keeps its period", async () => {
    const clock = testClock();
    const job = countingJob("kicked", 30 * minute);
    const one = runner([job.job], clock, "one");
    expect(await one.tick()).toEqual(["kicked"]);
    clock.advance(minute);
    expect(await one.tick()).toEqual([]);
    await one.kick("kicked");
    expect(job.runs).toHaveLength(2);
    clock.advance(29 * minute);
    expect(await one.tick()).toEqual([]);
    clock.advance(2 * minute);
    expect(await one.tick()).toEqual(["kicked"]);
  });

  it("records a failed run's error and runs the job again next period", async () => {
    const clock = testClock();
    const outcomes: string[] = [];
    let fail = true;
    const job: Job = {
      name: "flaky",
      everyMs: minute,
      leaseMs: minute,
      async run() {
        if (fail) throw new Error("mail server down");
      },
    };
    const one = createJobRunner({
      db: db(),
      jobs: [job],
      metrics: { jobRun: (name, outcome) => outcomes.push(`${name} ${outcome}`) },
      now: clock.now,
      log: { error() {} },
    });
    runners.push(one);
    await one.tick();
    const failed = await db()
      .selectFrom("jobs")
      .selectAll()
      .where("name", "=", "flaky")
      .executeTakeFirstOrThrow();
    expect(failed.last_error).toBe("mail server down");
    expect(failed.locked_until).toBeNull();
    fail = false;
    clock.advance(minute);
    await one.tick();
    expect(outcomes).toEqual(["flaky failed", "flaky ok"]);
  });

  it("lets a run choose when the next one is due", async () => {
    const clock = testClock();
    let runs = 0;
    const job: Job = {
      name: "self-scheduled",
      everyMs: 60 * minute,
      leaseMs: minute,
      async run(now) {
        runs += 1;
        return new Date(now.getTime() + 5 * minute);
      },
    };
    const one = runner([job], clock, "one");
    await one.tick();
    clock.advance(5 * minute);
    await one.tick();
    expect(runs).toBe(2);
  });
});
