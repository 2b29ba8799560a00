import { Form, useNavigation } from "react-router";

import { BackLink } from "#app/components/admin/back-link.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FileField } from "#app/components/ui/file-field.tsx";
import { SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { SelectField } from "#app/components/ui/inputs.static.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { fileSourceOptions, type LeadImportView } from "#app/domain/leads/lead-import.ts";
import { leadsPath } from "#app/domain/leads/lead-view.ts";
import { ImportMappingForm } from "./import-mapping-form.tsx";
import { ImportPreview } from "./import-preview.tsx";

/** What the page's posts answer: a message next to the source or the file, or the preview. */
export interface LeadImportActionData {
  field: "source" | "file" | null;
  error: string | null;
  preview: LeadImportView | null;
}

/**
 * Issue "One inbox": a portal's export or a spreadsheet as leads. Choose the source and the file,
 * see the columns each field is read from (remembered per source) and the rows that will come in,
 * the bad ones named; change the mapping and preview again, then import.
 */
export function LeadImportPage({
  projects,
  result,
}: {
  projects: readonly { id: string; name: string }[];
  result: LeadImportActionData | null;
}) {
  const navigation = useNavigation();
  const reading = navigation.state === "submitting" && navigation.formData?.get("csv") === null;
  const preview = result?.preview ?? null;
  const projectOptions = projects.map((project) => ({ value: project.id, label: project.name }));
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <BackLink to={leadsPath}>All leads</BackLink>
      <PageHeader
        title="Import leads"
        intro="A CSV file from 99acres, MagicBricks, Housing.com or your own spreadsheet (in Excel: Save as CSV UTF-8). Each row is a lead; a row imported before is never added again."
      />
      <Card className="p-4 sm:p-6">
        <Form method="post" encType="multipart/form-data" noValidate className="space-y-4">
          <input type="hidden" name="intent" value="preview" />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="import-source"
              name="source"
              label="Where the file comes from"
              options={fileSourceOptions}
              placeholder="Choose a source"
              defaultValue={preview?.source ?? ""}
              error={result?.field === "source" ? (result.error ?? undefined) : undefined}
              required
            />
            <SelectField
              id="import-project"
              name="projectId"
              label="Project of rows that name none"
              options={projectOptions}
              placeholder="No project"
              defaultValue={preview?.projectId ?? ""}
            />
          </div>
          <FileField
            id="import-file"
            name="file"
            label="CSV file"
            accept=".csv,text/csv"
            chooseText="Choose a CSV file"
            error={result?.field === "file" ? (result.error ?? undefined) : undefined}
          />
          <SubmitButton pending={reading} pendingLabel="Reading the file..." className={buttonClass.primary}>
            Preview import
          </SubmitButton>
        </Form>
      </Card>
      {preview ? (
        <>
          <ImportMappingForm preview={preview} />
          <ImportPreview preview={preview} />
        </>
      ) : null}
    </div>
  );
}
