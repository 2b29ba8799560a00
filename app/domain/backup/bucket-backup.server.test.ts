import { readFile } from "node:fs/promises";
import { join } from "node:path";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { backupEngines, createSite, type Site } from "#tests/support/backup-targets.ts";
import { testProject } from "#tests/support/lead-test-data.ts";
import { startS3Server } from "#tests/support/s3-server.ts";
import { Bucket, bucketFolders } from "#app/domain/media/s3-storage.server.ts";
import { LocalDiskStorage } from "#app/domain/media/storage.server.ts";
import { listFiles } from "./archive-files.server.ts";
import { createBackup } from "./backup.server.ts";
import { RestoreRefused } from "./restore-errors.ts";
import { restoreBackup } from "./restore.server.ts";

type S3 = Awaited<ReturnType<typeof startS3Server>>;
const servers: S3[] = [];
const sites: Site[] = [];
const buckets: Bucket[] = [];

beforeAll(async () => {
  servers.push(await startS3Server(), await startS3Server());
});
afterAll(async () => {
  for (const bucket of buckets.splice(0)) bucket.destroy();
  for (const server of servers.splice(0)) await server.stop();
});
afterEach(async () => {
  for (const site of sites.splice(0)) await site.destroy();
  for (const bucket of buckets) await emptied(bucket);
});

async function emptied(bucket: Bucket) {
  for (const prefix of Object.values(bucketFolders)) {
    const keys: string[] = [];
    for await (const key of bucket.list(prefix)) keys.push(key);
    for (const key of keys) await bucket.delete(key);
  }
}

function bucketOf(server: S3): Bucket {
  const bucket = new Bucket(server.settings);
  buckets.push(bucket);
  return bucket;
}

async function site(engine: Site["engine"], migrated: boolean): Promise<Site> {
  const made = await createSite(engine, { migrated });
  sites.push(made);
  return made;
}

const brochure = "brochures/0b7d3c1e-4a59-4c6e-9a51-2f3c4d5e6f70.pdf";
const stored: Record<string, Buffer> = {
  "uploads/green-meadows/640.webp": Buffer.from([1, 2, 3, 250, 0, 7]),
  "uploads/green-meadows/1280.avif": Buffer.alloc(70_000, 9),
  [brochure]: Buffer.from("%PDF-1.7 test"),
};

async function fillBucket(bucket: Bucket) {
  for (const [key, bytes] of Object.entries(stored)) {
    await bucket.put(key, bytes, key.endsWith(".pdf") ? "application/pdf" : "image/webp");
  }
}

async function bucketFiles(bucket: Bucket): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const prefix of Object.values(bucketFolders)) {
    for await (const key of bucket.list(prefix)) {
      out[key] = Buffer.from((await bucket.get(key))!.body).toString("base64");
    }
  }
  return out;
}

async function diskFiles(dataDir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const folder of ["uploads", "brochures"]) {
    for (const path of await listFiles(join(dataDir, folder))) {
      out[`${folder}/${path}`] = (await readFile(join(dataDir, folder, path))).toString("base64");
    }
  }
  return out;
}

const expected = Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, v.toString("base64")]));

describe.each(backupEngines)("backups of a site whose files are in a bucket, on %s", (engine) => {
  it("backs up the bucket's files, and restores them into DATA_DIR or into another bucket, bytes equal", async () => {
    const [sourceServer, targetServer] = servers as [S3, S3];
    const source = await site(engine, true);
    await testProject(source.db, "Green Meadows");
    const sourceBucket = bucketOf(sourceServer);
    await fillBucket(sourceBucket);
    // Left over in DATA_DIR from before the move to the bucket: not the site's files any more.
    await new LocalDiskStorage(join(source.dataDir, "uploads")).put(
      "old/640.webp",
      Buffer.from([0]),
      "image/webp",
    );

    const { file, manifest } = await createBackup({
      database: source.database,
      dataDir: source.dataDir,
      bucket: sourceBucket,
    });
    expect(
      Object.keys(manifest.files)
        .filter((p) => p.startsWith("files/"))
        .sort(),
    ).toEqual(
      Object.keys(stored)
        .map((k) => `files/${k}`)
        .sort(),
    );

    const onDisk = await site(engine, false);
    await restoreBackup({
      archive: file,
      database: onDisk.database,
      dataDir: onDisk.dataDir,
      migrationTableSchema: onDisk.migrationTableSchema,
    });
    expect(await diskFiles(onDisk.dataDir)).toEqual(expected);

    const inBucket = await site(engine, false);
    const targetBucket = bucketOf(targetServer);
    await restoreBackup({
      archive: file,
      database: inBucket.database,
      dataDir: inBucket.dataDir,
      migrationTableSchema: inBucket.migrationTableSchema,
      bucket: targetBucket,
    });
    expect(await bucketFiles(targetBucket)).toEqual(expected);
    expect(await diskFiles(inBucket.dataDir)).toEqual({});
    const projects = await inBucket.db.selectFrom("projects").select("name").execute();
    expect(projects).toEqual([{ name: "Green Meadows" }]);

    // A bucket that already holds files is a live site's: refused, and nothing changes.
    const again = await site(engine, false);
    await expect(
      restoreBackup({
        archive: file,
        database: again.database,
        dataDir: again.dataDir,
        migrationTableSchema: again.migrationTableSchema,
        bucket: targetBucket,
      }),
    ).rejects.toThrow(RestoreRefused);
    expect(
      await again.db
        .selectFrom("projects")
        .select("id")
        .execute()
        .catch(() => []),
    ).toEqual([]);
  });
});
