import { type Locale, localizedPath } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import { absoluteImage } from "#app/lib/seo.ts";
import { breadcrumbLd, organizationId, present, schemaContext, type JsonLdObject } from "#app/lib/json-ld.ts";
import { plotsLeft } from "./figures.ts";
import { projectPath } from "./project-page.ts";
import type { Project } from "./project.ts";

/** What a project's structured data is made of (the project page's view carries these). */
export type ProjectLdSource = Pick<
  Project,
  | "id"
  | "name"
  | "description"
  | "location"
  | "status"
  | "totalPlots"
  | "soldPlots"
  | "priceMin"
  | "priceMax"
  | "city"
  | "locality"
  | "latitude"
  | "longitude"
  | "reraNumber"
> & { images: readonly string[] };

function availability(project: ProjectLdSource): string {
  if (project.status === "Sold Out" || plotsLeft(project.soldPlots, project.totalPlots) === 0) {
    return "https://schema.org/SoldOut";
  }
  return project.status === "Few Left"
    ? "https://schema.org/LimitedAvailability"
    : "https://schema.org/InStock";
}

/** The price range as offers, when the price text was read into numbers. */
function offers(project: ProjectLdSource, siteUrl: string): JsonLdObject | null {
  if (project.priceMin === null) return null;
  return {
    "@type": "AggregateOffer",
    priceCurrency: "INR",
    lowPrice: project.priceMin,
    highPrice: project.priceMax ?? project.priceMin,
    offerCount: plotsLeft(project.soldPlots, project.totalPlots),
    availability: availability(project),
    seller: { "@id": organizationId(siteUrl) },
  };
}

/**
 * Where the plots are: locality and city, with the map point if set. Every project carries a
 * TNRERA registration, so it lies in Tamil Nadu (the "Bangalore outskirts" ones on the Hosur side).
 */
function place(project: ProjectLdSource): JsonLdObject {
  const geo =
    project.latitude !== null && project.longitude !== null
      ? { "@type": "GeoCoordinates", latitude: project.latitude, longitude: project.longitude }
      : null;
  return present({
    "@type": "Place",
    name: project.location,
    address: present({
      "@type": "PostalAddress",
      addressLocality: [project.locality, project.city].filter(Boolean).join(", "),
      addressRegion: "Tamil Nadu",
      addressCountry: "IN",
    }),
    geo,
  });
}

/**
 * A Published project as a listing: a product (the plots, with the price range as offers) and a
 * real-estate listing (the page), its place (address, map point) and its TNRERA registration.
 */
export function projectListingLd(
  project: ProjectLdSource,
  siteUrl: string,
  locale: Locale = "en",
): JsonLdObject {
  const url = `${siteUrl}${localizedPath(projectPath(project.id), locale)}`;
  return present({
    "@context": schemaContext,
    "@type": ["Product", "RealEstateListing"],
    "@id": `${url}#listing`,
    inLanguage: locale,
    name: project.name,
    description: project.description,
    url,
    image: project.images.map((image) => absoluteImage(siteUrl, image)),
    brand: { "@id": organizationId(siteUrl) },
    identifier: project.reraNumber
      ? {
          "@type": "PropertyValue",
          name: "TNRERA registration",
          propertyID: "TNRERA",
          value: project.reraNumber,
        }
      : null,
    offers: offers(project, siteUrl),
    contentLocation: place(project),
  });
}

/** Home > Projects > the project, in the page's language. */
export function projectBreadcrumbLd(
  project: Pick<Project, "id" | "name">,
  siteUrl: string,
  locale: Locale = "en",
): JsonLdObject {
  const t = translator(locale);
  return breadcrumbLd(siteUrl, [
    { name: t("site:navHome"), path: localizedPath("/", locale) },
    { name: t("site:navProjects"), path: localizedPath("/projects", locale) },
    { name: project.name, path: localizedPath(projectPath(project.id), locale) },
  ]);
}
