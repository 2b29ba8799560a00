import { contentTags } from "#app/domain/blogs/content-lines.ts";

/**
 * The editor's HTML reduced to the plain markup the public page keeps: the editor's own classes,
 * styles and wrapper spans go, `<b>`/`<i>` become `<strong>`/`<em>`, and only addresses and image
 * text stay as attributes. The server still sanitises; this keeps the stored source readable.
 */

const kept = new Set<string>(contentTags);
const renamed: Record<string, string> = { b: "strong", i: "em", h1: "h2", h5: "h4", h6: "h4" };
const keptAttributes: Record<string, string[]> = { a: ["href", "title"], img: ["src", "alt"] };

function cleanChildren(from: Node, into: Node) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(document.createTextNode(child.textContent ?? ""));
      continue;
    }
    if (!(child instanceof Element)) continue;
    const source = child.tagName.toLowerCase();
    const tag = renamed[source] ?? source;
    if (!kept.has(tag)) {
      cleanChildren(child, into);
      continue;
    }
    // `<b><strong>` (one bold run wrapped twice) becomes one `<strong>`.
    if (into instanceof Element && into.tagName.toLowerCase() === tag && into.childNodes.length === 0) {
      cleanChildren(child, into);
      continue;
    }
    const element = document.createElement(tag);
    for (const name of keptAttributes[tag] ?? []) {
      const value = child.getAttribute(name);
      if (value !== null) element.setAttribute(name, value);
    }
    cleanChildren(child, element);
    into.appendChild(element);
  }
}

/** Clean markup for the content field; "" when the editor holds no text and no picture. */
export function cleanEditorHtml(html: string): string {
  const source = document.createElement("template");
  source.innerHTML = html;
  const result = document.createElement("div");
  cleanChildren(source.content, result);
  const empty = result.textContent?.trim() === "" && !result.querySelector("img, hr");
  return empty ? "" : result.innerHTML;
}
