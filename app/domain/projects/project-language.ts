import type { Locale } from "#app/i18n/locales.ts";

import type { NearbyPlace, Project } from "./project.ts";

/**
 * Issue "Tamil and English": "A field without Tamil falls back to English; the back office shows
 * what is not translated yet, per record and as a count on the dashboard."
 */

/** The project as a page in `locale` shows it: each Tamil text where there is one, else the English. */
export function projectInLocale<P extends Project>(project: P, locale: Locale): P {
  if (locale === "en") return project;
  return {
    ...project,
    name: project.nameTa || project.name,
    location: project.locationTa || project.location,
    description: project.descriptionTa || project.description,
    highlights: project.highlightsTa.length > 0 ? project.highlightsTa : project.highlights,
    amenities: project.amenitiesTa.length > 0 ? project.amenitiesTa : project.amenities,
    nearbyPlaces: project.nearbyPlaces.map((place) => ({ ...place, name: place.nameTa || place.name })),
  };
}

/** The translatable texts of a project, by the editor's field names. */
export const projectTranslatedFields = [
  "name",
  "location",
  "description",
  "highlights",
  "amenities",
  "nearbyPlaces",
] as const;
export type ProjectTranslatedField = (typeof projectTranslatedFields)[number];

type ProjectTexts = Pick<
  Project,
  "name" | "location" | "description" | "highlights" | "amenities" | "nearbyPlaces" | TamilField
>;
type TamilField = "nameTa" | "locationTa" | "descriptionTa" | "highlightsTa" | "amenitiesTa";

const placesTranslated = (places: readonly NearbyPlace[]) => places.every((place) => Boolean(place.nameTa));

/** The fields with English text and no Tamil yet, in the editor's order. */
export function untranslatedProjectFields(project: ProjectTexts): ProjectTranslatedField[] {
  const missing: Record<ProjectTranslatedField, boolean> = {
    name: project.name !== "" && project.nameTa === "",
    location: project.location !== "" && project.locationTa === "",
    description: project.description !== "" && project.descriptionTa === "",
    highlights: project.highlights.length > 0 && project.highlightsTa.length === 0,
    amenities: project.amenities.length > 0 && project.amenitiesTa.length === 0,
    nearbyPlaces: !placesTranslated(project.nearbyPlaces),
  };
  return projectTranslatedFields.filter((field) => missing[field]);
}
