/** Spec §3 Project and the fixed lists of §3/§4 that belong to it. Shared by server and browser code. */

export const projectStatuses = ["Available", "New Launch", "Few Left", "Sold Out"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];
export const defaultProjectStatus: ProjectStatus = "Available";

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

export interface NearbyPlace {
  name: string;
  /** Free text, for example "2.5 km" or "10 mins". */
  distance: string;
  type: string;
}

/** Spec §3 Project. `status` is a free label; the four in `projectStatuses` are the usual ones. */
export interface Project {
  id: string;
  name: string;
  location: string;
  priceRange: string;
  plotSizes: string;
  status: string;
  totalPlots: number;
  soldPlots: number;
  description: string;
  bannerImage: string;
  images: string[];
  highlights: string[];
  amenities: string[];
  nearbyPlaces: NearbyPlace[];
  /** Storage key of the PDF brochure, "" when there is none (never shown to visitors). */
  brochure: string;
  createdAt: Date;
  updatedAt: Date;
}

export type ProjectInput = Omit<Project, "id" | "createdAt" | "updatedAt" | "status" | "brochure"> & {
  status?: string;
  brochure?: string;
};
