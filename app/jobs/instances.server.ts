import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";

/**
 * Which instances of the site are running, so that one can take over what another was doing when
 * it died. Each instance refreshes its row in `instances` (migration 0019) every `heartbeatMs`; an
 * instance whose row is older than `instanceStaleMs` has stopped (killed, or its machine gone),
 * and any other may release its claims at once instead of waiting for them to run out. An id
 * with no row at all (an instance that stopped cleanly, or code that keeps no heartbeat) is not
 * judged: its claims run out by their own time.
 *
 * Instances compare their own clocks with each other's heartbeats: keep the machines' clocks
 * synchronised (NTP), well within `instanceStaleMs`.
 */

/** This process, in `instances` and in every claim it makes: made once, at start. */
export const thisInstance = `${hostname()}-${process.pid}-${randomBytes(4).toString("hex")}`;

const heartbeatMs = 3_000;
/** Three heartbeats missed, and a margin for a busy database: the instance is taken for dead. */
export const instanceStaleMs = 10_000;
/** A row this old is deleted: every claim its instance made has long run out by itself. */
const forgetAfterMs = 24 * 60 * 60_000;

/** Records that `id` is alive at `at`, and forgets instances gone for a day. */
export async function recordHeartbeat(db: DB, id: string, at: Date): Promise<void> {
  const seen = timestamp(at);
  await db
    .insertInto("instances")
    .values({ id, started_at: seen, seen_at: seen })
    .onConflict((oc) => oc.column("id").doUpdateSet({ seen_at: seen }))
    .execute();
  await db
    .deleteFrom("instances")
    .where("seen_at", "<", timestamp(new Date(at.getTime() - forgetAfterMs)))
    .execute();
}

/** The instances whose heartbeat stopped by `at`, as a subquery (`claimed_by in (…)`). */
export function stoppedInstances(db: DB, at: Date) {
  return db
    .selectFrom("instances")
    .select("id")
    .where("seen_at", "<", timestamp(new Date(at.getTime() - instanceStaleMs)));
}

/** The instance part of a claim token `<instance>#<n>` (app/jobs/jobs.server.ts). */
export function instanceOfClaim(token: string): string {
  const cut = token.lastIndexOf("#");
  return cut < 0 ? token : token.slice(0, cut);
}

export interface Heartbeat {
  /** Stops the heartbeat and removes the row: call once this instance holds no claim. */
  stop(): Promise<void>;
}

/** Beats now and every `heartbeatMs` until stopped; a failed beat is logged and the next one tried. */
export function startHeartbeat(options: {
  db: DB;
  id: string;
  now: () => Date;
  log: { error(message: string): void };
}): Heartbeat {
  const { db, id, now, log } = options;
  let beating: Promise<void> = Promise.resolve();
  const beat = () => {
    beating = recordHeartbeat(db, id, now()).catch((error: unknown) =>
      log.error(`Heartbeat: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  const timer = setInterval(beat, heartbeatMs);
  timer.unref();
  beat();
  return {
    async stop() {
      clearInterval(timer);
      await beating;
      // A database already gone at shutdown leaves the row to go stale: the same, a little later.
      await db
        .deleteFrom("instances")
        .where("id", "=", id)
        .execute()
        .catch(() => undefined);
    },
  };
}
