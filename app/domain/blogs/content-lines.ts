/**
 * The markup rules of a blog's content. Spec §9's line rule: every newline in the text is a line break, except
 * next to a block element (heading, list, paragraph, quote, table, rule), where it would only add
 * a stray gap. Shared by the public page's renderer and the back office's editor, so a post opened
 * in the editor looks as it does on the site.
 */

/** The markup a post's content may hold: the public page's sanitiser keeps these tags only. */
export const contentTags = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "blockquote",
  "a",
  "img",
  "code",
  "pre",
  "hr",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
] as const;

const blockTags = "h[1-6]|p|ul|ol|li|blockquote|pre|hr|table|thead|tbody|tfoot|tr|th|td";
const brBeforeBlock = new RegExp(`(?:<br\\s*/?>\\s*)+(?=<\\/?(?:${blockTags})\\b)`, "gi");
const brAfterBlock = new RegExp(`(<\\/?(?:${blockTags})\\b[^>]*>)(?:\\s*<br\\s*/?>)+`, "gi");

/** The text's newlines as `<br />`. */
export function newlinesToBreaks(text: string): string {
  return text.replace(/\r\n?|\n/g, "<br />");
}

/** Line breaks that only pad a block element, removed. */
export function dropBreaksAroundBlocks(html: string): string {
  return html.replace(brBeforeBlock, "").replace(brAfterBlock, "$1");
}

/**
 * Stored content as markup with its lines applied, for an editor that reads HTML: newlines outside
 * tags become breaks (newlines inside a tag, between attributes, stay spaces).
 */
export function contentWithBreaks(content: string): string {
  const parts = content.split(/(<[^>]*>)/);
  return dropBreaksAroundBlocks(
    parts.map((part, index) => (index % 2 === 1 ? part : newlinesToBreaks(part))).join(""),
  );
}
