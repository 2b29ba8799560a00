import { BackLink } from "#app/components/admin/back-link.tsx";
import { ConfirmStep } from "#app/components/ui/confirm-step.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { displayPhone, leadsPath, personPath } from "#app/domain/leads/lead-view.ts";
import type { MergeCandidate, PersonPageView } from "#app/domain/leads/person-page-view.ts";

import { PersonLeads } from "./person-leads.tsx";
import { mergeRequest, PersonMerge } from "./person-merge.tsx";
import { PersonTimeline } from "./person-timeline.tsx";

/** Issue "One inbox": one buyer, with every lead they sent and everything that happened since. */
export function PersonPage({
  person,
  mayMerge,
  mergeError,
  merging,
}: {
  person: PersonPageView;
  mayMerge: boolean;
  mergeError?: string;
  /** The other buyer found for a merge, asked about on the page's confirmation step. */
  merging: MergeCandidate | null;
}) {
  const contact = [person.phone ? displayPhone(person.phone) : null, person.email]
    .filter(Boolean)
    .join(" · ");
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <BackLink to={leadsPath}>All leads</BackLink>
      <PageHeader title={person.name} intro={contact || "No phone number or e-mail"} />
      <PersonLeads leads={person.leads} />
      <PersonTimeline items={person.timeline} />
      {mayMerge ? <PersonMerge error={mergeError} /> : null}
      {merging ? (
        <ConfirmStep
          request={mergeRequest(merging)}
          fields={{ intent: "merge", other: merging.id }}
          closeHref={personPath(person.id)}
        />
      ) : null}
    </div>
  );
}
