import { Form } from "react-router";

import { FormError } from "#app/components/ui/form-status.static.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { FileField } from "#app/components/ui/file-field.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { plotCsvColumns } from "#app/domain/plots/plot-csv-columns.ts";
import type { ImportPreviewView } from "#app/domain/plots/plot-view.ts";

import { BackLink } from "#app/components/admin/back-link.tsx";

type ImportProblem = ImportPreviewView["problems"][number];

const problemColumns: Column<ImportProblem>[] = [
  { key: "row", header: "Row", cell: (problem) => problem.row, rowHeader: true, className: "tabular-nums" },
  { key: "reason", header: "Reason", cell: (problem) => problem.reason },
];

/** The preview: every bad row with its reason (nothing saved), or what the import will do and Confirm. */
function Preview({ preview }: { preview: ImportPreviewView }) {
  if (preview.problems.length > 0) {
    return (
      <section
        className="space-y-2 rounded-lg bg-red-50 p-4 ring-1 ring-red-200"
        aria-labelledby="import-problems"
      >
        <h2 id="import-problems" className="font-semibold text-red-900">
          Nothing was imported: {preview.problems.length}{" "}
          {preview.problems.length === 1 ? "row needs" : "rows need"} correcting
        </h2>
        <DataTable
          caption="The rows to correct"
          look="scroll"
          columns={problemColumns}
          rows={preview.problems}
          rowKey={(problem) => `${problem.row} ${problem.reason}`}
        />
      </section>
    );
  }
  return (
    <Form method="post" className="space-y-3 rounded-lg bg-forest-50 p-4 ring-1 ring-forest-200">
      <p className="font-semibold text-forest-900" role="status">
        Ready to import: {preview.added} new, {preview.updated} updated, {preview.unchanged} unchanged.
      </p>
      <input type="hidden" name="intent" value="import" />
      <textarea name="csv" defaultValue={preview.text} hidden readOnly />
      <Button type="submit" variant="primary">
        Confirm import
      </Button>
    </Form>
  );
}

/** CSV import of a project's plots: upload, preview, confirm. */
export function PlotImport({
  projectName,
  listPath,
  preview,
  error,
}: {
  projectName: string;
  listPath: string;
  preview: ImportPreviewView | null;
  error: string | null;
}) {
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <BackLink to={listPath}>Plots of {projectName}</BackLink>
      <PageHeader
        title={`Import plots · ${projectName}`}
        intro={
          <>
            A CSV file (from Excel: Save as CSV UTF-8) whose first row names the columns{" "}
            <code className="text-sm">{plotCsvColumns.join(", ")}</code>. Only number and area_sqft are
            required. A plot whose number exists is updated, others are added; nothing is saved unless every
            row is good.
          </>
        }
      />
      <Form method="post" encType="multipart/form-data" className="space-y-3">
        <input type="hidden" name="intent" value="preview" />
        <FileField
          id="plots-file"
          name="file"
          label="CSV file"
          accept=".csv,text/csv"
          chooseText="Choose a CSV file"
        />
        <FormError message={error} />
        <Button type="submit" variant="primary">
          Preview import
        </Button>
      </Form>
      {preview ? <Preview preview={preview} /> : null}
    </div>
  );
}
