import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { databaseReachable, isDatabaseUnavailable } from "./availability.server.ts";
import { openDatabase } from "./database.server.ts";

describe("isDatabaseUnavailable", () => {
  it("knows a restart, a refused or lost connection and a connect timeout", () => {
    const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
    for (const error of [
      pgError("57P01", "terminating connection due to administrator command"),
      pgError("57P03", "the database system is shutting down"),
      pgError("08006", "connection failure"),
      pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"),
      new Error("Connection terminated unexpectedly"),
      new Error("Client has encountered a connection error and is not queryable"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Query failed", { cause: pgError("ECONNRESET", "read ECONNRESET") }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it("does not take a wrong query or a constraint for an outage", () => {
    for (const error of [
      Object.assign(new Error('syntax error at or near "selec"'), { code: "42601" }),
      Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }),
      new Error("no such table: leads"),
      null,
      "just a string",
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe.each(testEngines)("databaseReachable on $name", (engine) => {
  const db = useTestDatabase(engine);

  it("is true while the database answers", async () => {
    expect(await databaseReachable(db())).toBe(true);
  });
});

describe("databaseReachable on an unreachable PostgreSQL", () => {
  it("is false, quickly, and the failed query is recognised as an outage", async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const db = openDatabase({ kind: "postgres", url: "postgres://nobody:secret@127.0.0.1:1/nothing" });
    try {
      expect(await databaseReachable(db)).toBe(false);
      const error = await sql`select 1`.execute(db).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a PostgreSQL connection ended by the server", () => {
  const engine = testEngines.find((e) => e.name === "postgres")!;
  const db = useTestDatabase(engine);

  it("fails that connection's work without crashing the process, and the next query works", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // A transaction keeps its client checked out of the pool between statements.
      const outcome = await db()
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          // Another connection ends this one, as a server restart does (57P01).
          await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(db());
          await expect.poll(() => log.mock.calls.flat().join(" ")).toContain("PostgreSQL connection lost");
          return sql`select 1`.execute(trx);
        })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(isDatabaseUnavailable(outcome)).toBe(true);
      expect(await databaseReachable(db())).toBe(true);
    } finally {
      log.mockRestore();
    }
  });
});
