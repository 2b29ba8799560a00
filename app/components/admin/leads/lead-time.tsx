import type { When } from "#app/lib/when.ts";

/** A moment of a lead as "5 minutes ago" (or its exact time), the exact time in its tooltip. */
export function LeadTime({ when, exact = false }: { when: When; exact?: boolean }) {
  return (
    <time dateTime={when.iso} title={when.exact}>
      {exact ? when.exact : when.relative}
    </time>
  );
}
