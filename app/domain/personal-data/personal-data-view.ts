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

export interface PersonReceiptRow {
  /** "2026-27/0042". */
  number: string;
  /** YYYY-MM-DD. */
  receivedOn: string;
  amountPaise: number;
}

/** A booking the person is a buyer on, or made for one of their leads: kept by an erasure. */
export interface PersonBookingRow {
  id: string;
  project: string;
  plot: string;
  /** booked, registered or cancelled. */
  status: string;
  pricePaise: number;
  /** YYYY-MM-DD. */
  bookedOn: string;
  receipts: PersonReceiptRow[];
}

/** A site visit one of the person's leads booked: deleted with the lead by an erasure. */
export interface PersonVisitRow {
  id: string;
  /** The site-visit lead that booked it. */
  leadId: string;
  project: string;
  /** YYYY-MM-DD, the day in India. */
  date: string;
  /** "10:00", 24-hour, India time. */
  time: string;
  visitors: number;
  pickupPoint: string | null;
  /** booked or cancelled. */
  status: string;
  /** came or no-show, once recorded. */
  outcome: string | null;
}

export interface PersonDataView {
  /** The phone number or e-mail as it was read (+91…, lower case). */
  key: string;
  leads: PersonLeadRow[];
  notes: number;
  holds: PersonHoldRow[];
  visits: PersonVisitRow[];
  bookings: PersonBookingRow[];
}

export interface DataAccessRow {
  id: number;
  when: string;
  who: string;
  what: string;
  /** The lead it concerned (opened, deleted), by id: kept once the lead is gone, never its name. */
  leadId: string | null;
  /** Whether that lead still exists, so that its page opens. */
  leadExists: boolean;
  /** An export: how many leads it names by id (none in entries written before exports named them). */
  exportedIds: number;
}

/** The leads one export named, by id only: what the access log's "lead IDs" link shows. */
export interface ExportedLeadsView {
  entryId: number;
  when: string;
  who: string;
  what: string;
  leadIds: string[];
}

/** The page's address, with the phone number or e-mail looked up. */
export function personalDataPath(query?: string): string {
  return query ? `/admin/personal-data?q=${encodeURIComponent(query)}` : "/admin/personal-data";
}

const bookingsText = (count: number) => (count === 1 ? "1 booking is" : `${count} bookings are`);

/**
 * Why an erasure keeps a person's bookings: a booking's buyers and receipts are books of account,
 * which the Income Tax Act and the GST rules require to be kept for years, and the DPDP Act 2023
 * (section 8(7)) lets data be kept while the law requires it.
 */
export function keptBookingsReason(count: number): string {
  return `${bookingsText(count)} kept, with ${count === 1 ? "its" : "their"} buyers and receipts, because the law requires ${count === 1 ? "its" : "their"} records: the Income Tax Act and the GST rules require books of account to be kept for years, and the Digital Personal Data Protection Act, 2023 (section 8(7)) allows keeping what the law requires. Erasing removes everything else.`;
}

export const personalDataMessages = {
  unreadable: "Enter a phone number (98765 43210, +91 98765 43210) or an e-mail address.",
  nothingHeld: "Nothing is held under this phone number or e-mail.",
  erased: (what: string, bookingsKept = 0) =>
    `Erased ${what}.${bookingsKept > 0 ? ` ${bookingsText(bookingsKept)} kept because the law requires ${bookingsKept === 1 ? "its" : "their"} records.` : ""}`,
} as const;

/**
 * "2 leads, 1 note, 1 site visit, 1 plot hold and 1 booking": what a person's data came to, for
 * the page and the audit log.
 */
export function describeHeld({
  leads,
  notes,
  visits = 0,
  holds,
  bookings = 0,
}: {
  leads: number;
  notes: number;
  visits?: number;
  holds: number;
  bookings?: number;
}): string {
  const parts = [
    [leads, "lead", "leads"],
    [notes, "note", "notes"],
    [visits, "site visit", "site visits"],
    [holds, "plot hold", "plot holds"],
    [bookings, "booking", "bookings"],
  ] as const;
  const named = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  if (named.length === 0) return "nothing";
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
}
