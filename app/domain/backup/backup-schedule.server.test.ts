import { existsSync, readdirSync, utimesSync } from "node:fs";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { backupEngines, createSite, type Site } from "#tests/support/backup-targets.ts";
import { testProject } from "#tests/support/lead-test-data.ts";
import { createJobRunner, type JobRunner } from "#app/jobs/jobs.server.ts";
import { noMetrics } from "#app/lib/metrics.ts";
import { backupJob } from "./backup-schedule.server.ts";
import { createBackup } from "./backup.server.ts";

const hour = 3_600_000;
const quiet = { info() {} };
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function site(engine: Site["engine"]): Promise<Site> {
  const made = await createSite(engine, { migrated: true });
  cleanup.push(() => made.destroy());
  return made;
}

/** One instance's job runner with only the backup job, on the site's database and a shared clock. */
function schedule(s: Site, dataDir: string, clock: { now(): Date }, keep = 3, instance = "one"): JobRunner {
  const job = backupJob({ database: s.database, dataDir, intervalMs: hour, keep, log: quiet });
  const runner = createJobRunner({ db: s.db, jobs: [job], metrics: noMetrics, instance, now: clock.now });
  cleanup.push(() => runner.stop());
  return runner;
}

function testClock() {
  let at = Date.now();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

const archivesIn = (dataDir: string) =>
  existsSync(join(dataDir, "backups"))
    ? readdirSync(join(dataDir, "backups")).filter((n) => n.endsWith(".tar.gz"))
    : [];

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
    const clock = testClock();
    const backups = schedule(s, s.dataDir, clock, 2);
    expect(await backups.tick()).toEqual(["backup"]);
    expect(archivesIn(s.dataDir)).toHaveLength(1);
    expect(await backups.tick()).toEqual([]);
    for (let i = 0; i < 3; i += 1) {
      clock.advance(hour);
      age(s.dataDir, hour * (i + 1));
      expect(await backups.tick()).toEqual(["backup"]);
    }
    expect(archivesIn(s.dataDir)).toHaveLength(2);
  });

  it("waits for an archive made by hand to come due instead of backing up again", async () => {
    const s = await site(engine);
    const clock = testClock();
    await createBackup({ database: s.database, dataDir: s.dataDir });
    const backups = schedule(s, s.dataDir, clock);
    expect(await backups.tick()).toEqual(["backup"]);
    expect(archivesIn(s.dataDir)).toHaveLength(1);
    clock.advance(hour / 2);
    expect(await backups.tick()).toEqual([]);
    clock.advance(hour / 2 + 1_000);
    expect(await backups.tick()).toEqual(["backup"]);
    expect(archivesIn(s.dataDir)).toHaveLength(2);
  });
});

describe.runIf(backupEngines.includes("postgres"))("scheduled backups with several instances", () => {
  it("runs on one instance per interval, and moves on when that instance stops", async () => {
    const s = await site("postgres");
    const second = await site("postgres");
    const clock = testClock();
    const first = schedule(s, s.dataDir, clock, 3, "first");
    const other = schedule(s, second.dataDir, clock, 3, "other");
    await Promise.all([first.tick(), other.tick()]);
    const written = () => archivesIn(s.dataDir).length + archivesIn(second.dataDir).length;
    expect(written()).toBe(1);
    expect(await other.tick()).toEqual([]);
    await first.stop();
    clock.advance(hour + 1_000);
    expect(await other.tick()).toEqual(["backup"]);
    expect(archivesIn(second.dataDir).length).toBeGreaterThanOrEqual(1);
    expect(written()).toBe(2);
  });
});
