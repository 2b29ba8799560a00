import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * A style rule and, for each of its selectors, the classes an element needs for it to match; the
 * rule can apply to a page when one selector's classes are all there. `null`: it needs none (an
 * element, `*`, `:root`, an attribute, an at-rule such as `@font-face`), so every page keeps it.
 */
interface StyleRule {
  text: string;
  classSets: string[][] | null;
}

/** A conditional group (`@media`, `@supports`, `@layer`, `@starting-style`) and what it holds. */
interface Group {
  prelude: string;
  children: StylesheetPiece[];
}

export type StylesheetPiece = StyleRule | Group;

/** What the build writes (scripts/stylesheet-rules.ts): each stylesheet's address and its rules. */
export type StyleRules = Record<string, StylesheetPiece[]>;

/** Every class some rule of `pieces` needs. */
function classesNamedBy(pieces: readonly StylesheetPiece[], names = new Set<string>()): Set<string> {
  for (const piece of pieces) {
    if ("children" in piece) classesNamedBy(piece.children, names);
    else for (const set of piece.classSets ?? []) for (const name of set) names.add(name);
  }
  return names;
}

/** The rules of `pieces` that can apply to a document whose elements have only `classes`, in order. */
export function rulesUsedBy(pieces: readonly StylesheetPiece[], classes: ReadonlySet<string>): string {
  let css = "";
  for (const piece of pieces) {
    if ("children" in piece) {
      const inner = rulesUsedBy(piece.children, classes);
      if (inner) css += `${piece.prelude}{${inner}}`;
    } else if (!piece.classSets || piece.classSets.some((set) => set.every((name) => classes.has(name)))) {
      css += piece.text;
    }
  }
  return css;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

const classAttribute = Buffer.from(' class="');
const quote = 0x22;

/**
 * Every class named in the document's `class` attributes, `<template>` contents included, found
 * in its bytes (the page is never decoded whole) and read as Latin-1: class names are ASCII (a
 * byte above 127 in one could only fail to match a rule). A page repeats the same few attributes
 * hundreds of times (a plot list), so each distinct one is split once.
 */
export function classesIn(html: Buffer): Set<string> {
  const attributes = new Set<string>();
  for (let at = html.indexOf(classAttribute); at !== -1; at = html.indexOf(classAttribute, at)) {
    const start = at + classAttribute.length;
    at = html.indexOf(quote, start);
    if (at === -1) break;
    attributes.add(html.toString("latin1", start, at));
  }
  const classes = new Set<string>();
  for (const attribute of attributes) {
    const value = attribute.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name]!);
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
  private readonly scriptWords = new Map<string, Promise<string[] | null>>();
  private rules: Promise<{ sheets: StyleRules; classNames: Set<string> } | null> | undefined;
  private readonly clientDir: string;
  private readonly rulesFile: string;

  /**
   * `clientDir`: where the build's browser files are (build/client); `rulesFile`: the rules of its
   * stylesheets (build/server/stylesheet-rules.json, written by the build).
   */
  constructor(clientDir: string, rulesFile: string) {
    this.clientDir = clientDir;
    this.rulesFile = rulesFile;
  }

  /** The build's rules (read once) and every class they name, or null when there are none. */
  private stylesheetRules() {
    this.rules ??= readFile(this.rulesFile, "utf8").then(
      (text) => {
        const sheets = JSON.parse(text) as StyleRules;
        return { sheets, classNames: classesNamedBy(Object.values(sheets).flat()) };
      },
      () => null,
    );
    return this.rules;
  }

  /**
   * The classes a behaviour module names (read once): its words that some rule needs, a few dozen
   * of its thousands. Null when there is no such file.
   */
  private classesOf(href: string): Promise<string[] | null> {
    let words = this.scriptWords.get(href);
    if (!words) {
      words = Promise.all([readFile(join(this.clientDir, href), "utf8"), this.stylesheetRules()]).then(
        ([script, rules]) => [...new Set(wordsIn(script))].filter((word) => rules?.classNames.has(word)),
        () => null,
      );
      this.scriptWords.set(href, words);
    }
    return words;
  }

  /**
   * The page (its bytes) with its head's stylesheets inlined as described above; unchanged when it
   * links none. The behaviour modules are in the head too (React puts async scripts there).
   */
  async inline(html: Buffer): Promise<Buffer> {
    const headEnd = html.indexOf("</head>");
    if (headEnd === -1) return html;
    let head = html.toString("utf8", 0, headEnd);
    const links = [...head.matchAll(headStylesheet)];
    if (links.length === 0) return html;
    const [rules, scripts] = await Promise.all([
      this.stylesheetRules(),
      Promise.all([...head.matchAll(moduleScript)].map((script) => this.classesOf(script[1]!))),
    ]);
    const sheets = links.map((link) => rules?.sheets[link[1]!]);
    if (sheets.includes(undefined) || scripts.includes(null)) return html;
    const classes = classesIn(html);
    for (const words of scripts) for (const word of words!) classes.add(word);
    const used = sheets.map((pieces) => rulesUsedBy(pieces!, classes)).join("");
    for (const [index, link] of links.entries()) {
      head = head.replace(link[0], () => (index === 0 ? `<style>${used}</style>` : ""));
    }
    return Buffer.concat([Buffer.from(head), html.subarray(headEnd)]);
  }
}
