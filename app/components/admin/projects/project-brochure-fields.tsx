import { FileText } from "lucide-react";

import { CheckboxField } from "#app/components/ui/checkbox-field.static.tsx";
import { FileField } from "#app/components/ui/file-field.tsx";
import { brochureFields } from "#app/domain/projects/project-form-fields.ts";
import { projectBrochureAdminPath } from "#app/domain/projects/project-page.ts";

/** The brochure: staff's copy of the current one and removing it, and a new PDF. */
export function ProjectBrochureFields({
  projectId,
  hasBrochure,
  error,
}: {
  projectId: string | null;
  hasBrochure: boolean;
  error?: string;
}) {
  const current = projectId !== null && hasBrochure;
  return (
    <>
      {current ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md bg-neutral-50 px-3 py-2 text-sm ring-1 ring-neutral-200">
          <a
            href={projectBrochureAdminPath(projectId)}
            download
            className="inline-flex items-center gap-1.5 font-medium text-forest-800 underline-offset-4 hover:underline"
          >
            <FileText aria-hidden className="size-4 shrink-0" />
            Download current brochure
          </a>
          <CheckboxField id="project-remove-brochure" name={brochureFields.remove} label="Remove brochure" />
        </div>
      ) : null}
      <FileField
        id="project-brochure"
        name={brochureFields.file}
        label="Brochure (PDF)"
        chooseText={current ? "Choose a new PDF" : "Choose a PDF"}
        marked
        accept="application/pdf,.pdf"
        hint={
          current
            ? "Choose a PDF to replace the current brochure. Up to 20 MB."
            : "Visitors download it from the project page after leaving their name and phone. Up to 20 MB."
        }
        error={error}
      />
    </>
  );
}
