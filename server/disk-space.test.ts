import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";

import { openDatabase } from "#app/db/database.server.ts";
import { LocalDiskStorage, type Storage } from "#app/domain/media/storage.server.ts";
import { DiskSpace, isDiskFull, watchDatabaseWrites, watchFileWrites } from "./disk-space.ts";
import { Readiness } from "./readiness.ts";

const noSpace = () => Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("isDiskFull", () => {
  it("knows a full disk from the file system, SQLite and PostgreSQL, also wrapped", () => {
    expect(isDiskFull(noSpace())).toBe(true);
    expect(isDiskFull({ code: "ERR_SQLITE_ERROR", errcode: 13, message: "database or disk is full" })).toBe(
      true,
    );
    expect(isDiskFull({ code: "53100", message: "could not extend file" })).toBe(true);
    expect(isDiskFull(new Error("save failed", { cause: noSpace() }))).toBe(true);
  });

  it("leaves other failures alone", () => {
    expect(isDiskFull(new Error("UNIQUE constraint failed"))).toBe(false);
    expect(isDiskFull({ code: "EACCES" })).toBe(false);
    expect(isDiskFull(null)).toBe(false);
  });
});

describe("a full disk", () => {
  it("is one loud line when an upload cannot be written, and not ready until a write succeeds", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const disk = new DiskSpace();
    let spaceLeft = false;
    const store = new LocalDiskStorage(mkdtempSync(join(tmpdir(), "full-")));
    const failing: Storage = Object.assign(Object.create(store) as Storage, {
      put: async (...args: Parameters<Storage["put"]>) => {
        if (!spaceLeft) throw noSpace();
        await store.put(...args);
      },
    });
    const storage = watchFileWrites(failing, disk, "An image");
    const db = openDatabase({ kind: "sqlite", file: ":memory:" });
    // The data folder is as full as the upload found it, until space is freed.
    const readiness = new Readiness({
      db,
      disk,
      probe: async () => (spaceLeft ? undefined : Promise.reject(noSpace())),
    });
    try {
      const image = Buffer.from("webp bytes");
      await expect(storage.put("abc/480.webp", image, "image/webp")).rejects.toThrow("ENOSPC");
      await expect(storage.put("abc/960.webp", image, "image/webp")).rejects.toThrow("ENOSPC");
      expect(disk.full).toBe(true);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0]![0]).toMatch(/^DISK FULL: An image could not be written \(ENOSPC/);
      expect(await readiness.check()).toEqual({ ready: false, problems: ["disk full"] });

      spaceLeft = true;
      await storage.put("abc/480.webp", image, "image/webp");
      expect(disk.full).toBe(false);
      expect((await storage.get("abc/480.webp"))?.body).toEqual(image);
      expect(await readiness.check()).toEqual({ ready: true, problems: [] });
    } finally {
      await db.destroy();
    }
  });

  it("is noticed when the database cannot grow, and forgotten when a write goes through again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const disk = new DiskSpace();
    const file = join(mkdtempSync(join(tmpdir(), "full-db-")), "t.db");
    const db = openDatabase({ kind: "sqlite", file }, { log: watchDatabaseWrites(disk) });
    try {
      await sql`create table notes (body text not null)`.execute(db);
      // SQLite's own cap on the file's size answers exactly as a full disk does (SQLITE_FULL).
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
      await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(db);
      const insert = () => sql`insert into notes (body) values (${"x".repeat(20_000)})`.execute(db);
      await expect(insert()).rejects.toThrow(/full/);
      expect(disk.full).toBe(true);
      expect(logged.mock.calls[0]![0]).toMatch(/^DISK FULL: The database could not be written/);

      await sql`select count(*) from notes`.execute(db);
      expect(disk.full).toBe(true);
      await sql.raw("pragma max_page_count = 100000").execute(db);
      await insert();
      expect(disk.full).toBe(false);
    } finally {
      await db.destroy();
    }
  });

  it("does not mistake other failed writes for it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const disk = new DiskSpace();
    disk.failed(new Error("UNIQUE constraint failed: leads.id"), "The database");
    expect(disk.full).toBe(false);
    expect(logged).not.toHaveBeenCalled();
  });
});
