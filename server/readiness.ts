import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { sql } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { DiskSpace } from "./disk-space.ts";

/**
 * Enough that a disk which takes it also takes a lead or a resized image: a probe of a few bytes
 * could pass on a disk too full for either.
 */
const probeBytes = 64 * 1024;

/** Writes and removes a file in the data folder: proves it is writable and has some room left. */
export async function probeDataFolder(dataDir: string): Promise<void> {
  const file = join(dataDir, `.readyz-${randomBytes(6).toString("hex")}`);
  try {
    await writeFile(file, Buffer.alloc(probeBytes), { mode: 0o600, flag: "wx" });
  } finally {
    await rm(file, { force: true });
  }
}

export interface ReadinessReport {
  ready: boolean;
  problems: string[];
}

/**
 * Whether this instance should get traffic (`/readyz`): not while shutting down, and only while
 * the database answers, the data folder takes a write and the bucket (if any) answers. Liveness (`/healthz`) stays separate:
 * an instance that is not ready must not be restarted for it.
 */
export class Readiness {
  readonly #db: DB;
  readonly #disk: DiskSpace;
  readonly #probe: () => Promise<void>;
  readonly #storage: (() => Promise<void>) | undefined;
  #draining = false;

  /** `storage` checks the bucket when images and brochures live in one (S3_BUCKET). */
  constructor(deps: { db: DB; disk: DiskSpace; probe: () => Promise<void>; storage?: () => Promise<void> }) {
    this.#db = deps.db;
    this.#disk = deps.disk;
    this.#probe = deps.probe;
    this.#storage = deps.storage;
  }

  get draining(): boolean {
    return this.#draining;
  }

  /** From now on, not ready: the load balancer moves traffic away while requests still get answers. */
  drain(): void {
    this.#draining = true;
  }

  async check(): Promise<ReadinessReport> {
    if (this.#draining) return { ready: false, problems: ["shutting down"] };
    const problems: string[] = [];
    try {
      await sql`select 1`.execute(this.#db);
    } catch {
      problems.push("database unreachable");
    }
    try {
      await this.#probe();
      this.#disk.succeeded();
    } catch (error) {
      this.#disk.failed(error, "The readiness probe");
      if (!this.#disk.full) problems.push("data folder not writable");
    }
    if (this.#disk.full) problems.push("disk full");
    if (this.#storage) {
      try {
        await this.#storage();
      } catch {
        problems.push("storage unreachable");
      }
    }
    return { ready: problems.length === 0, problems };
  }
}
