import { z } from "zod";

import { parseMediaUrl } from "#app/domain/media/index.ts";
import {
  defaultNearbyPlaceType,
  defaultProjectStatus,
  defaultReraWebsite,
  nearbyPlaceTypes,
} from "./project.ts";
import {
  nearbyFields,
  projectFieldLimits as limits,
  projectFormMessages as messages,
} from "./project-form-fields.ts";
import { parsePlotSizes, parsePriceRange, placeOf } from "./project-facts.ts";
import { complianceMessages as compliance, publicationProblems, reraNumberPattern } from "./compliance.ts";
import { cleanEntries } from "#app/lib/entries.ts";
import { fieldErrors, type FieldErrors } from "#app/lib/form-errors.ts";
import type { Schedule } from "#app/lib/publish-schedule.ts";
import { scheduleTime } from "#app/lib/publish-schedule-schema.ts";
import type { NearbyPlace, ProjectInput } from "./project.ts";

/**
 * Spec §5 "Project form", checked on the server: the required texts, whole plot counts with sold
 * not above total (beyond the spec), a banner image, and the entry rules for the lists.
 */

const requiredText = (max: number, missing: string) =>
  z.string().trim().min(1, missing).max(max, messages.tooLong(max));

const isHttps = (value: string) => /^https:\/\/[^\s"'<>]+$/.test(value);
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

const optionalText = (max: number) => z.string().trim().max(max, messages.tooLong(max));

/** Decimal degrees within ±`limit`, or null when left empty. */
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === "") return null;
      const degrees = Number(value);
      if (!/^-?\d{1,3}(\.\d+)?$/.test(value) || Math.abs(degrees) > limit) {
        ctx.addIssue({ code: "custom", message: messages.coordinates });
        return z.NEVER;
      }
      return degrees;
    });

/** A form number: "" is missing; anything but digits (a sign, a decimal point, letters) is refused. */
function plotCount(invalid: string, missing?: string) {
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === "") {
        if (missing) {
          ctx.addIssue({ code: "custom", message: missing });
          return z.NEVER;
        }
        return 0;
      }
      if (!/^\d+$/.test(value)) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      const count = Number(value);
      if (count > limits.plots) {
        ctx.addIssue({ code: "custom", message: messages.plotsTooMany });
        return z.NEVER;
      }
      return count;
    });
}

/** An uploaded image (`/media/...`), or an https address saved before uploads existed. */
const imageUrl = z
  .string()
  .trim()
  .refine((url) => parseMediaUrl(url) !== null || /^https:\/\/[^\s"'<>]+$/.test(url), messages.imageUrl);

const entryList = z
  .array(z.string())
  .transform(cleanEntries)
  .pipe(
    z.array(z.string().max(limits.entry, messages.entryTooLong)).max(limits.entries, messages.tooManyEntries),
  );

const placeTypes: readonly string[] = [defaultNearbyPlaceType, ...nearbyPlaceTypes];

const nearbyPlaceList = z
  .array(
    z.object({
      name: z.string().trim(),
      distance: z.string().trim(),
      type: z.string().trim(),
      nameTa: z.string().trim(),
    }),
  )
  // A row left fully empty is the blank "new place" row of the form without JavaScript.
  .transform((rows) => rows.filter((row) => row.name !== "" || row.distance !== ""))
  .pipe(
    z
      .array(
        z.object({
          name: z.string().min(1, messages.nearbyIncomplete).max(limits.nearbyName, messages.nearbyTooLong),
          distance: z
            .string()
            .min(1, messages.nearbyIncomplete)
            .max(limits.nearbyDistance, messages.nearbyTooLong),
          type: z
            .string()
            .transform((type) => type || defaultNearbyPlaceType)
            .refine((type) => placeTypes.includes(type), messages.nearbyType),
          nameTa: z.string().max(limits.nearbyName, messages.nearbyTooLong),
        }),
      )
      .max(limits.nearbyPlaces, messages.tooManyPlaces),
  );

export const projectFormSchema = z
  .object({
    name: requiredText(limits.name, messages.name),
    location: requiredText(limits.location, messages.location),
    priceRange: requiredText(limits.priceRange, messages.priceRange).pipe(
      z.string().refine((text) => parsePriceRange(text) !== null, messages.priceUnread),
    ),
    plotSizes: requiredText(limits.plotSizes, messages.plotSizes).pipe(
      z.string().refine((text) => parsePlotSizes(text) !== null, messages.sizesUnread),
    ),
    city: optionalText(limits.city),
    locality: optionalText(limits.locality),
    latitude: coordinate(90),
    longitude: coordinate(180),
    reraNumber: optionalText(40).refine((v) => v === "" || reraNumberPattern.test(v), compliance.reraNumber),
    reraDate: optionalText(10).refine((v) => v === "" || isDate(v), compliance.reraDate),
    reraWebsite: optionalText(200)
      .refine((v) => v === "" || isHttps(v), compliance.website)
      .transform((v) => v || defaultReraWebsite),
    reraUrl: optionalText(500).refine((v) => v === "" || isHttps(v), compliance.reraUrl),
    approvalNumber: optionalText(80),
    approvalYear: optionalText(4).refine(
      (v) => v === "" || /^(19|20)\d{2}$/.test(v),
      compliance.approvalYear,
    ),
    exemptionReason: optionalText(300),
    publication: z.string().transform((v) => v === "Published"),
    publishAt: scheduleTime,
    unpublishAt: scheduleTime,
    description: requiredText(limits.description, messages.description),
    totalPlots: plotCount(messages.totalPlotsNumber, messages.totalPlots),
    soldPlots: plotCount(messages.soldPlotsNumber),
    status: z
      .string()
      .trim()
      .max(limits.status, messages.status)
      // One space between words, so the badge and the dashboard counts read the label alike.
      .transform((status) => status.replace(/\s+/g, " ") || defaultProjectStatus),
    bannerImage: z.string().trim().min(1, messages.bannerImage).pipe(imageUrl),
    images: z
      .array(imageUrl)
      .transform((urls) => [...new Set(urls)])
      .pipe(z.array(z.string()).max(limits.images, messages.tooManyImages)),
    highlights: entryList,
    amenities: entryList,
    nearbyPlaces: nearbyPlaceList,
    nameTa: optionalText(limits.name),
    locationTa: optionalText(limits.location),
    descriptionTa: optionalText(limits.description),
    highlightsTa: entryList,
    amenitiesTa: entryList,
  })
  .refine((p) => (p.latitude === null) === (p.longitude === null), {
    message: messages.coordinates,
    path: ["latitude"],
  })
  // Publishing, now or at a scheduled time, asks for the registration (or an exemption) and texts
  // the RERA directions allow.
  .superRefine((p, ctx) => {
    if ((p.publication !== true && !p.publishAt) || typeof p.name !== "string") return;
    for (const [field, message] of Object.entries(publicationProblems(p))) {
      ctx.addIssue({ code: "custom", message, path: [field] });
    }
  })
  // Zod still runs this when other fields failed: compare only counts that were both read.
  .refine(
    (p) => typeof p.totalPlots !== "number" || typeof p.soldPlots !== "number" || p.soldPlots <= p.totalPlots,
    {
      message: messages.soldAboveTotal,
      path: ["soldPlots"],
    },
  );

export type ProjectFormField = keyof z.input<typeof projectFormSchema>;
/** The brochure (a file, checked by app/domain/media/brochures.server.ts) is reported beside the form fields. */
export type ProjectFormErrors = FieldErrors<ProjectFormField | "brochure">;

/** What the form posted, as the schema's input (missing fields read as empty). */
export function readProjectForm(form: FormData) {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  const texts = (key: string) => form.getAll(key).filter((v): v is string => typeof v === "string");
  const names = texts(nearbyFields.name);
  const distances = texts(nearbyFields.distance);
  const types = texts(nearbyFields.type);
  const tamilNames = texts(nearbyFields.nameTa);
  return {
    name: text("name"),
    location: text("location"),
    priceRange: text("priceRange"),
    plotSizes: text("plotSizes"),
    city: text("city"),
    locality: text("locality"),
    latitude: text("latitude"),
    longitude: text("longitude"),
    reraNumber: text("reraNumber"),
    reraDate: text("reraDate"),
    reraWebsite: text("reraWebsite"),
    reraUrl: text("reraUrl"),
    approvalNumber: text("approvalNumber"),
    approvalYear: text("approvalYear"),
    exemptionReason: text("exemptionReason"),
    publication: text("publication"),
    publishAt: text("publishAt"),
    unpublishAt: text("unpublishAt"),
    description: text("description"),
    totalPlots: text("totalPlots"),
    soldPlots: text("soldPlots"),
    status: text("status"),
    bannerImage: text("bannerImage"),
    images: texts("images"),
    highlights: texts("highlights"),
    amenities: texts("amenities"),
    nearbyPlaces: names.map((name, i) => ({
      name,
      distance: distances[i] ?? "",
      type: types[i] ?? "",
      nameTa: tamilNames[i] ?? "",
    })),
    nameTa: text("nameTa"),
    locationTa: text("locationTa"),
    descriptionTa: text("descriptionTa"),
    highlightsTa: texts("highlightsTa"),
    amenitiesTa: texts("amenitiesTa"),
  } satisfies z.input<typeof projectFormSchema>;
}

export type ProjectFormValues = ReturnType<typeof readProjectForm>;

export type ProjectFormResult =
  | { ok: true; project: ProjectInput & Schedule & { status: string; nearbyPlaces: NearbyPlace[] } }
  | { ok: false; errors: ProjectFormErrors; values: ProjectFormValues };

/** Validates a posted project form: the project to save, or one message per field and the values. */
export function parseProjectForm(form: FormData): ProjectFormResult {
  const values = readProjectForm(form);
  const result = projectFormSchema.safeParse(values);
  if (result.success) {
    // A city left empty is read from the location, as migration 0012 read the existing ones.
    const { city, locality, location, publication, ...rest } = result.data;
    const place = city ? { city, locality } : { ...placeOf(location), ...(locality && { locality }) };
    return { ok: true, project: { ...rest, location, ...place, published: publication } };
  }
  return { ok: false, errors: fieldErrors<ProjectFormField>(result.error), values };
}
