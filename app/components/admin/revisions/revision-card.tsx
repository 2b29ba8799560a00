import type { ConfirmRequest } from "#app/components/ui/confirm-request.ts";
import { Card } from "#app/components/ui/card.tsx";
import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import type { RevisionEntry } from "#app/domain/revisions/index.ts";

import { FieldLines } from "./field-lines.tsx";

/** What each save shows first: what it changed, or the values of one nothing kept comes before. */
const opening: Record<RevisionEntry["shows"], string> = {
  created: "Created with these values.",
  values: "The save before this one is not kept: its values as saved.",
  changes: "",
};

/** The question before restoring revision `revision` of `name`. */
export function restoreRequest(name: string, revision: number): ConfirmRequest {
  return {
    question: "Restore this version?",
    subject: `Revision ${revision} of ${name}`,
    consequence:
      "It is saved again as a new revision, checked as any save is. The current version stays in the history.",
    confirmLabel: `Restore revision ${revision}`,
  };
}

/**
 * One save of a record: its number, who saved it and when (India time), what it changed, and for
 * a role that edits content and a save that is not the current one, "Restore this version".
 */
export function RevisionCard({
  entry,
  name,
  mayRestore,
}: {
  entry: RevisionEntry;
  name: string;
  mayRestore: boolean;
}) {
  const titleId = `revision-${entry.revision}`;
  return (
    <Card as="li" aria-labelledby={titleId} className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={titleId}
            className="flex flex-wrap items-center gap-2 text-lg font-semibold text-forest-900"
          >
            Revision {entry.revision}
            {entry.current ? <StatusBadge tone="green" label="Current" /> : null}
          </h2>
          <p className="text-sm text-neutral-600">
            {entry.actor} · <time dateTime={entry.savedAt}>{entry.savedLabel}</time>
          </p>
        </div>
        {mayRestore && !entry.current ? (
          <ConfirmButton
            request={restoreRequest(name, entry.revision)}
            fields={{ intent: "restore", revision: String(entry.revision) }}
            size="sm"
          >
            Restore this version
          </ConfirmButton>
        ) : null}
      </div>
      {opening[entry.shows] ? <p className="text-sm text-neutral-700">{opening[entry.shows]}</p> : null}
      {entry.lines.length > 0 ? (
        <FieldLines lines={entry.lines} />
      ) : (
        <p className="text-sm text-neutral-600">Saved without changing any field.</p>
      )}
    </Card>
  );
}
