/**
 * The scripts a page can end up running: the modules it names and every module they import, at once
 * (`import … from`, `export … from`, `import "…"`) or later (`import("…")`, such as the layout
 * plan's behaviour that loads when the plan nears the screen). A page's JavaScript budget counts
 * them all, so a module that loads late cannot slip past it. Read from the bundles' text, which
 * Rolldown writes with literal relative addresses; the browser tests check that every script a page
 * loads is among them.
 */

// A module address in our bundles: relative or absolute on the site, ending in .js, written whole
// (not a template that computes it).
const address = String.raw`(\.{0,2}/[^"'\x60\s\${}]+?\.js)`;
const staticImport = new RegExp(String.raw`\b(?:import|from)\s*(["'])${address}\1`, "g");
const dynamicImport = new RegExp(String.raw`\bimport\s*\(\s*(["'\x60])${address}\1\s*\)`, "g");

/** The absolute addresses of the modules a module's text imports, each once, in order. */
export function moduleImports(code: string, url: string): string[] {
  const found = [...code.matchAll(staticImport), ...code.matchAll(dynamicImport)]
    .sort((a, b) => a.index - b.index)
    .map((match) => new URL(match[2]!, url).href);
  return [...new Set(found)];
}

/**
 * Every module reachable from `entries` (absolute addresses), each once with its bytes as `load`
 * gives them, entries first.
 */
export async function moduleGraph(
  entries: Iterable<string>,
  load: (url: string) => Promise<Uint8Array>,
): Promise<Map<string, Uint8Array>> {
  const modules = new Map<string, Uint8Array>();
  const queue = [...entries];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (modules.has(url)) continue;
    const bytes = await load(url);
    modules.set(url, bytes);
    queue.push(...moduleImports(new TextDecoder().decode(bytes), url));
  }
  return modules;
}
