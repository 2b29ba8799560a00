import type { When } from "#app/lib/when.ts";

/** A buyer's page (issue "One inbox"): who they are, every lead they sent, and all of it in time. */

export interface PersonLead {
  id: string;
  kind: string;
  source: string;
  projectName: string | null;
  plotNumber: string | null;
  status: string;
  assignedName: string | null;
  when: When;
}

/**
 * One thing that happened: a lead came, the message the buyer sent with it, a note, a change staff
 * made, a site visit booked (with where it stands now), a plot held, a WhatsApp message either way.
 */
export interface TimelineItem {
  key: string;
  kind: "lead" | "message" | "note" | "change" | "visit" | "hold" | "whatsapp";
  text: string;
  /** Who did it (staff), or null for what the buyer sent. */
  by: string | null;
  leadId: string | null;
  when: When;
}

export interface PersonPageView {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  leads: PersonLead[];
  timeline: TimelineItem[];
}

/** Another buyer about to be merged into this one (the merge's confirmation). */
export interface MergeCandidate {
  id: string;
  name: string;
  phone: string | null;
  leads: number;
}

export const personMessages = {
  mergeUnknown: "No other buyer has this phone number or e-mail.",
  mergeSame: "That is this buyer already.",
  merged: "The two buyers are one now.",
} as const;
