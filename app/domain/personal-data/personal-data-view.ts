/**
 * The Personal data page (issue "Roles", buyers' personal data under the DPDP Act): what is held
 * under one phone number or e-mail, and who opened buyers' data. Display types only.
 */

export interface PersonLeadRow {
  id: string;
  name: string;
  kind: string;
  project: string | null;
  status: string;
  /** "Mar 5, 2026, 3:30 PM", India time. */
  sent: string;
}

export interface PersonHoldRow {
  id: string;
  plot: string;
  project: string;
  holdFor: string | null;
}

export interface PersonDataView {
  /** The phone number or e-mail as it was read (+91…, lower case). */
  key: string;
  leads: PersonLeadRow[];
  notes: number;
  holds: PersonHoldRow[];
}

export interface DataAccessRow {
  id: number;
  when: string;
  who: string;
  what: string;
  /** The lead it concerned, while it exists. */
  leadId: string | null;
}

/** The page's address, with the phone number or e-mail looked up. */
export function personalDataPath(query?: string): string {
  return query ? `/admin/personal-data?q=${encodeURIComponent(query)}` : "/admin/personal-data";
}

export const personalDataMessages = {
  unreadable: "Enter a phone number (98765 43210, +91 98765 43210) or an e-mail address.",
  nothingHeld: "Nothing is held under this phone number or e-mail.",
  erased: (what: string) => `Erased ${what}.`,
} as const;

/** "2 leads, 1 note and 1 plot hold": what a person's data came to, for the page and the audit log. */
export function describeHeld({
  leads,
  notes,
  holds,
}: {
  leads: number;
  notes: number;
  holds: number;
}): string {
  const parts = [
    [leads, "lead", "leads"],
    [notes, "note", "notes"],
    [holds, "plot hold", "plot holds"],
  ] as const;
  const named = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  if (named.length === 0) return "nothing";
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
}
