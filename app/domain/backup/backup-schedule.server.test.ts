import { readdirSync, utimesSync } from "node:fs";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { backupEngines, createSite, type Site } from "../../../tests/support/backup-targets.ts";
import { testProject } from "../../../tests/support/lead-test-data.ts";
import { startBackupSchedule, type BackupSchedule } from "./backup-schedule.server.ts";

const hour = 3_600_000;
const quiet = { info() {}, error() {} };
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function site(engine: Site["engine"]): Promise<Site> {
  const made = await createSite(engine, { migrated: true });
  cleanup.push(() => made.destroy());
  return made;
}

function schedule(s: Site, dataDir: string, keep = 3): BackupSchedule {
  const started = startBackupSchedule({
    database: s.database,
    dataDir,
    intervalMs: hour,
    keep,
    checkMs: hour,
    log: quiet,
  });
  cleanup.push(() => started.stop());
  return started;
}

const archivesIn = (dataDir: string) =>
  readdirSync(join(dataDir, "backups")).filter((n) => n.endsWith(".tar.gz"));

/** Makes every archive in the folder look `ms` older, as if the interval had passed. */
function age(dataDir: string, ms: number) {
  for (const name of archivesIn(dataDir)) {
    const when = new Date(Date.now() - ms);
    utimesSync(join(dataDir, "backups", name), when, when);
  }
}

describe.each(backupEngines)("scheduled backups on %s", (engine) => {
  it("backs up when due, not again within the interval, and keeps the newest BACKUP_KEEP archives", async () => {
    const s = await site(engine);
    await testProject(s.db, "Green Meadows");
    const backups = schedule(s, s.dataDir, 2);
    expect(await backups.tick()).toMatch(/plotsite-backup-.*\.tar\.gz$/);
    expect(await backups.tick()).toBeNull();
    for (let i = 0; i < 3; i += 1) {
      age(s.dataDir, 2 * hour);
      expect(await backups.tick()).not.toBeNull();
    }
    expect(archivesIn(s.dataDir)).toHaveLength(2);
  });
});

describe.runIf(backupEngines.includes("postgres"))("scheduled backups with several instances", () => {
  it("runs on the one instance holding the advisory lock, and moves on when it stops", async () => {
    const s = await site("postgres");
    const second = await site("postgres");
    const first = schedule(s, s.dataDir);
    const other = schedule(s, second.dataDir);
    const [a, b] = await Promise.all([first.tick(), other.tick()]);
    expect([a, b].filter((file) => file !== null)).toHaveLength(1);
    const leader = a !== null ? first : other;
    const follower = a !== null ? other : first;
    expect(await follower.tick()).toBeNull();
    await leader.stop();
    expect(await follower.tick()).not.toBeNull();
  });
});
