import { Form, useNavigation } from "react-router";

import { FileField } from "#app/components/ui/file-field.tsx";
import { FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { successClass } from "#app/components/ui/form-styles.ts";
import { Panel } from "#app/components/ui/panel.tsx";
import type { LayoutUploadAnswer } from "#app/domain/plots/layout-views.ts";

import { SvgLinkReport } from "./svg-link-report.tsx";

/** The plan's upload: an SVG is cleaned and linked (with its report), a picture stored for outlining. */
export function LayoutUploadPanel({ answer, hasPlan }: { answer?: LayoutUploadAnswer; hasPlan: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  return (
    <Panel title={hasPlan ? "Replace the plan" : "Upload the plan"}>
      <Form method="post" encType="multipart/form-data" className="space-y-4">
        <input type="hidden" name="intent" value="upload" />
        <FileField
          id="layout-plan-file"
          name="plan"
          label="Plan file (SVG, JPEG, PNG or WebP)"
          chooseText="Choose the plan"
          accept=".svg,image/svg+xml,image/jpeg,image/png,image/webp"
          hint={
            <>
              In an SVG, give each plot&apos;s shape the id <code>plot-23</code> (or <code>23</code>), or
              group the shape with a text holding its number. Scripts, links, embedded pictures and style
              sheets are refused.
            </>
          }
        />
        <SubmitButton pending={busy} pendingLabel="Uploading...">
          Upload plan
        </SubmitButton>
      </Form>
      <div className="mt-4 empty:hidden">
        <FormError message={answer && !answer.ok ? answer.message : undefined} />
        {answer?.ok && answer.kind === "svg" ? <SvgLinkReport report={answer.report} /> : null}
        {answer?.ok && answer.kind === "image" ? (
          <p role="status" className={successClass}>
            The picture is saved. Outline each plot on it below.
          </p>
        ) : null}
      </div>
    </Panel>
  );
}
