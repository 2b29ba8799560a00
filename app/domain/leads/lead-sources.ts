/**
 * Issue "One inbox": where a lead came from. The website's four forms, the ad platforms' lead
 * forms (webhooks), the portals' and other spreadsheets' files (CSV import), and what staff type in
 * themselves (a call, a walk-in), and a message to the WhatsApp number from a phone no lead has. Browser-safe: the back office's pages take the labels from here.
 */
export const leadSources = [
  "website",
  "google-ads",
  "meta-ads",
  "99acres",
  "magicbricks",
  "housing",
  "spreadsheet",
  "phone-call",
  "walk-in",
  "referral",
  "whatsapp",
] as const;

export type LeadSource = (typeof leadSources)[number];

export const leadSourceLabels: Record<LeadSource, string> = {
  website: "Website",
  "google-ads": "Google Ads",
  "meta-ads": "Facebook / Instagram",
  "99acres": "99acres",
  magicbricks: "MagicBricks",
  housing: "Housing.com",
  spreadsheet: "Spreadsheet",
  "phone-call": "Phone call",
  "walk-in": "Walk-in",
  referral: "Referral",
  whatsapp: "WhatsApp",
};

/** The sources a lead typed in by staff can have (the "Add a lead" form). */
export const handEnteredSources = [
  "phone-call",
  "walk-in",
  "referral",
] as const satisfies readonly LeadSource[];

export const handLeadMessages = {
  source: "Please choose how the lead came.",
  project: "That project is no longer on the list. Please choose another.",
  plotProject: "Please choose the project of the plot.",
  plot: (number: string, project: string) => `${project} has no plot ${number}.`,
  added: "Lead added.",
} as const;

/** The sources a portal's or a spreadsheet's file can bring (the CSV import). */
export const fileSources = [
  "99acres",
  "magicbricks",
  "housing",
  "spreadsheet",
] as const satisfies readonly LeadSource[];

export function isLeadSource(value: unknown): value is LeadSource {
  return typeof value === "string" && (leadSources as readonly string[]).includes(value);
}

/** A source's label; one this version does not know is shown as stored. */
export function leadSourceLabel(source: string): string {
  return isLeadSource(source) ? leadSourceLabels[source] : source;
}

/** The click ids ad platforms add to the landing page's address, kept with the visit's utm_* values. */
export const clickIdFields = ["gclid", "fbclid"] as const;
