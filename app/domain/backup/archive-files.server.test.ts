import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { archivedRows, archiveLine } from "./archive-files.server.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function rowsOf(text: string): Promise<Record<string, unknown>[]> {
  const folder = mkdtempSync(join(tmpdir(), "plotsite-rows-"));
  folders.push(folder);
  mkdirSync(join(folder, "db"));
  writeFileSync(join(folder, "db", "leads.jsonl"), text);
  const rows: Record<string, unknown>[] = [];
  for await (const row of archivedRows(folder, "leads")) rows.push(row);
  return rows;
}

describe("archive lines", () => {
  const rows = [
    { id: "a", message: "Plot 7\u2028East facing\u2029Corner\r\nplot\rend\u0000 🏡 வீட்டு மனை" },
    // Longer than a read of the file (64 KB), and its multi-byte characters straddle the reads.
    { id: "b", message: "வீட்டு மனை\u2028".repeat(20_000) },
    { id: "c", message: null },
  ];

  it("are one line each, with U+2028 and U+2029 escaped, and read back as they were", async () => {
    const text = rows.map(archiveLine).join("");
    expect(text.split("\n")).toHaveLength(rows.length + 1);
    expect(text).not.toMatch(/[\u2028\u2029\r]/);
    expect(await rowsOf(text)).toEqual(rows);
  });

  it("are read back when an older archive holds U+2028 and U+2029 raw", async () => {
    const raw = rows.map((row) => JSON.stringify(row) + "\n").join("");
    expect(raw).toMatch(/\u2028/);
    expect(await rowsOf(raw)).toEqual(rows);
    expect(await rowsOf(raw.trimEnd())).toEqual(rows);
  });
});
