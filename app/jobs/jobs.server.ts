import type { DB } from "#app/db/database.server.ts";
import { timestamp, toDate } from "#app/db/time.ts";
import type { AppMetrics } from "#app/lib/metrics.ts";
import { instanceOfClaim, startHeartbeat, stoppedInstances, thisInstance } from "./instances.server.ts";

/**
 * Periodic background work that runs once per period across every instance of the site. Each
 * instance ticks; a due job is claimed in the `jobs` table by one conditional UPDATE (its lease,
 * `locked_until`, must have run out), so only one instance wins. The winner runs it, then clears
 * the lease. An instance that dies mid-run leaves a lease that the next tick anywhere takes over
 * as soon as the instance's heartbeat has stopped (instances.server.ts), its unfinished run due
 * again at once; a lease whose instance kept no heartbeat runs out instead. On PostgreSQL the
 * losing UPDATE waits for the winner's row lock and then sees the lease taken; SQLite runs one
 * write at a time.
 */
export interface Job {
  /** The row's key in `jobs`, and the `job` label of plotsite_job_runs_total. */
  name: string;
  /** From the start of one run to the next (a kick makes it due sooner). */
  everyMs: number;
  /** How long a claim holds: longer than a run may take, or two instances could run it at once. */
  leaseMs: number;
  /** One run. May return when the next run is due instead of `everyMs` after this one's start. */
  run(now: Date): Promise<Date | void>;
}

export interface JobRunnerOptions {
  db: DB;
  jobs: readonly Job[];
  metrics: Pick<AppMetrics, "jobRun">;
  /** Tells one instance's claims from another's in `locked_by` (`thisInstance` by default). */
  instance?: string;
  /** The runner's clock; tests move it instead of sleeping. */
  now?: () => Date;
  log?: { error(message: string): void };
}

export interface JobRunner {
  /** Claims and runs every job that is due now, one after another; the names of those it ran. */
  tick(): Promise<string[]>;
  /** Makes a job due now, everywhere, and runs it here if no other instance holds it. */
  kick(name: string): Promise<void>;
  /** Waits for the run in progress; no run starts after. */
  stop(): Promise<void>;
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, jobs, metrics } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? { error: (message: string) => console.error(message) };
  const instance = options.instance ?? thisInstance;
  const byName = new Map(jobs.map((job) => [job.name, job]));
  let registered: Promise<void> | null = null;
  let running: Promise<string[]> | null = null;
  let again = false;
  let stopped = false;
  let claims = 0;

  /** A row per job, due at once the first time any instance starts; existing rows stay as they are. */
  const register = () =>
    (registered ??= (async () => {
      for (const job of jobs) {
        await db
          .insertInto("jobs")
          .values({ name: job.name, next_run_at: timestamp(now()) })
          .onConflict((oc) => oc.column("name").doNothing())
          .execute();
      }
    })().catch((error: unknown) => {
      registered = null;
      throw error;
    }));

  /**
   * The one statement that decides which instance runs the job this period, or which one takes
   * over `orphaned`, the claim of an instance that died mid-run.
   */
  async function claim(job: Job, at: Date, orphaned: string | null): Promise<string | null> {
    claims += 1;
    const holder = `${instance}#${claims}`;
    const when = timestamp(at);
    const won = await db
      .updateTable("jobs")
      .set({
        locked_by: holder,
        locked_until: timestamp(new Date(at.getTime() + job.leaseMs)),
        last_started_at: when,
        next_run_at: timestamp(new Date(at.getTime() + job.everyMs)),
      })
      .where("name", "=", job.name)
      .where((eb) => {
        const due = eb.and([
          eb("next_run_at", "<=", when),
          eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", when)]),
        ]);
        return orphaned === null ? due : eb.or([due, eb("locked_by", "=", orphaned)]);
      })
      .returning("name")
      .executeTakeFirst();
    return won ? holder : null;
  }

  async function runClaimed(job: Job, holder: string, at: Date): Promise<void> {
    let error: string | null = null;
    let next: Date | void = undefined;
    try {
      next = await job.run(at);
      metrics.jobRun(job.name, "ok");
    } catch (failure) {
      error = describe(failure);
      metrics.jobRun(job.name, "failed");
      log.error(`Job ${job.name} failed: ${error}`);
    }
    // Only while the lease is still ours: one that ran out may belong to another instance now.
    await db
      .updateTable("jobs")
      .set((eb) => ({
        locked_by: null,
        locked_until: null,
        last_run_at: timestamp(now()),
        last_error: error,
        runs: eb("runs", "+", 1),
        ...(next ? { next_run_at: timestamp(next) } : {}),
      }))
      .where("name", "=", job.name)
      .where("locked_by", "=", holder)
      .execute();
  }

  async function runDue(): Promise<string[]> {
    await register();
    const at = now();
    const rows = await db
      .selectFrom("jobs")
      .select(["name", "next_run_at", "locked_until", "locked_by"])
      .orderBy("next_run_at")
      .execute();
    const gone = new Set((await stoppedInstances(db, at).execute()).map((row) => row.id));
    const ran: string[] = [];
    for (const row of rows) {
      const job = byName.get(row.name);
      if (!job || stopped) continue;
      // A run whose instance died is unfinished: due again now, whatever its lease says.
      const orphaned =
        row.locked_by !== null && gone.has(instanceOfClaim(row.locked_by)) ? row.locked_by : null;
      const free = row.locked_until === null || toDate(row.locked_until) <= at;
      if (orphaned === null && !(free && toDate(row.next_run_at) <= at)) continue;
      const holder = await claim(job, at, orphaned);
      if (!holder) continue;
      await runClaimed(job, holder, at);
      ran.push(row.name);
    }
    return ran;
  }

  const tick = (): Promise<string[]> => {
    if (stopped) return Promise.resolve([]);
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const ran: string[] = [];
      do {
        again = false;
        ran.push(...(await runDue()));
      } while (again && !stopped);
      return ran;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    tick,
    async kick(name) {
      if (stopped) return;
      await register();
      const at = timestamp(now());
      // Only when it is not due already: a burst of kicks (a lead each) costs one write, not one each.
      await db
        .updateTable("jobs")
        .set({ next_run_at: at })
        .where("name", "=", name)
        .where("next_run_at", ">", at)
        .execute();
      await tick();
    },
    async stop() {
      stopped = true;
      await running?.catch(() => undefined);
    },
  };
}

/**
 * A runner that ticks every `tickMs` (and once at start) until stopped, with this instance's
 * heartbeat beside it; tick errors are logged.
 */
export function startJobRunner(options: JobRunnerOptions & { tickMs: number }): JobRunner {
  const runner = createJobRunner(options);
  const log = options.log ?? { error: (message: string) => console.error(message) };
  const heartbeat = startHeartbeat({
    db: options.db,
    id: options.instance ?? thisInstance,
    now: options.now ?? (() => new Date()),
    log,
  });
  const tick = () =>
    runner.tick().catch((error: unknown) => {
      log.error(`Background jobs: ${describe(error)}`);
      return [];
    });
  const timer = setInterval(tick, options.tickMs);
  timer.unref();
  void tick();
  return {
    tick: runner.tick,
    kick: (name) =>
      runner.kick(name).catch((error: unknown) => log.error(`Background job ${name}: ${describe(error)}`)),
    async stop() {
      clearInterval(timer);
      await runner.stop();
      await heartbeat.stop();
    },
  };
}
