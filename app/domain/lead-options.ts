/**
 * The public forms' fixed lists (spec §3) and texts, without the schemas: the browser bundle takes
 * these from here, so the validation library stays on the server.
 */

export const enquiryLocations = ["Chennai", "Bangalore", "Coimbatore", "Madurai", "Salem"] as const;
export const enquiryBudgets = ["5-10L", "10-25L", "25-50L", "50L+"] as const;
export const contactSubjects = [
  "Plot Inquiry",
  "Site Visit Request",
  "Investment Consultation",
  "Documentation Support",
  "Other",
] as const;

/** A field no person sees or fills in; a bot that fills every input gives itself away. */
export const honeypotField = "website";

export const messages = {
  name: "Please enter your full name.",
  nameLength: "Please keep your name under 100 characters.",
  phone: "Please enter a valid phone number.",
  emailRequired: "Please enter your email address.",
  email: "Please enter a valid email address.",
  location: "Please choose a location from the list.",
  budget: "Please choose a budget from the list.",
  subject: "Please choose a subject from the list.",
  messageRequired: "Please enter your message.",
  messageLength: "Please keep your message under 2000 characters.",
  rateLimited: "Too many submissions from your connection. Please try again in a few minutes, or call us.",
  failed: "Sorry, we could not send your message. Please try again, or call us.",
} as const;

export const enquirySuccess = "Thank you for your inquiry! We will contact you soon.";
export const contactSuccess = "Thank you for your message! We will get back to you soon.";

export const maxMessageLength = 2000;
