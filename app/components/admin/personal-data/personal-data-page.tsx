import type { ReactNode } from "react";

import { ConfirmStep } from "#app/components/ui/confirm-step.tsx";
import type { PagerProps } from "#app/components/ui/pager.static.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import {
  personalDataPath,
  type DataAccessRow,
  type ExportedLeadsView,
  type PersonDataView,
} from "#app/domain/personal-data/personal-data-view.ts";

import { DataAccessLog } from "./data-access-log.tsx";
import { ExportedLeads } from "./exported-leads.tsx";
import { eraseRequest, PersonData } from "./person-data.tsx";
import { PersonSearch } from "./person-search.tsx";

/** Issue "Roles", buyers' personal data (DPDP Act): an owner's page. */
export function PersonalDataPage({
  query,
  error,
  person,
  confirmErase,
  access,
  pager,
  exported = null,
  exportHref,
}: {
  query: string;
  error?: string;
  person: PersonDataView | null;
  confirmErase: boolean;
  access: DataAccessRow[];
  pager: PagerProps;
  /** The export whose lead IDs were asked for (`exportHref`), with the page's address without them. */
  exported?: { view: ExportedLeadsView; closeHref: string } | null;
  exportHref: (entryId: number) => string;
}): ReactNode {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Personal data"
        intro="What the site holds about buyers, and who opened it. When a buyer asks (Digital Personal Data Protection Act, 2023), find their data here, download it for them or erase it."
      />
      <PersonSearch query={query} error={error} />
      {person ? (
        <PersonData
          person={person}
          exportHref={`/admin/personal-data/export?q=${encodeURIComponent(person.key)}`}
        />
      ) : null}
      {exported ? <ExportedLeads exported={exported.view} closeHref={exported.closeHref} /> : null}
      <DataAccessLog rows={access} pager={pager} exportHref={exportHref} />
      {person && confirmErase ? (
        <ConfirmStep
          request={eraseRequest(person)}
          fields={{ intent: "erase", q: person.key }}
          closeHref={personalDataPath(person.key)}
        />
      ) : null}
    </div>
  );
}
