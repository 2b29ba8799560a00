/** Spec §3 and §4: the fixed lists the product offers. Shared by server and browser code. */

export const projectStatuses = ["Available", "New Launch", "Few Left", "Sold Out"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];
export const defaultProjectStatus: ProjectStatus = "Available";

export const blogStatuses = ["Draft", "Published"] as const;
export type BlogStatus = (typeof blogStatuses)[number];

export const nearbyPlaceTypes = [
  "IT Hub",
  "Education",
  "Healthcare",
  "Shopping",
  "Transport",
  "Entertainment",
  "Banking",
  "Government",
  "Religious",
  "Recreation",
  "Main Road",
  "Airport",
  "Railway Station",
  "Bus Stand",
  "Metro Station",
  "Mall",
  "Hospital",
  "School",
  "College",
  "Temple",
  "Park",
  "Market",
] as const;
/** A newly added nearby place starts with this type. */
export const defaultNearbyPlaceType = "General";

export const blogCategories = [
  "Real Estate Tips",
  "Investment Guide",
  "Market Analysis",
  "Legal Advice",
  "Property News",
  "Vastu Tips",
  "Finance",
  "Location Guide",
] as const;
