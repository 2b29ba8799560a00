import sanitizeHtml from "sanitize-html";

import { contentTags, dropBreaksAroundBlocks, newlinesToBreaks } from "./content-lines.ts";
import { ownPicture } from "./content-pictures.ts";

/**
 * Spec §9 renders a blog's content as HTML with newlines turned into line breaks, without
 * sanitising. We keep the newline rule but pass the content through an allowlist sanitiser, so a
 * pasted snippet (or a compromised admin account) cannot run scripts on the public site.
 */

const baseOptions: sanitizeHtml.IOptions = {
  allowedTags: [...contentTags],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Text arrives here already escaped, so the only markup this adds is the line break itself.
  textFilter: newlinesToBreaks,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href.trim());
      return {
        tagName,
        attribs: {
          ...(attribs.href !== undefined && { href }),
          ...(attribs.title !== undefined && { title: attribs.title }),
          rel: "noopener noreferrer",
          ...(external && { target: "_blank" }),
        },
      };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? "").trim();
      return {
        tagName,
        attribs: {
          // Only our own media: another site's picture would be blocked by the page's policy.
          ...(ownPicture.test(src) && { src }),
          alt: attribs.alt ?? "",
          ...(attribs.title !== undefined && { title: attribs.title }),
          ...(/^\d{1,4}$/.test(attribs.width ?? "") && { width: attribs.width! }),
          ...(/^\d{1,4}$/.test(attribs.height ?? "") && { height: attribs.height! }),
          loading: "lazy",
          decoding: "async",
        },
      };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === "img" && !frame.attribs.src) return true;
    // A link whose address was refused keeps its text but stops being a link.
    if (frame.tag === "a" && !frame.attribs.href) return "excludeTag";
    return false;
  },
};

/**
 * Heading levels shifted so the content's top level becomes h2 under the page's h1, keeping their
 * order (an article written with h3 sections gets h2 sections); nothing deeper than h4.
 */
function headingTransforms(content: string): Record<string, string> {
  const levels = [...content.matchAll(/<h([1-6])\b/gi)].map((m) => Number(m[1]));
  const shift = levels.length > 0 ? Math.min(...levels) - 2 : 0;
  const transforms: Record<string, string> = {};
  for (let level = 1; level <= 6; level++) {
    transforms[`h${level}`] = `h${Math.min(4, Math.max(2, level - shift))}`;
  }
  return transforms;
}

/**
 * A blog's stored content as safe HTML for the detail page. Every newline in the text becomes a
 * line break, except next to a block element (heading, list, paragraph, quote, table, rule), where
 * it would only add a stray gap. Newlines inside a tag (attributes on several lines) stay spaces,
 * which is why the conversion happens on the sanitiser's text rather than on the raw string.
 */
export function renderBlogContent(content: string): string {
  const options = {
    ...baseOptions,
    transformTags: { ...baseOptions.transformTags, ...headingTransforms(content) },
  };
  return dropBreaksAroundBlocks(sanitizeHtml(content, options)).trim();
}
