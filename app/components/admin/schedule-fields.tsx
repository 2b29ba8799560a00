import type { FieldBinding } from "#app/components/ui/field.static.tsx";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { scheduleLabels, type ScheduleField } from "#app/lib/publish-schedule.ts";

/**
 * Issue "Publish later and go back": when a draft goes on the website and when it leaves it, in
 * India time, in the project and post editors alike (app/lib/publish-schedule.ts has the rules).
 */
export function ScheduleFields({
  field,
  what,
}: {
  field: (name: ScheduleField) => FieldBinding;
  /** "project" or "post", for the hints. */
  what: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...field("publishAt")}
        type="datetime-local"
        label={scheduleLabels.publishAt}
        hint={`India time. Keep the ${what} a Draft until then.`}
      />
      <TextField
        {...field("unpublishAt")}
        type="datetime-local"
        label={scheduleLabels.unpublishAt}
        hint="India time. It becomes a Draft again then."
      />
    </div>
  );
}
