import { CompiledQuery, createQueryId, type KyselyPlugin, type RootOperationNode } from "kysely";

import type { DB } from "#app/db/database.server.ts";

/**
 * Issue "Fast at any size": which of the reads a piece of code makes would walk a whole table.
 * `recordReads` runs the code on a database that notes every select; `fullScans` asks the engine
 * for each one's plan and returns the steps that read one of `tables` without an index: SQLite's
 * `SCAN <table>` without `USING … INDEX`, PostgreSQL's `Seq Scan on <table>`. On PostgreSQL a
 * `count(*)` is left out: counting most of a table (the inbox holds 95% of the leads), reading the
 * table in order is cheaper than the index and the planner rightly picks it; SQLite checks them.
 */
export async function recordReads(db: DB, work: (db: DB) => Promise<unknown>): Promise<CompiledQuery[]> {
  const nodes: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (node.kind === "SelectQueryNode" || node.kind === "RawNode") nodes.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await work(db.withPlugin(recorder));
  return nodes.map((node) => db.getExecutor().compileQuery(node, createQueryId()));
}

export async function fullScans(db: DB, queries: CompiledQuery[], tables: string[]): Promise<string[]> {
  const postgres = db.getExecutor().adapter.constructor.name.startsWith("Postgres");
  const found: string[] = [];
  for (const query of queries) {
    if (postgres && query.sql.startsWith("select count(*)")) continue;
    const explain = `${postgres ? "explain" : "explain query plan"} ${query.sql}`;
    const { rows } = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(explain, [...query.parameters]),
    );
    for (const row of rows) {
      const step = String(postgres ? row["QUERY PLAN"] : row["detail"]);
      const table = postgres
        ? /Seq Scan on (\w+)/.exec(step)?.[1]
        : /^SCAN (\w+)(?: AS \w+)?$/.exec(step.trim())?.[1];
      if (table && tables.includes(table)) found.push(`${step.trim()}  ← ${query.sql}`);
    }
  }
  return found;
}
