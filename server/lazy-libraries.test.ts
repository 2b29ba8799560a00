import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

/** The packages a server start must not load (docs/architecture.md, "Performance"). */
const heavy = ["sharp", "pdf-lib", "nodemailer", "@aws-sdk/client-s3"];

describe("heavy libraries", () => {
  it("are not loaded by the server's services, the media and share code, or the mailer until used", () => {
    // A fresh process: records every package an import asks for while the modules load and the
    // services are made (disk storage, the outbox mailer), as server/main.ts does at start.
    const script = `
      import { registerHooks } from "node:module";
      const asked = new Set();
      registerHooks({ resolve(specifier, context, next) { asked.add(specifier); return next(specifier, context); } });
      const { createServices } = await import("./server/services.ts");
      await import("./app/domain/media/pipeline.server.ts");
      await import("./app/domain/media/brochures.server.ts");
      await import("./app/domain/share/share-images.server.ts");
      const { openDatabase } = await import("./app/db/database.server.ts");
      const { loadConfig } = await import("./server/config.ts");
      const config = loadConfig({ DATA_DIR: process.env.TMP_DATA, SITE_URL: "http://localhost:3000", NODE_ENV: "production" });
      createServices(config, openDatabase({ kind: "sqlite", file: ":memory:" }));
      console.log(JSON.stringify([...asked]));
    `;
    const dataDir = mkdtempSync(join(tmpdir(), "plotsite-lazy-"));
    let output: string;
    try {
      output = execFileSync(
        process.execPath,
        ["--import", "./scripts/require-node.js", "--input-type=module", "--eval", script],
        { cwd: root, env: { ...process.env, TMP_DATA: dataDir } },
      ).toString();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const asked = JSON.parse(output.trim().split("\n").at(-1) ?? "[]") as string[];
    expect(asked).toContain("kysely");
    expect(asked.filter((specifier) => heavy.includes(specifier))).toEqual([]);
  });
});
