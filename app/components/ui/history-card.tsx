import type { When } from "#app/lib/when.ts";

import { Card } from "./card.tsx";

export interface HistoryEntry {
  id: number;
  actor: string;
  summary: string;
  when: When;
}

/** A record's history (its audit entries, newest first): what changed, who, and when. */
export function HistoryCard({ entries, titleId }: { entries: readonly HistoryEntry[]; titleId: string }) {
  return (
    <Card as="section" aria-labelledby={titleId} className="p-4 sm:p-5">
      <h2 id={titleId} className="text-lg font-semibold text-forest-900">
        History
      </h2>
      <ol className="mt-2 divide-y divide-neutral-200 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className="py-2">
            <p className="text-neutral-900">{entry.summary}</p>
            <p className="text-neutral-600">
              {entry.actor} ·{" "}
              <time dateTime={entry.when.iso} title={entry.when.exact}>
                {entry.when.relative}
              </time>
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
