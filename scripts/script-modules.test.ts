import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { build, createServer, type Rolldown } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { scriptModules } from "./script-modules.ts";

/**
 * A page's component, a behaviour module it names with `?script`, a helper the module imports and
 * a part it imports later, in a folder of their own.
 */
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "plotsite-script-modules-"));
  const files = {
    "page.ts": 'import src from "./menu-script.ts?script";\nconsole.log(src);\n',
    "menu-script.ts":
      'import { whenReady } from "./ready.ts";\nwhenReady(() => void import("./menu-later.ts"));\n',
    "ready.ts":
      "export function whenReady(start: () => void) { document.addEventListener('load', start); }\n",
    "menu-later.ts": "document.body.dataset.menuLater = 'on';\n",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The files a build of the page writes, and the page module's code. */
async function buildPage(ssr: boolean) {
  const entry = join(root, "page.ts");
  const result = await build({
    configFile: false,
    root,
    logLevel: "silent",
    plugins: [scriptModules()],
    build: ssr ? { write: false, ssr: entry } : { write: false, rolldownOptions: { input: entry } },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const files = new Map(
    output.output.map((item) => [item.fileName, item.type === "chunk" ? item.code : String(item.source)]),
  );
  const page = output.output.find((item) => item.type === "chunk" && item.isEntry);
  return { files, page: page?.type === "chunk" ? page.code : "" };
}

describe("behaviour modules imported with ?script", () => {
  it("are bundled alone, hashed, with their later part beside them, and give their address", async () => {
    const { files, page } = await buildPage(false);
    const names = [...files.keys()];
    const entry = names.find((name) => /^assets\/menu-script-[\w-]+\.js$/.test(name));
    const later = names.find((name) => /^assets\/menu-later-[\w-]+\.js$/.test(name));
    expect(entry).toBeDefined();
    expect(later).toBeDefined();
    // The page carries the module's address, not its code.
    expect(page).toContain(`/${entry}`);
    expect(page).not.toContain("addEventListener");
    // The helper is inlined; the later part stays a file of its own, loaded by a plain import().
    const code = files.get(entry!)!;
    expect(code).toContain("addEventListener");
    expect(code).toContain(`import(\`./${later!.slice("assets/".length)}\`)`);
    expect(code).not.toContain("modulepreload");
    expect(files.get(later!)).toContain("menuLater");
  });

  it("give the server build the same address and write nothing there", async () => {
    const client = await buildPage(false);
    const server = await buildPage(true);
    const entry = [...client.files.keys()].find((name) => name.startsWith("assets/menu-script-"))!;
    expect(server.page).toContain(`/${entry}`);
    expect([...server.files.keys()].filter((name) => name.includes("menu"))).toEqual([]);
  });

  it("give the source file's address in development, for Vite to serve", async () => {
    const server = await createServer({
      configFile: false,
      root,
      logLevel: "silent",
      plugins: [scriptModules()],
      server: { middlewareMode: true, ws: false },
    });
    try {
      const address = await server.transformRequest("/menu-script.ts?script");
      expect(address?.code).toContain('export default "/menu-script.ts"');
    } finally {
      await server.close();
    }
  });
});
