import { ArrowLeft } from "lucide-react";

import { ConfirmStep } from "#app/components/ui/confirm-step.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import type { RevisionEntry } from "#app/domain/revisions/index.ts";

import { RevisionCard, restoreRequest } from "./revision-card.tsx";

/** The history page's title in the browser tab: the record's name. */
export function revisionHistoryMeta({ loaderData }: { loaderData?: { name: string } }) {
  return [
    { title: loaderData ? `History: ${loaderData.name} · Admin` : "History · Admin" },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * Issue "Publish later and go back": "a history view of every save, field by field, with text
 * diffs", each save but the current one restorable as a new save. Shared by projects and posts.
 */
export function RevisionHistoryPage({
  name,
  what,
  entries,
  editorHref,
  historyHref,
  mayRestore,
  confirming,
}: {
  /** The record's name (a project's name, a post's title). */
  name: string;
  /** What it is in a sentence: "project", "post". */
  what: string;
  /** Its kept saves, newest first. */
  entries: readonly RevisionEntry[];
  editorHref: string;
  historyHref: string;
  mayRestore: boolean;
  /** The revision whose restore is to be confirmed (`?restore=`, without JavaScript). */
  confirming: number | null;
}) {
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <PageHeader
        title={`History: ${name}`}
        intro={`Every kept save of this ${what}, newest first: who saved it, when, and what changed.`}
        actions={
          <LinkButton to={editorHref}>
            <ArrowLeft aria-hidden className="size-4" />
            Back to the editor
          </LinkButton>
        }
      />
      {entries.length > 0 ? (
        <ol className="space-y-4" aria-label="Saves">
          {entries.map((entry) => (
            <RevisionCard key={entry.revision} entry={entry} name={name} mayRestore={mayRestore} />
          ))}
        </ol>
      ) : (
        <EmptyState title={`No saves of this ${what} are kept yet.`}>
          Each save from now on is kept here, with who saved it and what changed.
        </EmptyState>
      )}
      {mayRestore && confirming !== null ? (
        <ConfirmStep
          request={restoreRequest(name, confirming)}
          fields={{ intent: "restore", revision: String(confirming) }}
          closeHref={historyHref}
        />
      ) : null}
    </div>
  );
}
