import {
  Building2,
  BusFront,
  CircleCheck,
  GraduationCap,
  Hospital,
  Landmark,
  MapPin,
  Plane,
  Route,
  ShoppingBag,
  Sparkles,
  TrainFront,
  Trees,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";

import { useT } from "#app/components/site/site-data.ts";
import type { defaultNearbyPlaceType, NearbyPlace, nearbyPlaceTypes } from "#app/domain/projects/project.ts";
import type { Translate } from "#app/i18n/translations.ts";

export interface ProjectDetailsProps {
  description: string;
  highlights: string[];
  amenities: string[];
  nearbyPlaces: NearbyPlace[];
}

const placeIcons: Record<string, LucideIcon> = {
  "IT Hub": Building2,
  Education: GraduationCap,
  School: GraduationCap,
  College: GraduationCap,
  Healthcare: Hospital,
  Hospital: Hospital,
  Shopping: ShoppingBag,
  Mall: ShoppingBag,
  Market: ShoppingBag,
  Transport: BusFront,
  "Bus Stand": BusFront,
  "Railway Station": TrainFront,
  "Metro Station": TrainFront,
  Airport: Plane,
  "Main Road": Route,
  Government: Landmark,
  Temple: Landmark,
  Religious: Landmark,
  Park: Trees,
  Recreation: Trees,
};

/** The types staff pick a nearby place's from (project.ts), by their names in the page's language. */
const placeTypeWords = {
  General: "project:placeGeneral",
  "IT Hub": "project:placeItHub",
  Education: "project:placeEducation",
  Healthcare: "project:placeHealthcare",
  Shopping: "project:placeShopping",
  Transport: "project:placeTransport",
  Entertainment: "project:placeEntertainment",
  Banking: "project:placeBanking",
  Government: "project:placeGovernment",
  Religious: "project:placeReligious",
  Recreation: "project:placeRecreation",
  "Main Road": "project:placeMainRoad",
  Airport: "project:placeAirport",
  "Railway Station": "project:placeRailwayStation",
  "Bus Stand": "project:placeBusStand",
  "Metro Station": "project:placeMetroStation",
  Mall: "project:placeMall",
  Hospital: "project:placeHospital",
  School: "project:placeSchool",
  College: "project:placeCollege",
  Temple: "project:placeTemple",
  Park: "project:placePark",
  Market: "project:placeMarket",
} as const satisfies Record<(typeof nearbyPlaceTypes)[number] | typeof defaultNearbyPlaceType, string>;

/** A place's type as buyers read it; a type outside the list as staff typed it. */
function placeType(t: Translate, type: string): string {
  const key = placeTypeWords[type as keyof typeof placeTypeWords];
  return key ? t(key) : type;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-7">
      <h2 id={id} className="text-xl font-semibold text-forest-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Spec §2: overview, highlights, amenities and nearby places (name, type, distance). */
export function ProjectDetails({ description, highlights, amenities, nearbyPlaces }: ProjectDetailsProps) {
  const t = useT();
  return (
    <div className="space-y-6">
      <Section id="overview-heading" title={t("project:overview")}>
        <p className="leading-relaxed whitespace-pre-line text-neutral-700">{description}</p>
      </Section>

      {highlights.length > 0 && (
        <Section id="highlights-heading" title={t("project:highlights")}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-2.5 text-neutral-800">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-forest-700" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {amenities.length > 0 && (
        <Section id="amenities-heading" title={t("project:amenities")}>
          <ul className="grid grid-cols-1 gap-2.5 min-[420px]:grid-cols-2 md:grid-cols-3">
            {amenities.map((amenity) => (
              <li
                key={amenity}
                className="flex items-center gap-2.5 rounded-lg bg-sand-50 px-3 py-2.5 text-sm font-medium text-neutral-800 ring-1 ring-sand-100"
              >
                <Sparkles className="size-4 shrink-0 text-marigold-500" aria-hidden="true" />
                {amenity}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {nearbyPlaces.length > 0 && (
        <Section id="nearby-heading" title={t("project:nearbyPlaces")}>
          <ul className="divide-y divide-neutral-200">
            {nearbyPlaces.map((place) => {
              const Icon = placeIcons[place.type] ?? MapPin;
              return (
                <li
                  key={`${place.name}-${place.distance}`}
                  className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-forest-50 text-forest-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-neutral-900">{place.name}</p>
                    <p className="mt-1">
                      <span className="inline-block rounded bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700">
                        {placeType(t, place.type)}
                      </span>
                    </p>
                  </div>
                  <p className="shrink-0 text-right font-semibold text-forest-800 tabular-nums">
                    {place.distance}
                  </p>
                </li>
              );
            })}
          </ul>
        </Section>
      )}
    </div>
  );
}
