import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { migrateToLatest, openDatabase } from "#app/db/database.server.ts";
import { recordLead } from "#app/domain/leads/leads.server.ts";
import { Bucket } from "#app/domain/media/s3-storage.server.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { startS3Server } from "#tests/support/s3-server.ts";

const root = join(import.meta.dirname, "..");
const node = join(root, "node_modules", ".bin", "node");
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), "plotsite-script-"));
  folders.push(folder);
  return folder;
}

/** Runs a script the way its npm script does, on SQLite in `folder`. */
function run(
  script: string,
  folder: string,
  args: string[] = [],
  settings: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; out: string; err: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: folder, ...settings };
  delete env.DATABASE_URL;
  const child = spawn(node, ["--import", "./scripts/require-node.js", `scripts/${script}.ts`, ...args], {
    cwd: root,
    env,
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  child.stderr.on("data", (chunk) => (err += chunk));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, out, err })));
}

describe("npm run backup and npm run restore", () => {
  it("print the archive's path last, restore into an empty DATA_DIR, and refuse a filled one with exit code 2", async () => {
    const source = dataDir();
    const db = openDatabase({ kind: "sqlite", file: join(source, "site.db") });
    await migrateToLatest(db);
    await recordLead(db, leadInput());
    await db.destroy();

    const backup = await run("backup", source);
    expect(backup.code).toBe(0);
    const file = backup.out.trim().split("\n").at(-1)!;
    expect(file).toMatch(
      new RegExp(`^${join(source, "backups")}/plotsite-backup-\\d{8}T\\d{9}Z-[0-9a-f]{4}\\.tar\\.gz$`),
    );
    expect(existsSync(file)).toBe(true);

    const target = dataDir();
    const restored = await run("restore", target, [file]);
    expect(restored.err).toBe("");
    expect(restored.out).toContain("into SQLite");
    expect(restored.out).toContain("every checksum and count matched");
    expect(restored.code).toBe(0);

    const again = await run("restore", target, [file]);
    expect(again.code).toBe(2);
    expect(again.err).toContain("restore only into an empty database, never over a live site");

    const garbage = join(dataDir(), "not-a-backup.tar.gz");
    writeFileSync(garbage, "not an archive");
    const broken = await run("restore", dataDir(), [garbage]);
    expect(broken.code).toBe(1);
    expect(broken.err).toContain("Restore failed: The archive cannot be read");
  });

  it("back up the bucket's files with S3_BUCKET set, and restore them into another bucket", async () => {
    const [from, to] = [await startS3Server(), await startS3Server()];
    const bucketSettings = ({ settings }: typeof from) => ({
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: settings.endpoint,
      S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    });
    const source = new Bucket(from.settings);
    const target = new Bucket(to.settings);
    try {
      const folder = dataDir();
      const db = openDatabase({ kind: "sqlite", file: join(folder, "site.db") });
      await migrateToLatest(db);
      await db.destroy();
      const image = Buffer.from([1, 2, 3, 250, 0, 7]);
      await source.put("uploads/green-meadows/640.webp", image, "image/webp");

      const backup = await run("backup", folder, [], bucketSettings(from));
      expect(backup.err).toBe("");
      expect(backup.code).toBe(0);
      const file = backup.out.trim().split("\n").at(-1)!;

      const restored = await run("restore", dataDir(), [file], bucketSettings(to));
      expect(restored.err).toBe("");
      expect(restored.out).toContain(`files into the bucket ${to.settings.bucket}`);
      expect(restored.code).toBe(0);
      expect(Buffer.from((await target.get("uploads/green-meadows/640.webp"))!.body)).toEqual(image);
    } finally {
      source.destroy();
      target.destroy();
      await from.stop();
      await to.stop();
    }
  });
});
