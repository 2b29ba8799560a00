import { leadKindLabels } from "#app/domain/leads/lead-model.ts";
import { leadSourceLabel } from "#app/domain/leads/lead-sources.ts";
import { leadSubject, type LeadRow } from "#app/domain/leads/lead-view.ts";

/** What the lead is about: the project and the plot asked about, budget, place, the message's start. */
export function LeadInterest({ row }: { row: LeadRow }) {
  const subject = leadSubject(row);
  const wish = [row.budget, row.location].filter(Boolean).join(" · ");
  return (
    <>
      <p className="text-neutral-900">
        {leadKindLabels[row.kind]}
        {row.source !== "website" ? ` from ${leadSourceLabel(row.source)}` : null}
        {subject ? <span className="font-medium"> · {subject}</span> : null}
      </p>
      {wish ? <p className="text-neutral-700">{wish}</p> : null}
      {row.snippet ? <p className="line-clamp-2 text-neutral-600">{row.snippet}</p> : null}
    </>
  );
}
