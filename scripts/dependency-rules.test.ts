import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { afterEach, describe, expect, it } from "vitest";

/**
 * The rules of .dependency-cruiser.js (what `npm run lint` runs) on small made-up trees, each
 * written into a fresh folder with the project's `#app/*` imports and cruised there.
 */
let root = "";
afterEach(() => rm(root, { recursive: true, force: true }));

async function violations(files: Record<string, string>): Promise<string[]> {
  root = await mkdtemp(join(tmpdir(), "dependency-rules-"));
  const tree = {
    ...files,
    "package.json": JSON.stringify({ type: "module", imports: { "#app/*": "./app/*" } }),
  };
  for (const [path, text] of Object.entries(tree)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  const options = await extractDepcruiseOptions(resolve(".dependency-cruiser.js"));
  const { output } = await cruise(["app"], { ...options, baseDir: root });
  const { summary } = output as ICruiseResult;
  return summary.violations
    .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)
    .sort();
}

const uses = (specifier: string) => `import { used } from "${specifier}";\nexport const x = used;\n`;

describe("the domain rules", () => {
  it("let a domain use another through its entry modules, in one direction", async () => {
    expect(
      await violations({
        "app/domain/lower/index.ts": `export { used } from "./lower.ts";\n`,
        "app/domain/lower/lower.ts": "export const used = 1;\n",
        "app/domain/lower/index.server.ts": `export { used } from "./store.server.ts";\n`,
        "app/domain/lower/store.server.ts": "export const used = 2;\n",
        "app/domain/upper/upper.ts": uses("#app/domain/lower/index.ts"),
        "app/domain/upper/upper.server.ts": uses("#app/domain/lower/index.server.ts"),
      }),
    ).toEqual([]);
  });

  it("refuse two domains that use each other, even through a third", async () => {
    expect(
      await violations({
        "app/domain/alpha/index.ts": `export { used } from "./alpha.ts";\n`,
        "app/domain/alpha/alpha.ts": uses("#app/domain/beta/index.ts"),
        "app/domain/beta/index.ts": `export const used = 1;\n`,
        "app/domain/beta/beta.ts": uses("#app/domain/gamma/index.ts"),
        "app/domain/gamma/index.ts": uses("#app/domain/alpha/index.ts"),
      }),
    ).toEqual([
      "no-domain-circle: app/domain/alpha → app/domain/beta",
      "no-domain-circle: app/domain/beta → app/domain/gamma",
      "no-domain-circle: app/domain/gamma → app/domain/alpha",
    ]);
  });

  it("refuse a domain that imports another's other modules", async () => {
    expect(
      await violations({
        "app/domain/lower/lower.ts": "export const used = 1;\n",
        "app/domain/upper/upper.ts": uses("#app/domain/lower/lower.ts"),
      }),
    ).toEqual(["domain-entry: app/domain/upper/upper.ts → app/domain/lower/lower.ts"]);
  });

  it("refuse a server module in the browser's entry, and any module circle", async () => {
    expect(
      await violations({
        "app/domain/lower/index.ts": `export { used } from "./store.server.ts";\n`,
        "app/domain/lower/store.server.ts": "export const used = 1;\n",
        "app/lib/one.ts": uses("./two.ts"),
        "app/lib/two.ts": uses("./one.ts"),
      }),
    ).toEqual([
      "browser-entry: app/domain/lower/index.ts → app/domain/lower/store.server.ts",
      "no-circle: app/lib/one.ts → app/lib/two.ts",
    ]);
  });
});
