import { readFile } from "node:fs/promises";
import { join } from "node:path";

import postcss, { type ChildNode } from "postcss";

/**
 * A style rule and, for each of its selectors, the classes an element needs for it to match; the
 * rule can apply to a page when one selector's classes are all there. `null`: it needs none (an
 * element, `*`, `:root`, an attribute), so every page keeps it.
 */
interface StyleRule {
  text: string;
  classSets: string[][] | null;
}

/** A conditional group (`@media`, `@supports`, `@layer`, `@starting-style`) and what it holds. */
interface Group {
  prelude: string;
  children: Piece[];
}

type Piece = StyleRule | Group;

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

function piecesOf(nodes: ChildNode[]): Piece[] {
  const pieces: Piece[] = [];
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

/** A stylesheet read into rules that can be picked by the classes a page uses. */
export class Stylesheet {
  private readonly pieces: Piece[];

  private constructor(pieces: Piece[]) {
    this.pieces = pieces;
  }

  static parse(css: string): Stylesheet {
    return new Stylesheet(piecesOf(postcss.parse(css).nodes));
  }

  /** The rules that can apply to a document whose elements have only `classes`, in their order. */
  usedBy(classes: ReadonlySet<string>): string {
    const pick = (pieces: Piece[]): string => {
      let css = "";
      for (const piece of pieces) {
        if ("children" in piece) {
          const inner = pick(piece.children);
          if (inner) css += `${piece.prelude}{${inner}}`;
        } else if (
          !piece.classSets ||
          piece.classSets.some((set) => set.every((name) => classes.has(name)))
        ) {
          css += piece.text;
        }
      }
      return css;
    };
    return pick(this.pieces);
  }
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** Every class named in the document's `class` attributes, `<template>` contents included. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1]!.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name]!);
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The words of a script that could be classes it gives elements: its text split at white space and
 * quotes. Tailwind needs every class written whole in the sources (it finds them the same way), so
 * a class a script sets is among them; the other words match no rule.
 */
export function wordsIn(script: string): string[] {
  return script.split(/[\s"'`]+/).filter(Boolean);
}

const headStylesheet = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;
const moduleScript = /<script type="module" src="(\/assets\/[\w.-]+\.js)"/g;

/**
 * A page that needs no stylesheet (issue 13): the stylesheets its head links are replaced by the
 * rules of them that can apply to it, inlined in a `<style>`: the rules for the classes in its HTML
 * (`<template>` contents included) and for those its behaviour modules may set (the words of
 * `*-script.ts` bundles it loads). Nothing the page shows, before or after its scripts run, waits
 * for or needs another file; a page without JavaScript is the HTML as sent.
 */
export class UsedCss {
  private readonly sheets = new Map<string, Promise<Stylesheet | null>>();
  private readonly scriptWords = new Map<string, Promise<string[] | null>>();
  private readonly clientDir: string;

  /** `clientDir`: where the build's browser files are (build/client). */
  constructor(clientDir: string) {
    this.clientDir = clientDir;
  }

  /** A built file's text (read once), or null when there is none. */
  private file<T>(cache: Map<string, Promise<T | null>>, href: string, read: (text: string) => T) {
    let entry = cache.get(href);
    if (!entry) {
      entry = readFile(join(this.clientDir, href), "utf8").then(read, () => null);
      cache.set(href, entry);
    }
    return entry;
  }

  /** The page with its head's stylesheets inlined as described above; unchanged when it has none. */
  async inline(html: string): Promise<string> {
    const headEnd = html.indexOf("</head>");
    if (headEnd === -1) return html;
    const links = [...html.slice(0, headEnd).matchAll(headStylesheet)];
    if (links.length === 0) return html;
    const [sheets, scripts] = await Promise.all([
      Promise.all(links.map((link) => this.file(this.sheets, link[1]!, Stylesheet.parse))),
      Promise.all(
        [...html.matchAll(moduleScript)].map((script) => this.file(this.scriptWords, script[1]!, wordsIn)),
      ),
    ]);
    if (sheets.includes(null) || scripts.includes(null)) return html;
    const classes = classesIn(html);
    for (const words of scripts) for (const word of words!) classes.add(word);
    const used = sheets.map((sheet) => sheet!.usedBy(classes)).join("");
    let head = html.slice(0, headEnd);
    for (const [index, link] of links.entries()) {
      head = head.replace(link[0], () => (index === 0 ? `<style>${used}</style>` : ""));
    }
    return head + html.slice(headEnd);
  }
}
