import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { migrateToLatest, openDatabase } from "../app/db/database.server.ts";
import { recordLead } from "../app/domain/leads/leads.server.ts";
import { leadInput } from "../tests/support/lead-test-data.ts";

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

  it("refuses to back up while the images and brochures are in a bucket, which it does not read", async () => {
    const folder = dataDir();
    const bucket = await run("backup", folder, [], { S3_BUCKET: "plots", S3_REGION: "ap-south-1" });
    expect(bucket.code).toBe(2);
    expect(bucket.err).toContain("Backup refused: npm run backup cannot be used with S3_BUCKET yet");
    expect(existsSync(join(folder, "backups"))).toBe(false);
  });
});
