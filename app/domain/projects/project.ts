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
  /** The name on Tamil pages ("" or absent: the English name). */
  nameTa?: string;
  /** Free text, for example "2.5 km" or "10 mins". */
  distance: string;
  type: string;
}

/**
 * A project's TNRERA registration (number, date as YYYY-MM-DD, the Authority's website and the
 * registration page the QR code points to) and DTCP/CMDA layout approval; or, for an exempt
 * project, the reason. Empty texts are "not given".
 */
export interface ProjectCompliance {
  reraNumber: string;
  reraDate: string;
  reraWebsite: string;
  reraUrl: string;
  approvalNumber: string;
  approvalYear: string;
  exemptionReason: string;
}

export const complianceFields = [
  "reraNumber",
  "reraDate",
  "reraWebsite",
  "reraUrl",
  "approvalNumber",
  "approvalYear",
  "exemptionReason",
] as const satisfies readonly (keyof ProjectCompliance)[];

/** The Authority's website when a project names none. */
export const defaultReraWebsite = "https://rera.tn.gov.in";

/**
 * Spec §3 Project, with the structured facts of issue "Find and trust": `priceRange` and
 * `plotSizes` are the texts as typed, `priceMin`…`sizeMax` the numbers read from them (null when
 * they could not be read). `status` is a free label; the four in `projectStatuses` are the usual ones.
 */
export interface Project extends ProjectCompliance {
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
  priceMin: number | null;
  priceMax: number | null;
  sizeMin: number | null;
  sizeMax: number | null;
  city: string;
  locality: string;
  latitude: number | null;
  longitude: number | null;
  /** Drafts are seen only by signed-in staff; visitors see Published projects only. */
  published: boolean;
  /** When the publishing job publishes it and takes it off the website (null: not scheduled). */
  publishAt: Date | null;
  unpublishAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** How many times it was saved: an editor's save names the one it opened (migration 0030). */
  revision: number;
  /**
   * Issue "Tamil and English": the texts Tamil pages show, "" or [] where the English one stands
   * (app/domain/projects/project-language.ts). A nearby place's Tamil name is on the place.
   */
  nameTa: string;
  locationTa: string;
  descriptionTa: string;
  highlightsTa: string[];
  amenitiesTa: string[];
}

/**
 * Fields a save may leave out: the numbers are then read from the texts, the city from the
 * location; the Tamil texts stay as they are.
 */
type DerivedFields =
  | "nameTa"
  | "locationTa"
  | "descriptionTa"
  | "highlightsTa"
  | "amenitiesTa"
  | "status"
  | "brochure"
  | "priceMin"
  | "priceMax"
  | "sizeMin"
  | "sizeMax"
  | "city"
  | "locality"
  | "latitude"
  | "longitude"
  | "published"
  | "publishAt"
  | "unpublishAt"
  | keyof ProjectCompliance;

export type ProjectInput = Omit<Project, "id" | "createdAt" | "updatedAt" | "revision" | DerivedFields> &
  Partial<Pick<Project, DerivedFields>>;
