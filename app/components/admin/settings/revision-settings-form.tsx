import { bindFields } from "#app/components/ui/field.static.tsx";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import {
  revisionSettingsRules as rules,
  type RevisionSettingsField,
} from "#app/domain/revisions/revision-settings-fields.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";

import { SettingsSection } from "#app/components/admin/settings-section.tsx";

/**
 * Settings, "Revisions" (issue "Publish later and go back": "The number kept per record is a
 * setting; older ones are pruned by the job."): how many saves of each project or post are kept.
 */
export function RevisionSettingsForm({
  values,
  errors,
}: {
  values: Record<RevisionSettingsField, string>;
  errors: FieldErrors<RevisionSettingsField>;
}) {
  const field = bindFields({ idPrefix: "revisions", errors, values });
  return (
    <SettingsSection
      id="settings-revisions"
      title="Revisions"
      intro="Every save of a project or a post is kept, with who saved it and when: a save over a colleague's is merged against them. Within the hour, the oldest beyond this number are deleted, and so are those of a deleted project or post."
      intent="revisions"
      saveLabel="revision settings"
      errors={errors}
    >
      <TextField
        {...field("keptPerRecord")}
        label="Revisions kept per record"
        hint="The newest saves of each project and post, e.g. 50"
        rule={rules.keptPerRecord}
      />
    </SettingsSection>
  );
}
