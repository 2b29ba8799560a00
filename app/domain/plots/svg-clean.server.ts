import { DOMParser, onErrorStopParsing, type Attr, type Element, type Node } from "@xmldom/xmldom";

import { plotIdPrefix, plotNumberLabel, svgNamespace, svgRefusals, type SvgRefusal } from "./svg-rules.ts";

/**
 * The clean-up of a surveyor's SVG before it is stored and shown on the public page (docs/layout-plans.md).
 * The file is parsed as strict XML and rebuilt from an allow-list: shapes, text and groups with their
 * presentation attributes; every id, class and style sheet is dropped (an inline SVG shares the page's
 * ids and styles). Anything active or external (scripts, event handlers, links, images, foreignObject,
 * entities, style sheets that load) refuses the whole file, so nothing half-cleaned is ever stored.
 */

export const maxSvgBytes = 2 * 1024 * 1024;
const maxElements = 20_000;
/**
 * The walks below recurse once per level: a plan nested thousands deep (35 KB of `<g>`) would
 * overflow the stack. Surveyors' plans nest a few levels (layers, blocks, a plot and its label).
 */
export const maxSvgDepth = 100;

const shapes = new Set(["path", "rect", "polygon", "polyline", "circle", "ellipse", "line"]);
const containers = new Set(["g", "text", "tspan"]);
/** Kept as text, never rendered as markup of their own. */
const labels = new Set(["title"]);
/** Editors' bookkeeping, dropped with everything inside. */
const dropped = new Set([
  "defs",
  "metadata",
  "desc",
  "style",
  "clipPath",
  "mask",
  "pattern",
  "symbol",
  "marker",
]);
const refusedElements: Record<string, SvgRefusal> = {
  script: "script",
  foreignObject: "foreignObject",
  image: "image",
  use: "link",
  a: "link",
  iframe: "foreignObject",
  animate: "animation",
  set: "animation",
  animateTransform: "animation",
  animateMotion: "animation",
  feImage: "image",
};

const geometry = [
  "d",
  "x",
  "y",
  "width",
  "height",
  "rx",
  "ry",
  "cx",
  "cy",
  "r",
  "x1",
  "y1",
  "x2",
  "y2",
  "points",
  "dx",
  "dy",
  "transform",
];
const presentation = [
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-dasharray",
  "stroke-linecap",
  "stroke-linejoin",
  "opacity",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "letter-spacing",
];
const keptAttributes = new Set([...geometry, ...presentation]);
const presentationSet = new Set(presentation);
/** Plain values only: numbers, words, colours, lists; no functions but transform's and rgb(). */
const safeValue = /^[#\w\s.,%+\-"'()]*$/;

export interface CleanSvg {
  ok: true;
  svg: string;
  width: number;
  height: number;
  /** The plot number each linked shape carries, in document order. */
  shapeNumbers: string[];
}
export type SvgCleanResult = CleanSvg | { ok: false; message: string };

class Refused extends Error {
  readonly reason: SvgRefusal;
  constructor(reason: SvgRefusal) {
    super(reason);
    this.reason = reason;
  }
}

function nameOf(node: Element | Attr): string {
  return node.localName ?? "";
}

function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, "&quot;");
}

/** `plot-23`, `plot_23`, `Plot 23` or data-plot="23": the plot number a shape or group names. */
function declaredNumber(element: Element): string | null {
  const data = element.getAttribute("data-plot")?.trim();
  if (data) return data;
  const id = element.getAttribute("id")?.trim() ?? "";
  const match = plotIdPrefix.exec(id);
  return match ? match[1]! : null;
}

function childElements(element: Element): Element[] {
  const children: Element[] = [];
  for (let node: Node | null = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE) children.push(node as Element);
  }
  return children;
}

/** A group holding exactly one shape and a text: the text (or the group's own id) names the shape. */
function groupNumber(group: Element, plotNumbers: ReadonlySet<string>): string | null {
  const children = childElements(group).filter((child) => child.namespaceURI === svgNamespace);
  const shapeChildren = children.filter((child) => shapes.has(nameOf(child)));
  if (shapeChildren.length !== 1) return null;
  const declared = declaredNumber(group) ?? idNumber(group, plotNumbers);
  if (declared) return declared;
  const texts = children.filter((child) => nameOf(child) === "text");
  const text = texts.length === 1 ? (texts[0]!.textContent ?? "").trim() : "";
  return plotNumbers.has(text) || plotNumberLabel.test(text) ? text : null;
}

/** An id equal to one of the project's plot numbers. */
function idNumber(element: Element, plotNumbers: ReadonlySet<string>): string | null {
  const id = element.getAttribute("id")?.trim() ?? "";
  return plotNumbers.has(id) ? id : null;
}

/** style="fill:#fff;stroke:red" as attributes, keeping only the presentation properties. */
function styleDeclarations(style: string): [string, string][] {
  const kept: [string, string][] = [];
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (/url\s*\(|expression\s*\(|@import|javascript:/i.test(value)) throw new Refused("cssUrl");
    if (presentationSet.has(name) && safeValue.test(value)) kept.push([name, value]);
  }
  return kept;
}

function checkAttributes(element: Element): void {
  for (const attribute of Array.from(element.attributes)) {
    const name = nameOf(attribute).toLowerCase();
    const value = attribute.value;
    if (name.startsWith("on")) throw new Refused("handler");
    if (name === "href" || name === "src") throw new Refused("link");
    if (/javascript:|data:|vbscript:/i.test(value.replace(/\s+/g, ""))) throw new Refused("link");
    if (/url\s*\(\s*['"]?\s*[^#\s'")]/i.test(value)) throw new Refused("cssUrl");
  }
}

function keptAttributeList(element: Element): [string, string][] {
  const kept: [string, string][] = [];
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.namespaceURI !== null) continue;
    const name = nameOf(attribute);
    if (name === "style") kept.push(...styleDeclarations(attribute.value));
    // An internal reference (a gradient, a clip path) points at something dropped: leave it out.
    else if (
      keptAttributes.has(name) &&
      safeValue.test(attribute.value) &&
      !/url\s*\(/i.test(attribute.value)
    )
      kept.push([name, attribute.value]);
  }
  return kept;
}

function checkStyleSheet(element: Element): void {
  if (/@import|url\s*\(|expression\s*\(|javascript:/i.test(element.textContent ?? "")) {
    throw new Refused("cssUrl");
  }
}

class Writer {
  readonly parts: string[] = [];
  readonly shapeNumbers: string[] = [];
  elements = 0;

  private readonly plotNumbers: ReadonlySet<string>;
  constructor(plotNumbers: ReadonlySet<string>) {
    this.plotNumbers = plotNumbers;
  }

  element(element: Element, inheritedNumber: string | null): void {
    if (++this.elements > maxElements) throw new Refused("tooComplex");
    const name = nameOf(element);
    const refusal = refusedElements[name];
    if (refusal) throw new Refused(refusal);
    checkAttributes(element);
    if (name === "style") checkStyleSheet(element);
    if (element.namespaceURI !== svgNamespace || dropped.has(name)) {
      this.checkDescendants(element);
      return;
    }
    if (labels.has(name)) {
      this.parts.push(`<title>${escapeText((element.textContent ?? "").trim())}</title>`);
      return;
    }
    if (!shapes.has(name) && !containers.has(name)) {
      this.checkDescendants(element);
      return;
    }
    const attributes = keptAttributeList(element);
    let groupShapeNumber: string | null = null;
    if (shapes.has(name)) {
      const number = declaredNumber(element) ?? idNumber(element, this.plotNumbers) ?? inheritedNumber;
      if (number) {
        attributes.unshift(["data-plot", number]);
        this.shapeNumbers.push(number);
      }
    } else if (name === "g") {
      groupShapeNumber = groupNumber(element, this.plotNumbers);
    }
    const open = attributes.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join("");
    this.parts.push(`<${name}${open}>`);
    this.children(element, groupShapeNumber);
    this.parts.push(`</${name}>`);
  }

  children(element: Element, inheritedNumber: string | null): void {
    for (let node: Node | null = element.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === node.ELEMENT_NODE) this.element(node as Element, inheritedNumber);
      else if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE) {
        if (nameOf(element) === "text" || nameOf(element) === "tspan") {
          this.parts.push(escapeText(node.nodeValue ?? ""));
        }
      } else if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE) {
        throw new Refused("processing");
      }
    }
  }

  /** A dropped element is not written, but what it holds must still be harmless. */
  checkDescendants(element: Element): void {
    for (const child of childElements(element)) {
      if (++this.elements > maxElements) throw new Refused("tooComplex");
      const refusal = refusedElements[nameOf(child)];
      if (refusal) throw new Refused(refusal);
      checkAttributes(child);
      if (nameOf(child) === "style") checkStyleSheet(child);
      this.checkDescendants(child);
    }
  }
}

function length(value: string | null): number | null {
  const match = /^\s*([\d.]+)\s*(px)?\s*$/.exec(value ?? "");
  const number = match ? Number(match[1]) : NaN;
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** The plan's coordinate box: the viewBox, else plain width and height. */
function planBox(root: Element): { viewBox: string; width: number; height: number } | null {
  const parts = (root.getAttribute("viewBox") ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts.length === 4 && parts.every(Number.isFinite) && parts[2]! > 0 && parts[3]! > 0) {
    return { viewBox: parts.join(" "), width: parts[2]!, height: parts[3]! };
  }
  const width = length(root.getAttribute("width"));
  const height = length(root.getAttribute("height"));
  return width && height ? { viewBox: `0 0 ${width} ${height}`, width, height } : null;
}

/** Whether an element lies more than `limit` levels below `root`: walked without recursion. */
function nestsDeeperThan(root: Element, limit: number): boolean {
  let node: Node | null = root.firstChild;
  let depth = 1;
  while (node) {
    if (node.nodeType === node.ELEMENT_NODE && depth > limit) return true;
    if (node.firstChild) {
      node = node.firstChild;
      depth += 1;
      continue;
    }
    while (!node.nextSibling) {
      node = node.parentNode;
      depth -= 1;
      if (!node || node === root) return false;
    }
    node = node.nextSibling;
  }
  return false;
}

/** Refuse DTD entities and style-sheet instructions before the parser sees them. */
function checkProlog(text: string): SvgRefusal | null {
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>]*\[/i.test(text)) return "entity";
  if (/<\?xml-stylesheet/i.test(text)) return "processing";
  return null;
}

export function cleanLayoutSvg(text: string, plotNumbers: readonly string[] = []): SvgCleanResult {
  const refuse = (reason: SvgRefusal) => ({ ok: false as const, message: svgRefusals[reason] });
  if (Buffer.byteLength(text, "utf8") > maxSvgBytes) return refuse("tooLarge");
  const prolog = checkProlog(text);
  if (prolog) return refuse(prolog);
  let root: Element | null;
  try {
    const document = new DOMParser({ onError: onErrorStopParsing }).parseFromString(text, "image/svg+xml");
    root = document.documentElement;
  } catch {
    return refuse("notXml");
  }
  if (!root || nameOf(root) !== "svg" || root.namespaceURI !== svgNamespace) return refuse("notSvg");
  const box = planBox(root);
  if (!box) return refuse("noSize");
  if (nestsDeeperThan(root, maxSvgDepth)) return refuse("tooDeep");
  const writer = new Writer(new Set(plotNumbers));
  try {
    checkAttributes(root);
    writer.children(root, null);
  } catch (error) {
    if (error instanceof Refused) return refuse(error.reason);
    throw error;
  }
  const svg =
    `<svg xmlns="${svgNamespace}" viewBox="${box.viewBox}" width="${box.width}" height="${box.height}">` +
    `${writer.parts.join("")}</svg>`;
  return { ok: true, svg, width: box.width, height: box.height, shapeNumbers: writer.shapeNumbers };
}
