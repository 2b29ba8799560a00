import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { freshDataDir, startServer } from "./process.ts";

/**
 * The packages no public page needs (docs/architecture.md, "Performance"): each is loaded where it
 * is first used, so a server that answers buyers never holds them. lucide-react is bundled into
 * the build (only the icons the site draws), so the package itself is never loaded.
 */
const notForPublicPages = [
  "sharp",
  "pdf-lib",
  "nodemailer",
  "@aws-sdk/client-s3",
  "better-auth",
  "@node-rs/argon2",
  "@xmldom/xmldom",
  "tar",
  "lucide-react",
];

/** The package a module's address is in, or null for one of the site's own files or Node's. */
function packageOf(url: string): string | null {
  const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  return match ? match[1]! : null;
}

test("a server that has started and answered every public page has loaded none of the libraries they do not need", async () => {
  const folder = mkdtempSync(join(tmpdir(), "plotsite-loaded-"));
  const hook = join(folder, "record-loads.mjs");
  const record = join(folder, "loaded.txt");
  writeFileSync(
    hook,
    `import { registerHooks } from "node:module";
     import { appendFileSync } from "node:fs";
     registerHooks({ load(url, context, next) { appendFileSync(${JSON.stringify(record)}, url + "\\n"); return next(url, context); } });`,
  );
  const running = await startServer({ DATA_DIR: freshDataDir(), NODE_OPTIONS: `--import=${hook}` });
  try {
    for (const path of ["/", "/projects", "/about", "/contact", "/blogs", "/no-such-page"]) {
      const response = await fetch(`${running.base}${path}`);
      expect(response.status, path).toBe(path === "/no-such-page" ? 404 : 200);
      expect(await response.text()).toContain("<style>");
    }
    const loaded = new Set(readFileSync(record, "utf8").split("\n").map(packageOf));
    expect(loaded).toContain("kysely");
    expect(notForPublicPages.filter((name) => loaded.has(name))).toEqual([]);
  } finally {
    running.child.kill("SIGTERM");
    await running.exit;
    rmSync(folder, { recursive: true, force: true });
  }
});
