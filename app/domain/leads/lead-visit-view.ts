import type { VisitOutcome } from "#app/domain/visits/index.ts";

/** A site-visit lead's booked visit, as its page shows it (lead-visit.server.ts). Browser-safe. */
export interface LeadVisitView {
  id: string;
  date: string;
  time: string;
  visitors: number;
  pickupPoint: string | null;
  cancelled: boolean;
  outcome: VisitOutcome | null;
  plotsLiked: string | null;
  note: string | null;
  /** Booked and its day has come: the outcome can be recorded. */
  due: boolean;
}

export const outcomeMessages = {
  outcome: "Choose whether the buyer came.",
  plotsLiked: "Please keep the plots liked under 200 characters.",
  notYet: "The outcome can be recorded from the day of the visit.",
  saved: "Visit outcome saved.",
};
