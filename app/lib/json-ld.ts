/**
 * Structured data (schema.org as JSON-LD) for search engines. Each domain builds its own objects;
 * this module holds what they share: the script text, the organisation's id, breadcrumbs.
 */

export type JsonLdObject = { [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | JsonLdObject | JsonLdValue[];

export const schemaContext = "https://schema.org";

/**
 * The text of a `<script type="application/ld+json">`: JSON with `<`, `>` and `&` written as
 * \u escapes, so no text typed by staff ("</script>", "<!--") can end the script or open markup.
 */
export function jsonLdText(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The organisation's node id: pages refer to the company (seller, publisher) by it. */
export function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

const hasValue = (entry: [string, JsonLdValue | null | undefined]): entry is [string, JsonLdValue] => {
  const value = entry[1];
  return (
    value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0)
  );
};

/** Keeps only the entries that have a value: what is not known is left out, never invented. */
export function present(entries: Record<string, JsonLdValue | null | undefined>): JsonLdObject {
  return Object.fromEntries(Object.entries(entries).filter(hasValue));
}

/** Home > ... > the page: each step a name and a path under the site. */
export function breadcrumbLd(
  siteUrl: string,
  steps: readonly { name: string; path: string }[],
): JsonLdObject {
  return {
    "@context": schemaContext,
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: `${siteUrl}${step.path}`,
    })),
  };
}
