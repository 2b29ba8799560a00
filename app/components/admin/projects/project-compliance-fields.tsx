import type { FieldBinding } from "#app/components/ui/field.static.tsx";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/inputs.static.tsx";
import type { ProjectFormField } from "#app/domain/projects/project-form.ts";
import { projectFieldLabels as labels } from "#app/domain/projects/project-form-fields.ts";

/**
 * The project's TNRERA registration and DTCP/CMDA approval, or why it is exempt, and whether it is
 * on the public site: publishing is refused, with the reasons next to these fields, without them.
 */
export function ProjectComplianceFields({ field }: { field: (name: ProjectFormField) => FieldBinding }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field("reraNumber")}
          label={labels.reraNumber}
          placeholder="e.g. TN/29/Layout/0215/2024"
        />
        <TextField {...field("reraDate")} label={labels.reraDate} type="date" />
        <TextField
          {...field("reraUrl")}
          label={labels.reraUrl}
          type="url"
          hint="Its address on the TNRERA website; the QR code on the project page points to it."
        />
        <TextField {...field("reraWebsite")} label={labels.reraWebsite} type="url" />
        <TextField
          {...field("approvalNumber")}
          label={labels.approvalNumber}
          placeholder="e.g. DTCP LP No. 112/2024"
        />
        <TextField {...field("approvalYear")} label={labels.approvalYear} inputMode="numeric" maxLength={4} />
      </div>
      <TextAreaField
        {...field("exemptionReason")}
        label={labels.exemptionReason}
        rows={2}
        hint="Only for a project the RERA Act does not cover; leave empty when it is registered."
      />
      <SelectField
        {...field("publication")}
        label={labels.publication}
        options={[
          { value: "Draft", label: "Draft (only staff see it)" },
          { value: "Published", label: "Published" },
        ]}
      />
    </>
  );
}
