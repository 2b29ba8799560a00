import { Form } from "react-router";

import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormError } from "#app/components/ui/form-status.static.tsx";
import { SelectField } from "#app/components/ui/inputs.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import {
  importFieldLabels,
  importFields,
  requiredImportFields,
  type LeadImportView,
} from "#app/domain/leads/lead-import.ts";

/** What every form under the first one posts back: the file's text, its name, source and project. */
export function carriedFields(preview: LeadImportView): Record<string, string> {
  return { source: preview.source, projectId: preview.projectId, fileName: preview.fileName };
}

/** The mapping's choices as posted fields (`map-<field>`: the column's position). */
export function mappingFields(preview: LeadImportView): Record<string, string> {
  return Object.fromEntries(
    importFields.map((field) => [`map-${field}`, String(preview.mapping[field] ?? "")]),
  );
}

/** Which of the file's columns holds each field: chosen from the header row, previewed again. */
export function ImportMappingForm({ preview }: { preview: LeadImportView }) {
  const columns = preview.header.map((name, i) => ({ value: String(i), label: name || `Column ${i + 1}` }));
  return (
    <Panel
      title="Columns"
      intro={`${preview.fileName}: ${preview.rows} ${preview.rows === 1 ? "row" : "rows"}. Choose the column each field is read from; the choice is remembered for the next file of this source.`}
    >
      <Form method="post" noValidate className="space-y-4">
        <HiddenFields fields={{ ...carriedFields(preview), intent: "preview", mapped: "1" }} />
        <textarea name="csv" defaultValue={preview.text} hidden readOnly />
        <FormError message={preview.mappingError} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {importFields.map((field) => (
            <SelectField
              key={`${field}-${preview.mapping[field] ?? ""}`}
              id={`import-map-${field}`}
              name={`map-${field}`}
              label={importFieldLabels[field]}
              marked
              required={requiredImportFields.includes(field)}
              options={columns}
              placeholder="Not in the file"
              defaultValue={String(preview.mapping[field] ?? "")}
            />
          ))}
        </div>
        <Button type="submit">Preview again</Button>
      </Form>
    </Panel>
  );
}
