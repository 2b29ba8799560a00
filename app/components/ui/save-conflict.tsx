import type { Ref } from "react";

import { saveConflictMessages as messages, type SaveConflict } from "#app/domain/revisions/index.ts";

/**
 * Above an editor whose save was refused because a colleague saved the record after it was opened
 * (issue "Publish later and go back"): who saved and when, what of theirs the form now holds, and
 * for each field you both changed, their value beside yours in the form, to take or leave.
 */
export function SaveConflictNotice({ conflict, ref }: { conflict: SaveConflict; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-save-conflict
      className="space-y-2 rounded-lg bg-marigold-50 px-4 py-3 text-sm text-neutral-900 ring-1 ring-marigold-300"
    >
      <p className="font-semibold">{conflict.summary}</p>
      {conflict.taken.length > 0 ? <p>{messages.taken(conflict.taken.join(", "))}</p> : null}
      {conflict.both.length > 0 ? (
        <>
          <p>{messages.both}</p>
          <dl className="space-y-1">
            {conflict.both.map(({ field, label, saved }) => (
              <div key={field}>
                <dt className="font-semibold">{label}</dt>
                <dd className="break-words whitespace-pre-line text-neutral-700">{saved || "(empty)"}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p>{messages.none}</p>
      )}
    </div>
  );
}
