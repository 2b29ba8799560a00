import { organizationId, present, schemaContext, type JsonLdObject } from "#app/lib/json-ld.ts";
import { parseBusinessHours, type BusinessHours } from "./business-hours.ts";
import type { SiteSettings } from "./settings.ts";

const dayCodes = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** "Mo-Sa 09:00-19:00": schema.org's openingHours for hours read from the settings' text. */
export function openingHoursText({ days, opens, closes }: BusinessHours): string {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const range =
    days.length === 7
      ? "Mo-Su"
      : days.length === 1
        ? dayCodes[first]
        : `${dayCodes[first]}-${dayCodes[last]}`;
  return `${range} ${clock(opens)}-${clock(closes)}`;
}

/**
 * The company as a real-estate business, on every public page (the TNRERA directions ask for the
 * company's name, office and phone everywhere). Opening hours only when the settings' text can be
 * read; the logo is the site's own.
 */
export function organizationLd(settings: SiteSettings, siteUrl: string): JsonLdObject {
  const hours = parseBusinessHours(settings.businessHours);
  const sameAs = [settings.facebookUrl, settings.instagramUrl, settings.youtubeUrl].filter(Boolean);
  return present({
    "@context": schemaContext,
    "@type": "RealEstateAgent",
    "@id": organizationId(siteUrl),
    name: settings.companyName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.svg`,
    image: `${siteUrl}/logo.svg`,
    telephone: settings.phone,
    email: settings.email,
    address: present({
      "@type": "PostalAddress",
      streetAddress: settings.officeAddress,
      addressLocality: settings.officeCity,
      addressRegion: settings.officeState,
      postalCode: settings.officePostalCode,
      addressCountry: "IN",
    }),
    geo: {
      "@type": "GeoCoordinates",
      latitude: settings.mapLatitude,
      longitude: settings.mapLongitude,
    },
    openingHours: hours ? openingHoursText(hours) : null,
    sameAs: sameAs.length > 0 ? sameAs : null,
  });
}
