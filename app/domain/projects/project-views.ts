import type { InventoryHint } from "#app/domain/plots/index.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { pick } from "#app/lib/pick.ts";
import { scheduleValues } from "#app/lib/publish-schedule.ts";
import { factTexts, priceAndSizes } from "./project-facts.ts";
import { galleryImages } from "./project-page.ts";
import type { ProjectFormValues } from "./project-form.ts";
import { type ProjectTranslatedField, untranslatedProjectFields } from "./project-language.ts";
import { cardImage, summaryFields } from "./project-summary.ts";
import { complianceFields, defaultReraWebsite, projectStatuses, type Project } from "./project.ts";

/**
 * What the other pages show of a project, one mapping per view (the cards' and hero slides' view
 * is `toProjectSummary`). Loaders send these, never the whole project: its brochure key stays on
 * the server.
 */

/** The project detail page (spec §2 "/project/:id"), its price and sizes in the page's language. */
export function toProjectPage(project: Project, locale: Locale = "en") {
  return {
    ...pick(project, [
      ...summaryFields,
      "description",
      "bannerImage",
      "highlights",
      "amenities",
      "nearbyPlaces",
      ...complianceFields,
      // The structured data's price range and place.
      "priceMin",
      "priceMax",
      "city",
      "locality",
      "latitude",
      "longitude",
    ]),
    reraWebsite: project.reraWebsite || defaultReraWebsite,
    ...factTexts(project, locale),
    images: galleryImages(project.bannerImage, project.images),
    // Only whether there is one: the file is reached through the brochure form's signed link.
    hasBrochure: project.brochure !== "",
  };
}

/** A row of the back office's project table (spec §2 "Admin projects"). */
export interface ProjectTableRow {
  id: string;
  name: string;
  location: string;
  priceRange: string;
  status: string;
  soldPlots: number;
  totalPlots: number;
  /** The banner, as on the cards and in the slideshow, else the first gallery image. */
  image: string;
  /** The price or size text could not be read into numbers: staff should rewrite it. */
  unreadFacts: ("price range" | "plot sizes")[];
  published: boolean;
  /** How many of its texts have no Tamil yet (issue "Tamil and English"). */
  untranslated: number;
}

export function toProjectTableRow(project: Project): ProjectTableRow {
  return {
    id: project.id,
    name: project.name,
    location: project.location,
    priceRange: project.priceRange,
    status: project.status,
    soldPlots: project.soldPlots,
    totalPlots: project.totalPlots,
    image: cardImage(project),
    unreadFacts: unreadFacts(project),
    published: project.published,
    untranslated: untranslatedProjectFields(project).length,
  };
}

function unreadFacts(project: Project): ProjectTableRow["unreadFacts"] {
  const { price, size } = priceAndSizes(project);
  return [...(price ? [] : ["price range" as const]), ...(size ? [] : ["plot sizes" as const])];
}

/** The project editor filled in with a stored project (spec §4 "Admin forms": prefilled via Edit). */
export function toProjectFormValues(project: Project): ProjectFormValues {
  return {
    name: project.name,
    location: project.location,
    priceRange: project.priceRange,
    plotSizes: project.plotSizes,
    city: project.city,
    locality: project.locality,
    latitude: project.latitude === null ? "" : String(project.latitude),
    longitude: project.longitude === null ? "" : String(project.longitude),
    ...pick(project, complianceFields),
    publication: project.published ? "Published" : "Draft",
    ...scheduleValues(project),
    description: project.description,
    totalPlots: String(project.totalPlots),
    soldPlots: String(project.soldPlots),
    status: project.status,
    bannerImage: project.bannerImage,
    images: project.images,
    highlights: project.highlights,
    amenities: project.amenities,
    nearbyPlaces: project.nearbyPlaces.map((place) => ({ ...place, nameTa: place.nameTa ?? "" })),
    nameTa: project.nameTa,
    locationTa: project.locationTa,
    descriptionTa: project.descriptionTa,
    highlightsTa: project.highlightsTa,
    amenitiesTa: project.amenitiesTa,
  };
}

/** "Add New Project" starts from these. */
export const emptyProjectValues: ProjectFormValues = {
  name: "",
  location: "",
  priceRange: "",
  plotSizes: "",
  city: "",
  locality: "",
  latitude: "",
  longitude: "",
  reraNumber: "",
  reraDate: "",
  reraWebsite: defaultReraWebsite,
  reraUrl: "",
  approvalNumber: "",
  approvalYear: "",
  exemptionReason: "",
  publication: "Draft",
  publishAt: "",
  unpublishAt: "",
  description: "",
  totalPlots: "",
  soldPlots: "",
  status: projectStatuses[0],
  bannerImage: "",
  images: [],
  highlights: [],
  amenities: [],
  nearbyPlaces: [],
  nameTa: "",
  locationTa: "",
  descriptionTa: "",
  highlightsTa: [],
  amenitiesTa: [],
};

/** What the project editor opens with (`?new`, `?edit=<id>`). */
export interface ProjectEditorView {
  /** The project being edited, or null for a new one. */
  projectId: string | null;
  values: ProjectFormValues;
  /** Whether the project has a brochure (PDF) attached. */
  hasBrochure: boolean;
  /** The project's plot inventory, when it has one: its counts stand over the typed ones. */
  inventory: InventoryHint | null;
  /** The revision the editor opened, posted with its save (null for a new project). */
  revision: number | null;
  /** The stored project's texts not translated into Tamil yet (null for a new project). */
  untranslated: ProjectTranslatedField[] | null;
}

/** The editor for a new project. */
export const newProjectEditor: ProjectEditorView = {
  projectId: null,
  values: emptyProjectValues,
  hasBrochure: false,
  inventory: null,
  revision: null,
  untranslated: null,
};

/** The editor of a stored project, with its plot inventory's figures. */
export function toProjectEditor(project: Project, inventory: InventoryHint | null): ProjectEditorView {
  return {
    projectId: project.id,
    values: toProjectFormValues(project),
    hasBrochure: project.brochure !== "",
    inventory,
    revision: project.revision,
    untranslated: untranslatedProjectFields(project),
  };
}

/** A line of the dashboard's Recent Projects (spec §2). */
export interface RecentProject {
  id: string;
  name: string;
  location: string;
  status: string;
  image: string;
  createdAt: Date;
}

export function toRecentProject(project: Project): RecentProject {
  return {
    id: project.id,
    name: project.name,
    location: project.location,
    status: project.status,
    image: cardImage(project),
    createdAt: project.createdAt,
  };
}
