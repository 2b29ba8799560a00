import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";

import { migrateToLatest, openDatabase } from "#app/db/database.server.ts";
import { migrations } from "./index.ts";

/** Migration 0012 reads the projects saved before it: their price and size texts, their city. */
describe("migration 0012 on projects saved before it", () => {
  const dir = mkdtempSync(join(tmpdir(), "plotsite-0012-"));
  const db = openDatabase({ kind: "sqlite", file: join(dir, "test.db") });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("fills the numbers it can read, leaves the rest empty and publishes every project", async () => {
    const before = (next: string) =>
      Object.fromEntries(Object.entries(migrations).filter(([name]) => name < next));
    await migrateToLatest(db, before("0012"));
    const row = (id: string, location: string, price_range: string, plot_sizes: string) => ({
      id,
      name: id,
      location,
      price_range,
      plot_sizes,
      description: "",
      banner_image: "",
    });
    // The table as 0010 left it: the columns 0012 adds are not there yet.
    await (db as unknown as Kysely<{ projects: ReturnType<typeof row> }>)
      .insertInto("projects")
      .values([
        row("a", "Oragadam, Chennai", "₹12 L - ₹38 L", "1000 - 2400 sq.ft"),
        row("b", "Kovaipudur, Coimbatore", "12-38 Lakhs", "1,200 sq ft"),
        row("c", "Karaikudi", "Price on request", "Various"),
        row("d", "Kandanchavadi, OMR, Chennai", "Rs. 8,50,000 - 12,00,000/-", "1 - 2 grounds"),
        row("e", "Madurai", "₹ 1.2 Cr", "5 cents"),
      ])
      .execute();
    expect(await migrateToLatest(db, before("0013"))).toEqual(["0012-project-facts"]);
    const rows = await db
      .selectFrom("projects")
      .select(["id", "price_min", "price_max", "size_min", "size_max", "city", "locality", "published"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        id: "a",
        price_min: 1_200_000,
        price_max: 3_800_000,
        size_min: 1000,
        size_max: 2400,
        city: "Chennai",
        locality: "Oragadam",
        published: 1,
      },
      {
        id: "b",
        price_min: 1_200_000,
        price_max: 3_800_000,
        size_min: 1200,
        size_max: 1200,
        city: "Coimbatore",
        locality: "Kovaipudur",
        published: 1,
      },
      {
        id: "c",
        price_min: null,
        price_max: null,
        size_min: null,
        size_max: null,
        city: "Karaikudi",
        locality: "",
        published: 1,
      },
      {
        id: "d",
        price_min: 850_000,
        price_max: 1_200_000,
        size_min: 2400,
        size_max: 4800,
        city: "Chennai",
        locality: "Kandanchavadi",
        published: 1,
      },
      {
        id: "e",
        price_min: 12_000_000,
        price_max: 12_000_000,
        size_min: 2178,
        size_max: 2178,
        city: "Madurai",
        locality: "",
        published: 1,
      },
    ]);
  });
});
