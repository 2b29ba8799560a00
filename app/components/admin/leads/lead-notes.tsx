import { Form } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { TextAreaField } from "#app/components/ui/inputs.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import type { LeadNoteView } from "#app/domain/leads/lead-page-view.ts";
import type { LeadActionErrors } from "#app/domain/leads/lead-view.ts";

import { LeadTime } from "./lead-time.tsx";

/** Staff's notes on the lead, oldest first, and a form to add one. */
export function LeadNotes({ notes, errors }: { notes: readonly LeadNoteView[]; errors: LeadActionErrors }) {
  return (
    <Panel title="Notes">
      {notes.length === 0 ? (
        <p className="text-sm text-neutral-600">No notes yet.</p>
      ) : (
        <ol className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-neutral-50 px-3 py-2 ring-1 ring-neutral-200">
              <p className="text-sm break-words whitespace-pre-wrap text-neutral-900">{note.body}</p>
              <p className="mt-1 text-xs text-neutral-600">
                {note.author} · <LeadTime when={note.when} />
              </p>
            </li>
          ))}
        </ol>
      )}
      <Form key={notes.length} method="post" preventScrollReset className="mt-4 space-y-2">
        <HiddenFields fields={{ intent: "note" }} />
        <TextAreaField
          id="lead-note"
          name="note"
          label="Add a note"
          rows={3}
          defaultValue={errors.noteText ?? ""}
          error={errors.note}
        />
        <Button type="submit" variant="primary">
          Add note
        </Button>
      </Form>
    </Panel>
  );
}
