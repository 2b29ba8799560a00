import type { SelectQueryBuilder } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import type { Job } from "#app/jobs/jobs.server.ts";
import { getRevisionSettings } from "./revision-settings.server.ts";
import type { RevisedEntity } from "./revisions.server.ts";

/**
 * Issue "Publish later and go back": "The number kept per record is a setting; older ones are
 * pruned by the job." Each save adds a revision; the job keeps the newest of each record and drops
 * those of records deleted since.
 */

/** The table of each record that keeps revisions: a revision whose record is gone goes too. */
const recordTables = { project: "projects", blog: "blogs" } as const satisfies Record<
  RevisedEntity,
  keyof Database
>;

/**
 * Rows a statement deletes at most: on SQLite a save waits for the job's write, so each waits
 * little however much has piled up, and nothing is read into memory beyond the keys of one batch.
 */
const batchSize = 500;

type RevisionKeys = SelectQueryBuilder<
  Database,
  never,
  { entity: string; entity_id: string; revision: number }
>;

/** Deletes the revisions `keys` selects, a batch a statement, until none is left; how many in all. */
async function deleteInBatches(db: DB, keys: RevisionKeys): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db
      .deleteFrom("revisions")
      .where((eb) =>
        eb(
          eb.refTuple("entity", "entity_id", "revision"),
          "in",
          keys.limit(batchSize).$asTuple("entity", "entity_id", "revision"),
        ),
      )
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < batchSize) return deleted;
  }
}

/**
 * Keeps the `keep` newest revisions (highest numbers) of each project and post and deletes the
 * rest, ranked by number so a gap in the numbers (a record saved before its history began) takes
 * nothing extra; then deletes every revision of a record that no longer exists. The record's
 * current revision is its newest, what a refused save is compared with: Settings never keep fewer
 * than 5, so it is never pruned, and neither are the few before it an editor may have opened.
 * Answers how many were deleted.
 */
export async function pruneRevisions(db: DB, keep: number): Promise<number> {
  const older = await deleteInBatches(
    db,
    db
      .selectFrom((eb) =>
        eb
          .selectFrom("revisions")
          .select((eb) => [
            "entity",
            "entity_id",
            "revision",
            eb.fn
              .agg<number>("row_number")
              .over((ob) => ob.partitionBy(["entity", "entity_id"]).orderBy("revision", "desc"))
              .as("newer"),
          ])
          .as("ranked"),
      )
      .select(["entity", "entity_id", "revision"])
      .where("newer", ">", keep),
  );
  let orphaned = 0;
  for (const [entity, table] of Object.entries(recordTables)) {
    orphaned += await deleteInBatches(
      db,
      db
        .selectFrom("revisions")
        .select(["entity", "entity_id", "revision"])
        .where("entity", "=", entity)
        .where(({ exists, not, selectFrom, ref }) =>
          not(exists(selectFrom(table).select("id").whereRef("id", "=", ref("revisions.entity_id")))),
        ),
    );
  }
  return older + orphaned;
}

/** Prunes revisions to Settings' number kept per record, read each run: once an hour across all instances. */
export function revisionPruningJob(db: DB): Job {
  return {
    name: "revision-pruning",
    everyMs: 60 * 60_000,
    leaseMs: 30 * 60_000,
    async run() {
      const { keptPerRecord } = await getRevisionSettings(db);
      const pruned = await pruneRevisions(db, keptPerRecord);
      if (pruned > 0) console.log(`Deleted ${pruned} revisions beyond the number kept per record.`);
    },
  };
}
