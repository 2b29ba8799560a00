/**
 * Issue "WhatsApp channel": what the back office shows of WhatsApp, browser-safe. The templates
 * each purpose sends (approved in Meta's WhatsApp Manager, named in Settings → WhatsApp) with the
 * parameters they are given, in order; the states a message goes through.
 */

export const templatePurposes = [
  "lead-alert",
  "acknowledgement",
  "visit-confirmation",
  "visit-reminder",
  "receipt",
  "follow-up",
] as const;

export type TemplatePurpose = (typeof templatePurposes)[number];

/** Every message's purpose: a template's, a staff reply's, or one the buyer wrote. */
export type MessagePurpose = TemplatePurpose | "reply" | "incoming";

export const templatePurposeInfo: Record<
  TemplatePurpose,
  { label: string; to: string; parameters: readonly string[]; toBuyer: boolean }
> = {
  "lead-alert": {
    label: "New lead",
    to: "the lead's executive, or the sales numbers",
    parameters: ["the buyer's name", "the project", "the link to the lead"],
    toBuyer: false,
  },
  acknowledgement: {
    label: "Enquiry received",
    to: "the buyer",
    parameters: ["the buyer's name", "the project", "the brochure link"],
    toBuyer: true,
  },
  "visit-confirmation": {
    label: "Site visit booked",
    to: "the buyer",
    parameters: ["the buyer's name", "the project", "the day and time", "the link to move or cancel"],
    toBuyer: true,
  },
  "visit-reminder": {
    label: "Site visit tomorrow",
    to: "the buyer",
    parameters: ["the buyer's name", "the project", "the day and time", "the link to move or cancel"],
    toBuyer: true,
  },
  receipt: {
    label: "Payment received",
    to: "the buyer",
    parameters: ["the buyer's name", "the amount", "the receipt number", "the project and plot"],
    toBuyer: true,
  },
  "follow-up": {
    label: "Follow-up after 24 hours",
    to: "the buyer, sent by staff from the lead's page",
    parameters: ["the buyer's name", "the project"],
    toBuyer: true,
  },
};

/** The purposes whose messages go to the buyer, in their language when the template has a Tamil translation. */
export const buyerPurposes = templatePurposes.filter((purpose) => templatePurposeInfo[purpose].toBuyer);

export const messagePurposeLabels: Record<MessagePurpose, string> = {
  ...Object.fromEntries(templatePurposes.map((p) => [p, templatePurposeInfo[p].label])),
  reply: "Reply",
  incoming: "From the buyer",
} as Record<MessagePurpose, string>;

export const messageStates = [
  "queued",
  "sending",
  "sent",
  "delivered",
  "read",
  "failed",
  "received",
] as const;

export type MessageState = (typeof messageStates)[number];

export const messageStateLabels: Record<MessageState, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Failed",
  received: "Received",
};

/** WhatsApp's customer service window: free text only this long after the buyer's last message. */
export const replyWindowMs = 24 * 60 * 60 * 1000;

/** What a buyer writes to stop every message, and to take them again. */
export const stopWords = ["STOP", "STOP ALL", "UNSUBSCRIBE"] as const;
export const startWords = ["START", "SUBSCRIBE"] as const;

/** The longest free-text reply staff may send (the Cloud API allows 4,096 characters). */
export const maxReplyLength = 1000;

export const whatsAppMessages = {
  templateName: "Use the template's name as approved: lower case letters, digits and _.",
  templateLanguage: "Use the template's language code, such as en, en_US or ta.",
  templateTamil: "Use the language code of the template's Tamil translation, such as ta, or leave it empty.",
  salesNumbers: "Enter WhatsApp numbers separated by commas (at most 10), such as +91 98765 43210.",
  staffNumber: "Please enter a valid phone number.",
  reply: `Write a message of 1 to ${maxReplyLength} characters.`,
  windowClosed:
    "The buyer last wrote more than 24 hours ago (or never): WhatsApp allows only an approved template now.",
  noFollowUp: "No follow-up template is set in Settings → WhatsApp.",
  optedOut: "The buyer wrote STOP: nothing more is sent to them.",
  notSetUp: "WhatsApp is not set up.",
  noConsent: "The buyer's form did not agree to WhatsApp messages.",
  queued: "Message queued for WhatsApp.",
  saved: "WhatsApp settings saved.",
} as const;
