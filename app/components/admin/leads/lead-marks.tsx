import { RowIcon } from "#app/components/admin/row-icons.tsx";
import { spamReasonLabels } from "#app/domain/leads/lead-model.ts";
import type { LeadRow } from "#app/domain/leads/lead-view.ts";

const markClass =
  "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap";

/** The small marks beside a name: a returning person, an alert that failed, why it is spam. */
export function LeadMarks({ row }: { row: LeadRow }) {
  return (
    <>
      {row.earlierLeads > 0 ? (
        <span
          className={`${markClass} bg-forest-50 text-forest-800 ring-1 ring-forest-200`}
          title={`${row.earlierLeads} earlier ${row.earlierLeads === 1 ? "lead" : "leads"} from this number`}
        >
          <RowIcon name="repeat" className="size-3" />
          Returning
        </span>
      ) : null}
      {row.alertFailed ? (
        <span className={`${markClass} bg-red-50 text-red-800 ring-1 ring-red-200`}>
          <RowIcon name="mail-warning" className="size-3" />
          Alert not sent
        </span>
      ) : null}
      {row.spamReason ? (
        <span className={`${markClass} bg-neutral-100 text-neutral-700 ring-1 ring-neutral-300`}>
          {spamReasonLabels[row.spamReason]}
        </span>
      ) : null}
    </>
  );
}
