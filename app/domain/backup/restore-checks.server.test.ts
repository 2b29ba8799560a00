import { chownSync, readdirSync, statSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import {
  filesUnder,
  manifestOf,
  readArchive,
  withManifest,
  writeArchive,
  type ArchiveEntry,
} from "#tests/support/backup-archives.ts";
import { createSite, type Site } from "#tests/support/backup-targets.ts";
import { LocalDiskStorage } from "#app/domain/media/storage.server.ts";
import type { Manifest } from "./archive-files.server.ts";
import { createBackup } from "./backup.server.ts";
import { RestoreFailed } from "./restore-errors.ts";
import { restoreBackup } from "./restore.server.ts";

const image = "files/uploads/green-meadows/640.webp";
const mib = 1024 * 1024;

let source: Site;
/** A small site's archive, taken apart: the manifest first, then db/…, then files/…. */
let entries: ArchiveEntry[];
beforeAll(async () => {
  source = await createSite("sqlite", { migrated: true });
  await new LocalDiskStorage(join(source.dataDir, "uploads")).put(
    "green-meadows/640.webp",
    Buffer.from([1, 2, 3, 250, 0, 7]),
    "image/webp",
  );
  await mkdir(join(source.dataDir, "brochures"));
  await writeFile(join(source.dataDir, "brochures", "0b7d3c1e-4a59-4c6e-9a51-2f3c4d5e6f70.pdf"), "%PDF-1.7");
  const { file } = await createBackup({ database: source.database, dataDir: source.dataDir });
  entries = (await readArchive(file)).filter((e) => e.type === "File");
});
afterAll(() => source.destroy());

const targets: Site[] = [];
afterEach(async () => {
  for (const target of targets.splice(0)) await target.destroy();
});

async function restoreCrafted(crafted: ArchiveEntry[], prepare?: (target: Site) => void) {
  const archive = join(source.dataDir, `crafted-${targets.length}.tar.gz`);
  await writeArchive(archive, crafted);
  const target = await createSite("sqlite", { migrated: false });
  targets.push(target);
  prepare?.(target);
  const attempt = restoreBackup({ archive, database: target.database, dataDir: target.dataDir });
  return { target, attempt };
}

/** What a restore left in DATA_DIR besides the target's (empty) SQLite database. */
function placed(target: Site): Record<string, number> {
  const files = filesUnder(target.dataDir);
  for (const name of Object.keys(files)) if (name.startsWith("site.db")) delete files[name];
  return files;
}

function withManifestChange(change: (manifest: Manifest) => void): ArchiveEntry[] {
  const manifest = manifestOf(entries);
  change(manifest);
  return withManifest(entries, manifest);
}

/** The most bytes `folder` held while `work` ran, measured every millisecond. */
async function largestDuring(folder: string, work: Promise<unknown>): Promise<number> {
  let largest = 0;
  const measure = () => {
    try {
      largest = Math.max(
        largest,
        Object.values(filesUnder(folder)).reduce((a, b) => a + b, 0),
      );
    } catch (error) {
      // A folder removed while it was walked: the restore cleaning up.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  };
  const timer = setInterval(measure, 1);
  try {
    await work.catch(() => undefined);
  } finally {
    clearInterval(timer);
  }
  measure();
  return largest;
}

describe("restore checks the archive against its manifest while unpacking", () => {
  it.each([
    {
      holding: "a .tmp- file its manifest does not list",
      craft: () => [...entries, { path: "files/uploads/green-meadows/.tmp-x", body: Buffer.from("half") }],
      message: "The archive holds files its manifest does not list: files/uploads/green-meadows/.tmp-x",
    },
    {
      holding: "a listed file twice",
      craft: () => [...entries, entries.find((e) => e.path === image)!],
      message: `The archive holds ${image} twice.`,
    },
    {
      holding: "a symbolic link",
      craft: () => [
        ...entries,
        {
          path: "files/uploads/green-meadows/1280.webp",
          type: "SymbolicLink" as const,
          linkpath: "/etc/passwd",
        },
      ],
      message:
        "files/uploads/green-meadows/1280.webp is a SymbolicLink: a backup holds only files and folders.",
    },
    {
      holding: "its manifest after the other files",
      craft: () => [...entries.slice(1), entries[0]!],
      message: "The archive does not start with manifest.json: it is not a backup of this site.",
    },
    {
      holding: "a manifest of more than 16 MB",
      craft: () => {
        const manifest = Buffer.concat([entries[0]!.body!, Buffer.alloc(17 * mib, " ")]);
        return [{ path: "manifest.json", body: manifest }, ...entries.slice(1)];
      },
      message: "The archive's manifest.json is 17 MB; a backup's is at most 16 MB.",
    },
    {
      holding: "a manifest listing a path outside db/ and files/",
      craft: () => {
        const body = Buffer.from("outside");
        const crafted = withManifestChange((manifest) => {
          manifest.files["files/../outside.txt"] = {
            bytes: body.length,
            sha256: "a".repeat(64),
          };
        });
        return [...crafted, { path: "files/../outside.txt", body }];
      },
      message: "The archive's manifest.json is damaged: files/../outside.txt is not a path a backup writes.",
    },
  ])("refuses an archive holding $holding, and places nothing", async ({ craft, message }) => {
    const { target, attempt } = await restoreCrafted(craft());
    await expect(attempt).rejects.toThrow(RestoreFailed);
    await expect(attempt).rejects.toThrow(message);
    expect(placed(target)).toEqual({});
  });

  it.each([
    {
      holding: "a file larger than its manifest says",
      craft: () => entries.map((e) => (e.path === image ? { path: image, zeros: 64 * mib } : e)),
      message: `${image} is ${64 * mib} bytes in the archive; its manifest says 6.`,
    },
    {
      holding: "a file its manifest does not list",
      craft: () => [
        entries[0]!,
        { path: "files/uploads/green-meadows/1280.avif", zeros: 64 * mib },
        ...entries.slice(1),
      ],
      message: "The archive holds files its manifest does not list: files/uploads/green-meadows/1280.avif",
    },
  ])("stops at $holding (64 MB of zeros) before writing a byte of it", async ({ craft, message }) => {
    const { target, attempt } = await restoreCrafted(craft());
    const largest = largestDuring(target.dataDir, attempt);
    await expect(attempt).rejects.toThrow(message);
    expect(await largest).toBeLessThan(4 * mib);
    expect(placed(target)).toEqual({});
  });

  it("refuses an archive that needs more than the disk's free space, before unpacking it", async () => {
    const crafted = withManifestChange((manifest) => {
      manifest.files[image]!.bytes = 2 ** 52;
    });
    const { target, attempt } = await restoreCrafted(crafted);
    await expect(attempt).rejects.toThrow(RestoreFailed);
    await expect(attempt).rejects.toThrow(
      /^The archive unpacks to 4294967296 MB, but .+ has [\d.]+ MB free\.$/,
    );
    expect(placed(target)).toEqual({});
  });

  it("gives restored files 0600 and folders 0700, owned by DATA_DIR's owner, whatever the archive says", async () => {
    const folders = ["db/", "files/", "files/uploads/", "files/uploads/green-meadows/", "files/brochures/"];
    const loose = { mode: 0o777, uid: 4343, gid: 4343 };
    const crafted = [
      entries[0]!,
      ...folders.map((path) => ({ path, type: "Directory" as const, ...loose })),
      ...entries.slice(1).map((e) => ({ ...e, ...loose })),
    ];
    // Run as root (a restore by hand on a server), the files must go to DATA_DIR's owner.
    const root = process.getuid!() === 0;
    const owner = root ? 4242 : process.getuid!();
    const { target, attempt } = await restoreCrafted(crafted, (t) => {
      if (root) chownSync(t.dataDir, owner, owner);
    });
    await attempt;

    const restored = ["uploads", "brochures"].flatMap((folder) => [
      folder,
      ...readdirSync(join(target.dataDir, folder), { recursive: true }).map((p) => join(folder, String(p))),
    ]);
    expect(restored).toContain("uploads/green-meadows/640.webp");
    for (const path of restored) {
      const stat = statSync(join(target.dataDir, path));
      expect({ path, mode: stat.mode & 0o777, uid: stat.uid }).toEqual({
        path,
        mode: stat.isDirectory() ? 0o700 : 0o600,
        uid: owner,
      });
    }
    expect(statSync(join(target.dataDir, "site.db")).uid).toBe(owner);
  });
});
