import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";

import { testProject } from "#tests/support/lead-test-data.ts";
import { migrateToLatest, openDatabase } from "#app/db/database.server.ts";
import { migrations } from "./index.ts";

/** Migration 0020 gives the plots stored before it their place in lists (`sort_key`). */
describe("migration 0020 on plots stored before it", () => {
  const dir = mkdtempSync(join(tmpdir(), "plotsite-0020-"));
  const db = openDatabase({ kind: "sqlite", file: join(dir, "test.db") });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("orders every plot by block and number as people count them", async () => {
    const before = (next: string) =>
      Object.fromEntries(Object.entries(migrations).filter(([name]) => name < next));
    await migrateToLatest(db, before("0020"));
    const projectId = await testProject(db, "Green Meadows");
    const plot = (number: string, block: string) => ({
      id: `${block}-${number}`,
      project_id: projectId,
      number,
      block,
      area_sqft: 1200,
      created_at: "2026-11-24T10:00:00.000Z",
      updated_at: "2026-11-24T10:00:00.000Z",
    });
    // The table as 0016 left it: no sort_key yet.
    await (db as unknown as Kysely<{ plots: ReturnType<typeof plot> }>)
      .insertInto("plots")
      .values([plot("10", "B"), plot("2", "B"), plot("B-10", ""), plot("B-9", ""), plot("100", "A")])
      .execute();
    // 0020 and the migrations after it.
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).filter((name) => name >= "0020"));
    const rows = await db.selectFrom("plots").select("id").orderBy("sort_key").orderBy("id").execute();
    expect(rows.map((row) => row.id)).toEqual(["-B-9", "-B-10", "A-100", "B-2", "B-10"]);
  });
});
