import type { LeadResponse } from "#app/domain/leads/lead-view.ts";

/** How long the lead waited for a first response, or has waited so far (red past five business minutes). */
export function LeadResponseTime({ response }: { response: LeadResponse | null }) {
  if (!response) return null;
  if (response.answered) return <span className="text-neutral-600">Answered in {response.after}</span>;
  return (
    <span className={`font-medium ${response.late ? "text-red-700" : "text-amber-800"}`}>
      Waiting for {response.waiting}
    </span>
  );
}
