import type { BadgeTone } from "#app/lib/badge-tone.ts";

/**
 * Issue "Site visits and bookings": the words of a booking (its statuses, the ways money is paid,
 * the documents of its checklist) and the messages its forms answer with.
 */

export const bookingStatuses = ["booked", "registered", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingStatusLabels: Record<BookingStatus, string> = {
  booked: "Booked",
  registered: "Registered",
  cancelled: "Cancelled",
};

export const bookingStatusTones: Record<BookingStatus, BadgeTone> = {
  booked: "sky",
  registered: "grey",
  cancelled: "plain",
};

export const paymentModes = ["cash", "upi", "cheque", "bank-transfer"] as const;
export type PaymentMode = (typeof paymentModes)[number];

export const paymentModeLabels: Record<PaymentMode, string> = {
  cash: "Cash",
  upi: "UPI",
  cheque: "Cheque",
  "bank-transfer": "Bank transfer",
};

export function isPaymentMode(value: unknown): value is PaymentMode {
  return paymentModes.includes(value as PaymentMode);
}

/** The papers of a plot's sale, in the order they come. */
export const documentKinds = [
  "patta",
  "chitta",
  "encumbrance",
  "fmb",
  "approval",
  "agreement",
  "deed",
] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentLabels: Record<DocumentKind, string> = {
  patta: "Patta",
  chitta: "Chitta",
  encumbrance: "Encumbrance certificate",
  fmb: "FMB sketch",
  approval: "DTCP/CMDA approval",
  agreement: "Sale agreement",
  deed: "Sale deed",
};

export function isDocumentKind(value: unknown): value is DocumentKind {
  return documentKinds.includes(value as DocumentKind);
}

/** not-needed, pending (waits for a sales manager) or approved. */
export type DiscountApproval = "not-needed" | "pending" | "approved";

export const bookingMessages = {
  plotGone: "That plot no longer exists. It may have been deleted.",
  notBookable: (number: string, status: string) =>
    `Plot ${number} is ${status.toLowerCase()}; only an available plot, or one on hold, can be booked.`,
  heldForOther: (number: string, forWhom: string) =>
    `Plot ${number} is on hold for ${forWhom}; book it for that lead, or release the hold first.`,
  alreadyBooked: "That plot was booked by someone else a moment ago.",
  ownLeadsOnly: "A sales executive books plots for their own leads: choose one of your leads.",
  lead: "That lead no longer exists.",
  buyerName: "Enter the buyer's name.",
  buyerPhone: "Enter the buyer's phone number, 10 digits.",
  buyerAddress: "Enter the buyer's address.",
  pan: "Enter the PAN as on the card, e.g. ABCDE1234F, or leave it empty.",
  rate: "Enter the rate per sq.ft in rupees, e.g. 2400.",
  premium: "Enter the premium in rupees, or 0.",
  discount: "Enter the discount in rupees, or 0.",
  discountReason: "Say why the discount is given.",
  discountTooLarge: "The discount cannot be the whole price or more.",
  token: "Enter the token amount in rupees.",
  tokenTooLarge: "The token cannot be more than the price.",
  mode: "Choose how the money was paid.",
  reference: "Enter the UPI, cheque or bank reference.",
  receivedOn: "Enter the day the money was received, not after today.",
  amount: "Enter the amount received in rupees.",
  overpaid: (due: string) => `That is more than what is left to pay (${due}).`,
  pendingApproval:
    "The discount waits for a sales manager's approval: record more money once it is approved.",
  approveFirst: "Approve the discount before recording the registration.",
  registeredOn: "Enter the day the sale deed was registered, not after today.",
  deedNumber: "Enter the sale deed's document number.",
  unpaid: (due: string) =>
    `The booking still has ${due} to pay; record the payments before the registration.`,
  refund: "Enter the refund in rupees, or 0, and not more than what was paid.",
  cancelReason: "Say why the booking is cancelled.",
  notActive: "This booking is no longer open to that change.",
  scheduleLabel: "Name each payment.",
  scheduleDay: "Enter each payment's due day.",
  scheduleAmount: "Enter each payment's amount in rupees.",
  scheduleTotal: (price: string, total: string) =>
    `The payments add up to ${total}; they must add up to the price, ${price}.`,
  terms: "Enter whole numbers: days from 1 to 730, and a share from 0 to 100 percent.",
} as const;
