import { jsonLdText, type JsonLdObject } from "#app/lib/json-ld.ts";

/** Structured data for search engines; a data block, never run, so it needs no CSP nonce. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
