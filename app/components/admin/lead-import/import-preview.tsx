import { Form, useNavigation } from "react-router";

import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import type { ImportProblem, ImportSampleRow, LeadImportView } from "#app/domain/leads/lead-import.ts";
import { carriedFields, mappingFields } from "./import-mapping-form.tsx";

const problemColumns: Column<ImportProblem>[] = [
  { key: "row", header: "Row", cell: (problem) => problem.row, rowHeader: true, className: "tabular-nums" },
  { key: "reason", header: "Reason", cell: (problem) => problem.reason },
];

const sampleColumns: Column<ImportSampleRow>[] = [
  { key: "row", header: "Row", cell: (lead) => lead.row, className: "tabular-nums" },
  { key: "name", header: "Name", cell: (lead) => lead.name, rowHeader: true },
  { key: "phone", header: "Phone", cell: (lead) => lead.phone, className: "tabular-nums" },
  { key: "project", header: "Project", cell: (lead) => lead.project || "—" },
  { key: "received", header: "Received", cell: (lead) => lead.receivedAt },
];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the import will do: the new leads (the first ten shown), those already in, the rows it skips. */
export function ImportPreview({ preview }: { preview: LeadImportView }) {
  const navigation = useNavigation();
  const importing = navigation.state === "submitting" && navigation.formData?.get("intent") === "import";
  if (preview.mappingError) return null;
  const summary = [
    `${plural(preview.fresh, "new lead", "new leads")} to import`,
    `${preview.already} already imported`,
    `${plural(preview.problems.length, "row", "rows")} skipped`,
  ].join(", ");
  return (
    <Panel title="Preview" intro="Nothing is saved until you import.">
      <div className="space-y-5">
        <p role="status" className="font-semibold text-forest-900">
          {summary}.
        </p>
        {preview.problems.length > 0 ? (
          <section className="space-y-2">
            <h3 className="font-semibold text-red-900">Rows skipped</h3>
            <DataTable
              caption="Rows skipped, with the reason: correct them in the file and import it again"
              look="scroll"
              columns={problemColumns}
              rows={preview.problems}
              rowKey={(problem) => String(problem.row)}
            />
          </section>
        ) : null}
        {preview.sample.length > 0 ? (
          <section className="space-y-2">
            <h3 className="font-semibold text-forest-900">New leads</h3>
            <DataTable
              caption={
                preview.fresh > preview.sample.length
                  ? `The first ${preview.sample.length} of the new leads`
                  : "The new leads"
              }
              look="cards"
              columns={sampleColumns}
              rows={preview.sample}
              rowKey={(lead) => String(lead.row)}
            />
          </section>
        ) : null}
        {preview.fresh > 0 ? (
          <Form method="post">
            <HiddenFields
              fields={{ ...carriedFields(preview), ...mappingFields(preview), intent: "import", mapped: "1" }}
            />
            <textarea name="csv" defaultValue={preview.text} hidden readOnly />
            <SubmitButton pending={importing} pendingLabel="Importing...">
              Import {plural(preview.fresh, "lead", "leads")}
            </SubmitButton>
          </Form>
        ) : (
          <p className="text-neutral-700">Nothing new to import.</p>
        )}
      </div>
    </Panel>
  );
}
