import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql } from "kysely";
import { RouterContextProvider } from "react-router";
import { create, extract } from "tar";
import { afterEach, describe, expect, it } from "vitest";

import { readArchive, withBody, writeArchive } from "#tests/support/backup-archives.ts";
import { backupEngines, createSite, type Site } from "#tests/support/backup-targets.ts";
import { leadInput, testProject, testStaffMember } from "#tests/support/lead-test-data.ts";
import { clientIpContext, servicesContext, type AppServices } from "#app/context.ts";
import type { DB } from "#app/db/database.server.ts";
import { migrations } from "#app/db/migrations/index.ts";
import { noMetrics } from "#app/lib/metrics.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { addBlog } from "#app/domain/blogs/blogs.server.ts";
import {
  addLeadNote,
  deleteLead,
  setLeadSpam,
  setLeadStatus,
} from "#app/domain/leads/lead-actions.server.ts";
import { recordInterest } from "#app/domain/leads/leads.server.ts";
import { submitPublicLead } from "#app/domain/leads/public-lead.server.ts";
import { LocalDiskStorage } from "#app/domain/media/storage.server.ts";
import { rememberSignInAddress } from "#app/domain/staff/known-addresses.server.ts";
import { listFiles } from "./archive-files.server.ts";
import { createBackup } from "./backup.server.ts";
import { RestoreFailed, RestoreRefused } from "./restore-errors.ts";
import { restoreBackup } from "./restore.server.ts";
import { backedUpTables, toArchiveRow } from "./tables.ts";

const sites: Site[] = [];
afterEach(async () => {
  for (const site of sites.splice(0)) await site.destroy();
});

async function site(engine: Site["engine"], migrated = true): Promise<Site> {
  const made = await createSite(engine, { migrated });
  sites.push(made);
  return made;
}

/** The services storing a public lead uses; the rate limit is low so some leads land in Spam. */
function formContext(db: DB, clientIp: string) {
  const services = {
    db,
    forms: { rateLimit: { limit: 3, windowMs: 60_000 }, minFillMs: 0 },
    leadAlerts: { kick() {}, async stop() {} },
    adLeads: { googleKey: undefined, meta: undefined, kickMeta() {} },
    whatsApp: { config: undefined, kick() {} },
    metrics: noMetrics,
  } as unknown as AppServices; // only what storing a lead uses
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientIpContext, clientIp);
  return context;
}

function submitLead(db: DB, projectId: string, n: number) {
  return submitPublicLead(
    formContext(db, `10.0.${n % 7}.1`),
    "enquiry",
    { utm_source: "test" },
    leadInput({ name: `Visitor ${n}`, phone: `+9198765${String(n).padStart(5, "0")}`, projectId }),
  );
}

/** A site with some of everything: staff, projects, leads worked and deleted, chats, audit, files. */
async function fillSite(s: Site): Promise<{ projectId: string }> {
  const { db } = s;
  const staff = await testStaffMember(db, "Meena Raman");
  const office = { email: `${staff}@example.in`, address: "203.0.113.10" };
  await rememberSignInAddress(db, "s".repeat(40), office, new Date());
  await testStaffMember(db, "Old Account", true);
  const projectId = await testProject(db, "Green Meadows");
  await testProject(db, "Lake View");
  for (let n = 0; n < 12; n += 1) await submitLead(db, projectId, n);
  const leads = await db.selectFrom("leads").select("id").orderBy("id").execute();
  await setLeadStatus(db, leads[0]!.id, "Contacted", { name: "Meena" });
  await addLeadNote(db, leads[1]!.id, "Called back, wants a corner plot ₹ 25 L.", { name: "Meena" });
  await setLeadSpam(db, leads[2]!.id, true, { name: "Meena" });
  await deleteLead(db, leads[3]!.id, { name: "Meena" });
  await db.updateTable("leads").set({ assigned_to: staff }).where("id", "=", leads[4]!.id).execute();
  await recordInterest(db, "whatsapp", projectId);
  await recordAudit(db, { actor: "Meena", action: "update", entity: "project", summary: "Priced" });

  const storage = new LocalDiskStorage(join(s.dataDir, "uploads"));
  await storage.put("green-meadows/640.webp", Buffer.from([1, 2, 3, 250, 0, 7]), "image/webp");
  await storage.put("green-meadows/1280.avif", Buffer.alloc(70_000, 9), "image/avif");
  await mkdir(join(s.dataDir, "brochures"), { recursive: true });
  writeFileSync(join(s.dataDir, "brochures", "0b7d3c1e-4a59-4c6e-9a51-2f3c4d5e6f70.pdf"), "%PDF-1.7 test");
  return { projectId };
}

/** Every table's rows as an archive holds them, in key order (tallies of zero are no tallies). */
async function contents(db: DB): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of backedUpTables) {
    const keys = sql.join(table.key.map((k) => sql.ref(k)));
    const where = table.derivedTable ? sql`where n <> 0` : sql``;
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)} ${where}
      order by ${keys}`.execute(db);
    out[table.name] = rows.map((row) => toArchiveRow(table, row));
  }
  return out;
}

async function files(dataDir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const folder of ["uploads", "brochures"]) {
    for (const path of await listFiles(join(dataDir, folder))) {
      out[`${folder}/${path}`] = (await readFile(join(dataDir, folder, path))).toString("base64");
    }
  }
  return out;
}

function restoreInto(target: Site, archive: string) {
  return restoreBackup({
    archive,
    database: target.database,
    dataDir: target.dataDir,
    migrationTableSchema: target.migrationTableSchema,
  });
}

/**
 * Text a visitor or the staff may type: line and paragraph separators (line ends to some JSON
 * line readers), emoji, Tamil, CRLF and a lone CR, and NUL where the engines can hold it.
 */
function awkwardText(withNul: boolean): string {
  return `Plot 7\u2028East facing\u2029🏡 வீட்டு மனை\r\nCorner\rplot${withNul ? "\u0000" : ""} ₹ 25 L`;
}

/** Puts `text` into a project, a lead, a lead note and a blog post; returns the lead's id. */
async function storeText(db: DB, projectId: string, text: string): Promise<string> {
  await db.updateTable("projects").set({ description: text }).where("id", "=", projectId).execute();
  const { id } = await db.selectFrom("leads").select("id").orderBy("id").executeTakeFirstOrThrow();
  await db.updateTable("leads").set({ name: text, message: text }).where("id", "=", id).execute();
  await db
    .insertInto("lead_notes")
    .values({
      id: "note-awkward",
      lead_id: id,
      author: text,
      body: text,
      created_at: "2026-01-05T10:00:00.000Z",
    })
    .execute();
  await addBlog(db, {
    title: text,
    slug: "awkward-text",
    excerpt: text,
    content: text,
    featuredImage: "",
    author: text,
    category: "Property News",
    tags: [text],
  });
  return id;
}

describe.each(backupEngines)("backup on %s", (engine) => {
  it("escapes U+2028 and U+2029 in its lines, and restores an archive that holds them raw", async () => {
    const source = await site(engine);
    const { projectId } = await fillSite(source);
    await storeText(source.db, projectId, awkwardText(engine === "sqlite"));
    const { file } = await createBackup({ database: source.database, dataDir: source.dataDir });
    const entries = await readArchive(file);
    const leads = entries.find((e) => e.path === "db/leads.jsonl")!.body!.toString("utf8");
    expect(leads).toContain("\\u2028");
    expect(leads).not.toMatch(/[\u2028\u2029]/);

    // As archives were written before the lines were escaped.
    const raw = leads.replaceAll("\\u2028", "\u2028").replaceAll("\\u2029", "\u2029");
    const archive = join(source.dataDir, "raw-separators.tar.gz");
    await writeArchive(archive, withBody(entries, "db/leads.jsonl", Buffer.from(raw)));
    const target = await site(engine, false);
    await restoreInto(target, archive);
    expect(await contents(target.db)).toEqual(await contents(source.db));
  });

  it("backs up while leads are being submitted, and the restore is the snapshot, consistent", async () => {
    const source = await site(engine);
    const { projectId } = await fillSite(source);
    let stop = false;
    let submitted = 0;
    const submitting = (async () => {
      while (!stop) {
        const outcome = await submitLead(source.db, projectId, 100 + submitted);
        if (outcome.ok === false && outcome.reason === "failed")
          throw new Error("A lead could not be stored.");
        submitted += 1;
        // SQLite answers without leaving the microtask queue: let the backup's file writes run.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const before = await source.db
      .selectFrom("leads")
      .select(({ fn }) => fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const { file, manifest } = await createBackup({
      database: source.database,
      dataDir: source.dataDir,
      pageSize: 4,
    });
    stop = true;
    await submitting;
    const after = await source.db
      .selectFrom("leads")
      .select(({ fn }) => fn.countAll().as("n"))
      .executeTakeFirstOrThrow();

    expect(submitted).toBeGreaterThan(0);
    expect(manifest.tables.leads).toBeGreaterThanOrEqual(Number(before.n));
    expect(manifest.tables.leads).toBeLessThanOrEqual(Number(after.n));
    expect(manifest.migration).toBe(Object.keys(migrations).at(-1));

    const target = await site(engine, false);
    await restoreInto(target, file);
    const restored = await contents(target.db);
    const now = await contents(source.db);
    expect(restored.leads).toHaveLength(manifest.tables.leads!);
    // Leads are never changed after they are stored here: each restored one is the source's row.
    const sourceLeads = new Map(now.leads!.map((r) => [(r as { id: string }).id, r]));
    for (const lead of restored.leads!) expect(lead).toEqual(sourceLeads.get((lead as { id: string }).id));
    // The trigger-kept counts match the restored leads, not the source's later ones.
    const project = restored.projects!.find((p) => (p as { id: string }).id === projectId) as {
      lead_count: number;
    };
    const { n } = await target.db
      .selectFrom("leads")
      .select(({ fn }) => fn.countAll().as("n"))
      .where("project_id", "=", projectId)
      .where("spam", "=", 0)
      .executeTakeFirstOrThrow();
    expect(project.lead_count).toBe(Number(n));
    expect(await files(target.dataDir)).toEqual(await files(source.dataDir));
  });

  it("writes a manifest with every table's count and every file's size and checksum", async () => {
    const source = await site(engine);
    await fillSite(source);
    const { file, manifest } = await createBackup({ database: source.database, dataDir: source.dataDir });
    expect(file.startsWith(join(source.dataDir, "backups"))).toBe(true);
    const rows = await contents(source.db);
    for (const table of backedUpTables) {
      if (!table.derivedTable) expect(manifest.tables[table.name], table.name).toBe(rows[table.name]!.length);
    }
    expect(manifest.tables.leads).toBe(11);
    expect(manifest.files["files/uploads/green-meadows/640.webp"]).toEqual({
      bytes: 6,
      sha256: createHash("sha256")
        .update(Buffer.from([1, 2, 3, 250, 0, 7]))
        .digest("hex"),
    });
    expect(manifest.files["files/uploads/green-meadows/1280.avif"]?.bytes).toBe(70_000);
    expect(Object.keys(manifest.files).filter((p) => p.startsWith("db/"))).toHaveLength(
      backedUpTables.length,
    );
  });

  it("refuses an archive with a changed byte in a file, and leaves the target empty", async () => {
    const source = await site(engine);
    await fillSite(source);
    const { file } = await createBackup({ database: source.database, dataDir: source.dataDir });
    const unpacked = mkdtempSync(join(tmpdir(), "plotsite-unpacked-"));
    try {
      await extract({ file, cwd: unpacked });
      const image = join(unpacked, "files/uploads/green-meadows/640.webp");
      const bytes = readFileSync(image);
      bytes[3] = 251;
      writeFileSync(image, bytes);
      const tampered = join(unpacked, "tampered.tar.gz");
      await create({ gzip: true, file: tampered, cwd: unpacked }, ["manifest.json", "db", "files"]);
      const target = await site(engine, false);
      await expect(restoreInto(target, tampered)).rejects.toThrow(RestoreFailed);
      await expect(restoreInto(target, tampered)).rejects.toThrow(
        "files/uploads/green-meadows/640.webp does not match its checksum in the manifest",
      );
      expect(await files(target.dataDir)).toEqual({});

      const flipped = readFileSync(file);
      flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
      const broken = join(unpacked, "broken.tar.gz");
      writeFileSync(broken, flipped);
      await expect(restoreInto(target, broken)).rejects.toThrow(RestoreFailed);
      expect(await files(target.dataDir)).toEqual({});
    } finally {
      rmSync(unpacked, { recursive: true, force: true });
    }
  });

  it("refuses a target that holds content, changing nothing", async () => {
    const source = await site(engine);
    await fillSite(source);
    const { file } = await createBackup({ database: source.database, dataDir: source.dataDir });

    const filled = await site(engine);
    await testProject(filled.db, "Live Site Project");
    await expect(restoreInto(filled, file)).rejects.toThrow(RestoreRefused);
    await expect(restoreInto(filled, file)).rejects.toThrow("restore only into an empty database");
    expect(await filled.db.selectFrom("projects").select("name").execute()).toEqual([
      { name: "Live Site Project" },
    ]);

    const withFiles = await site(engine);
    await new LocalDiskStorage(join(withFiles.dataDir, "uploads")).put(
      "live/640.webp",
      Buffer.from([5]),
      "image/webp",
    );
    await expect(restoreInto(withFiles, file)).rejects.toThrow("restore only into an empty DATA_DIR");
    expect((await contents(withFiles.db)).projects).toEqual([]);
  });
});

const pairs = backupEngines.flatMap((from) => backupEngines.map((to) => [from, to] as const));

describe.each(pairs)("moving a site from %s to %s", (from, to) => {
  it("gives back every text byte for byte, whatever characters it holds", async () => {
    // PostgreSQL's text cannot hold NUL (0x00): it refuses the string. NUL goes SQLite to SQLite only.
    const text = awkwardText(from === "sqlite" && to === "sqlite");
    const source = await site(from);
    const { projectId } = await fillSite(source);
    const leadId = await storeText(source.db, projectId, text);
    const { file } = await createBackup({ database: source.database, dataDir: source.dataDir });
    const target = await site(to, false);
    await restoreInto(target, file);
    expect(await contents(target.db)).toEqual(await contents(source.db));
    const lead = await target.db
      .selectFrom("leads")
      .select(["name", "message"])
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ name: text, message: text });
    const blog = await target.db
      .selectFrom("blogs")
      .select("content")
      .where("slug", "=", "awkward-text")
      .executeTakeFirstOrThrow();
    expect(Buffer.from(blog.content)).toEqual(Buffer.from(text));
  });

  it("restores every table's rows and every file's bytes exactly, triggers and indexes consistent", async () => {
    const source = await site(from);
    await fillSite(source);
    const { file } = await createBackup({ database: source.database, dataDir: source.dataDir, pageSize: 3 });
    const target = await site(to, false);
    await restoreInto(target, file);
    expect(await contents(target.db)).toEqual(await contents(source.db));
    expect(await files(target.dataDir)).toEqual(await files(source.dataDir));

    // The restored site keeps working: a new lead counts, the audit log's ids go on.
    await submitLead(
      target.db,
      (await contents(source.db)).projects!.map((p) => (p as { id: string }).id)[0]!,
      999,
    );
    await recordAudit(target.db, { actor: "Meena", action: "update", entity: "project", summary: "Again" });
    const audit = await target.db.selectFrom("audit_log").select("id").orderBy("id").execute();
    expect(audit.map((a) => Number(a.id))).toEqual([...new Set(audit.map((a) => Number(a.id)))]);

    // And backs up again to the same contents (the way back).
    const again = await createBackup({ database: target.database, dataDir: target.dataDir });
    const back = await site(from, false);
    await restoreInto(back, again.file);
    expect(await contents(back.db)).toEqual(await contents(target.db));
  });
});
