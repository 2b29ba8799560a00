import type { OpenSlot } from "#app/domain/visits/index.ts";

/** The buyer's page for their visit (visit-changes.server.ts), as the page shows it. Browser-safe. */
export interface BuyerVisitView {
  project: string;
  location: string;
  date: string;
  time: string;
  visitors: number;
  pickupPoint: string | null;
  /** Booked and still to come: it can be moved or cancelled. */
  changeable: boolean;
  cancelled: boolean;
  /** The other times it can move to. */
  slots: OpenSlot[];
}

export const visitChangeMessages = {
  unchangeable: "This visit can no longer be changed online. Please call us.",
  moved: "Your visit is moved. We have noted the new time.",
  cancelled: "Your visit is cancelled. You are welcome to book another time.",
};
