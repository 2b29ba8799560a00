import { Form, useNavigation } from "react-router";

import { fileInputClass, labelClass } from "#app/components/ui/form-styles.ts";
import type { OutlinePlot } from "#app/domain/plots/plot-outline.ts";
import type { LinkReport } from "#app/domain/plots/svg-rules.ts";

export type UploadAnswer =
  | { ok: true; kind: "svg"; report: LinkReport }
  | { ok: true; kind: "image" }
  | { ok: false; message: string };

const list = (numbers: string[]) => (numbers.length ? numbers.join(", ") : "none");

function Report({ report }: { report: LinkReport }) {
  return (
    <div role="status" className="rounded-lg bg-forest-50 p-4 text-sm text-forest-900">
      <p className="font-semibold">
        The SVG plan is saved. {report.linked.length} plots are linked to their shapes.
      </p>
      <p className="mt-1">Shapes without a plot: {list(report.shapesWithoutPlot)}</p>
      <p className="mt-1">Plots without a shape: {list(report.plotsWithoutShape)}</p>
    </div>
  );
}

/** The plan's upload: an SVG is cleaned and linked (with its report), a picture stored for outlining. */
export function LayoutUploadForm({ answer, hasPlan }: { answer?: UploadAnswer; hasPlan: boolean }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="plan-upload" className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-black/10">
      <h2 id="plan-upload" className="text-lg font-semibold text-forest-900">
        {hasPlan ? "Replace the plan" : "Upload the plan"}
      </h2>
      <Form method="post" encType="multipart/form-data" className="space-y-3">
        <input type="hidden" name="intent" value="upload" />
        <label className={labelClass}>
          Plan file (SVG, JPEG, PNG or WebP)
          <input
            type="file"
            name="plan"
            required
            accept=".svg,image/svg+xml,image/jpeg,image/png,image/webp"
            className={fileInputClass}
          />
        </label>
        <p className="text-sm text-neutral-600">
          In an SVG, give each plot&apos;s shape the id <code>plot-23</code> (or <code>23</code>), or group
          the shape with a text holding its number. Scripts, links, embedded pictures and style sheets are
          refused.
        </p>
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
        >
          {busy ? "Uploading..." : "Upload plan"}
        </button>
      </Form>
      {answer && !answer.ok ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {answer.message}
        </p>
      ) : null}
      {answer?.ok && answer.kind === "svg" ? <Report report={answer.report} /> : null}
      {answer?.ok && answer.kind === "image" ? (
        <p role="status" className="rounded-lg bg-forest-50 p-3 text-sm font-semibold text-forest-900">
          The picture is saved. Outline each plot on it below.
        </p>
      ) : null}
    </section>
  );
}

/** The stored SVG plan as buyers will see it (it was cleaned on upload), and the plots it lacks. */
export function SvgPlanPreview({ svg, plots }: { svg: string; plots: OutlinePlot[] }) {
  const linked = new Set([...svg.matchAll(/data-plot="([^"]*)"/g)].map((match) => match[1]));
  const missing = plots.filter((plot) => !linked.has(plot.number)).map((plot) => plot.number);
  return (
    <section
      aria-labelledby="plan-preview"
      className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-black/10"
    >
      <h2 id="plan-preview" className="text-lg font-semibold text-forest-900">
        The SVG plan
      </h2>
      <p className="text-sm text-neutral-700">Plots without a shape: {list(missing)}</p>
      <div className="[&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: svg }} />
    </section>
  );
}
