import { BackLink } from "#app/components/admin/back-link.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import type { LayoutUploadAnswer, OutlinesAnswer } from "#app/domain/plots/layout-views.ts";
import type { LayoutPlan } from "#app/domain/plots/plot-model.ts";
import type { OutlinePlot } from "#app/domain/plots/plot-outline.ts";
import { projectsAdminPath } from "#app/domain/projects/project-page.ts";

import { LayoutUploadPanel } from "./layout-upload-panel.tsx";
import { OutlineEditor } from "./outline-editor.tsx";
import { SvgPlanPanel } from "./svg-plan-panel.tsx";

/**
 * Issue "Plot inventory and the layout plan": a project's plan, uploaded as the surveyor's SVG
 * (shown as buyers will see it) or as a picture whose plots staff outline here.
 */
export function ProjectLayoutPage({
  project,
  layout,
  plots,
  uploaded,
  outlined,
}: {
  project: { id: string; name: string };
  layout: LayoutPlan | null;
  plots: OutlinePlot[];
  /** The answer to an upload posted without JavaScript's help (a plain form). */
  uploaded?: LayoutUploadAnswer;
  outlined?: OutlinesAnswer;
}) {
  return (
    <div className="space-y-6">
      <BackLink to={projectsAdminPath}>Projects</BackLink>
      <PageHeader
        title={`Layout plan: ${project.name}`}
        intro="Upload the surveyor's SVG, or a picture of the approved layout and outline each plot on it."
      />
      <LayoutUploadPanel answer={uploaded} hasPlan={layout !== null} />
      {layout?.kind === "svg" ? <SvgPlanPanel svg={layout.svg} plots={plots} /> : null}
      {layout?.kind === "image" ? (
        <OutlineEditor
          key={layout.image}
          image={layout.image}
          width={layout.width}
          height={layout.height}
          plots={plots}
          answer={outlined}
        />
      ) : null}
    </div>
  );
}
