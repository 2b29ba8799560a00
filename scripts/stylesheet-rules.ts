import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import postcss, { type ChildNode } from "postcss";

import type { StyleRules, StylesheetPiece } from "#server/used-css.ts";

/** At-rules whose body is style rules that apply under a condition; any other is kept whole. */
const groupingAtRules = new Set(["media", "supports", "layer", "starting-style", "container"]);

/**
 * A selector with what it says inside parentheses and brackets left out (`:not(.a)`,
 * `:is(.a, .b)`, `[data-x]`): classes there may be alternatives or absences, so they are not
 * counted as needed, which can only keep a rule a page does not use, never drop one it does.
 */
function outsideGroups(selector: string): string {
  let depth = 0;
  let kept = "";
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!;
    if (char === "\\") {
      if (depth === 0) kept += selector.slice(i, i + 2);
      i++;
    } else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth = Math.max(0, depth - 1);
    else if (depth === 0) kept += char;
  }
  return kept;
}

const classInSelector = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-]|\P{ASCII})+)/gu;

function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}\s?|[^])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]/.test(escaped) ? String.fromCodePoint(parseInt(escaped, 16)) : escaped,
  );
}

/** The classes an element must have for `selector` to match it, as far as they can be told. */
export function classesNeeded(selector: string): string[] {
  return [...outsideGroups(selector).matchAll(classInSelector)].map((match) => unescapeCss(match[1]!));
}

function piecesOf(nodes: ChildNode[]): StylesheetPiece[] {
  const pieces: StylesheetPiece[] = [];
  for (const node of nodes) {
    if (node.type === "rule") {
      const classSets = node.selectors.map(classesNeeded);
      pieces.push({
        text: node.toString(),
        classSets: classSets.some((set) => set.length === 0) ? null : classSets,
      });
    } else if (node.type === "atrule" && node.nodes && groupingAtRules.has(node.name)) {
      pieces.push({
        prelude: `@${node.name}${node.params ? ` ${node.params}` : ""}`,
        children: piecesOf(node.nodes),
      });
    } else if (node.type === "atrule") {
      pieces.push({ text: node.toString(), classSets: null });
    }
  }
  return pieces;
}

/** A stylesheet's rules, each with the classes it needs, in their order (server/used-css.ts picks from them). */
export function stylesheetPieces(css: string): StylesheetPiece[] {
  return piecesOf(postcss.parse(css).nodes);
}

/**
 * After `react-router build`: the rules of each stylesheet of the build, read with PostCSS, in
 * build/server/stylesheet-rules.json, so that the server picks a page's rules without a CSS parser.
 */
if (import.meta.main) {
  const buildDir = join(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
  const assetsDir = join(buildDir, "client", "assets");
  const rules: StyleRules = {};
  for (const file of readdirSync(assetsDir).filter((name) => name.endsWith(".css"))) {
    rules[`/assets/${file}`] = stylesheetPieces(readFileSync(join(assetsDir, file), "utf8"));
  }
  writeFileSync(join(buildDir, "server", "stylesheet-rules.json"), JSON.stringify(rules));
  console.log(`Indexed the rules of ${Object.keys(rules).length} stylesheet(s).`);
}
