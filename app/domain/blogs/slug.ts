/**
 * Spec §4 "Admin forms": the blog slug comes from the title by a fixed rule, applied on every
 * title change. Shared by the editor (live) and the tests.
 *
 * This reproduces the original's chain step by step:
 * `title.toLowerCase().replace(/[^a-z0-9 -]/g, "").replace(/\s+/g, "-").replace(/-+/g, "-").trim()`.
 * - "Letters" are ASCII a–z, as in the original's character class: Tamil or accented letters are
 *   removed, not transliterated, so a slug stays a plain ASCII path segment.
 * - The trim comes last and only removes whitespace, of which none is left by then; so a title
 *   with a leading or trailing space gives a slug with a leading or trailing hyphen, exactly as the
 *   original did. The slug can be edited by hand, and the server only requires the slug charset.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .trim();
}

/** What a stored slug may contain: lowercase ASCII letters, digits and hyphens, and at least one letter or digit. */
export const slugPattern = /^[a-z0-9-]*[a-z0-9][a-z0-9-]*$/;

/**
 * Issue "Tamil and English": the Tamil slug, made from the Tamil title the same way, except that
 * letters of any script are kept (with their vowel signs), so a Tamil title gives a Tamil slug.
 * Leading and trailing hyphens go, as a typed Tamil title often ends in a full stop or a space.
 */
export function tamilSlugify(title: string): string {
  return title
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd} -]/gu, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * What a Tamil slug may contain: lowercase letters of any script (Tamil letters with their vowel
 * signs), digits and hyphens, no spaces, and at least one letter or digit. Links encode it.
 */
export const tamilSlugPattern =
  /^[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{Nd}-]*[\p{Ll}\p{Lo}\p{Lm}\p{Nd}][\p{Ll}\p{Lo}\p{Lm}\p{M}\p{Nd}-]*$/u;
