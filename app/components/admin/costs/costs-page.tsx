import { ConfirmStep } from "#app/components/ui/confirm-step.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import {
  costsPath,
  type CostRateRecord,
  type CostsRefusal,
  type GuidelineRecord,
  type ProjectCosts,
} from "#app/domain/costs/index.ts";

import { CostRates } from "./cost-rates.tsx";
import { GuidelineValues, guidelineDeleteRequest } from "./guideline-values.tsx";
import { OtherCharges } from "./other-charges.tsx";
import { ProjectChoice } from "./project-choice.tsx";

type ProjectName = { id: string; name: string };

/**
 * Issue "What it costs": the state's rates (stamp duty, the registration fee and the women
 * buyers' fee), and a project's guideline values and other charges, each stored with the day it
 * takes effect and its source. The public pages work a plot's all-in cost out of these.
 */
export function CostsPage({
  projects,
  mayAddRates,
  rates,
  project,
  deleting,
  failed,
}: {
  projects: ProjectName[];
  /** Owners add rates; content editors read them. */
  mayAddRates: boolean;
  rates: CostRateRecord[];
  /** The project chosen (`?project=`), with its figures. */
  project: (ProjectName & ProjectCosts) | null;
  /** A guideline value whose deletion is to be confirmed (`?delete=`, without JavaScript). */
  deleting: GuidelineRecord | null;
  failed: CostsRefusal | null;
}) {
  const refusalOf = (intent: CostsRefusal["intent"]) => (failed?.intent === intent ? failed : null);
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <PageHeader
        title="Costs"
        intro="What a plot costs in all: stamp duty and the registration fee on the higher of the guideline value and the price, and each project's other charges. Every figure is kept with the day it takes effect and where it comes from."
      />
      <CostRates
        rates={rates}
        mayAdd={mayAddRates}
        projectId={project?.id ?? null}
        failed={refusalOf("add-rate")}
      />
      <ProjectChoice projects={projects} chosen={project?.id ?? null} />
      {project ? (
        <>
          <GuidelineValues project={project} failed={refusalOf("add-guideline")} />
          <OtherCharges project={project} failed={refusalOf("save-charges")} />
        </>
      ) : null}
      {project && deleting ? (
        <ConfirmStep
          request={guidelineDeleteRequest(project, deleting)}
          fields={{ intent: "delete-guideline", projectId: project.id, id: deleting.id }}
          closeHref={costsPath(project.id)}
        />
      ) : null}
    </div>
  );
}
