import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";

import { migrateToLatest, openDatabase, type DB } from "./database.server.ts";
import { migrations } from "#app/db/migrations/index.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";

async function tableExists(db: DB, name: string): Promise<boolean> {
  const tables = await db.introspection.getTables();
  return tables.some((t) => t.name === name);
}

describe.each(testEngines)("migrations on $name", (engine) => {
  const db = useTestDatabase(engine);

  it("creates the content tables", async () => {
    for (const table of ["projects", "blogs", "blog_tags", "leads", "settings", "media", "audit_log"]) {
      expect(await tableExists(db(), table), table).toBe(true);
    }
  });

  it("is idempotent: nothing is pending after the first run", async () => {
    expect(await migrateToLatest(db())).toEqual([]);
  });

  it("rolls a failing migration back whole and names it in the error", async () => {
    const failing = {
      async up(trx: Kysely<unknown>) {
        await trx.schema.createTable("half_done").addColumn("id", "integer").execute();
        await sql`insert into projects (id) values (null)`.execute(trx);
      },
    };
    await expect(migrateToLatest(db(), { ...migrations, "9999-broken": failing })).rejects.toThrow(
      /Migration 9999-broken failed/,
    );
    expect(await tableExists(db(), "half_done")).toBe(false);
    const recorded = await sql<{ name: string }>`select name from kysely_migration`.execute(db());
    expect(recorded.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
  });
});

describe("SQLite transactions beside another connection", () => {
  it("take the write lock at their start, so a write from elsewhere waits rather than failing them midway", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "immediate-")), "site.db");
    const db = openDatabase({ kind: "sqlite", file });
    await sql`create table marks (n integer)`.execute(db);
    // Another process on the same file (a script beside the server), quick to give up waiting.
    const other = new DatabaseSync(file);
    other.exec("PRAGMA busy_timeout = 50");
    try {
      await db.transaction().execute(async (trx) => {
        await sql`select count(*) from marks`.execute(trx);
        expect(() => other.exec("insert into marks values (2)")).toThrow(/locked|busy/i);
        await sql`insert into marks values (1)`.execute(trx);
      });
      other.exec("insert into marks values (2)");
      const rows = await sql<{ n: number }>`select n from marks order by n`.execute(db);
      expect(rows.rows).toEqual([{ n: 1 }, { n: 2 }]);
      // A read-only one (a backup's snapshot) stops no writer, and keeps seeing what it first read.
      await db
        .transaction()
        .setAccessMode("read only")
        .execute(async (trx) => {
          const before = await sql`select n from marks`.execute(trx);
          other.exec("insert into marks values (3)");
          expect((await sql`select n from marks`.execute(trx)).rows).toEqual(before.rows);
        });
    } finally {
      other.close();
      await db.destroy();
    }
  });
});
