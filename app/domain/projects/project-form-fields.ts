import type { FieldRule } from "#app/lib/field-rules.ts";
import { scheduleLabels } from "#app/lib/publish-schedule.ts";

/**
 * The project editor's field names, limits, messages and native constraints: shared by the schema
 * in project-form.ts (server) and the editor (browser), which takes them from here so zod stays
 * out of the page.
 */

export const projectFieldLimits = {
  name: 120,
  location: 160,
  priceRange: 60,
  plotSizes: 60,
  description: 5000,
  status: 40,
  entry: 120,
  entries: 40,
  images: 30,
  nearbyName: 120,
  nearbyDistance: 40,
  nearbyPlaces: 40,
  plots: 100_000,
  city: 60,
  locality: 120,
} as const;

/** The editor's fields by their labels: what a refused save names (issue "Publish later and go back"). */
export const projectFieldLabels = {
  name: "Project name",
  location: "Location",
  priceRange: "Price range",
  plotSizes: "Plot sizes",
  totalPlots: "Total plots",
  soldPlots: "Plots sold",
  status: "Status",
  city: "City",
  locality: "Locality",
  latitude: "Latitude",
  longitude: "Longitude",
  description: "Description",
  reraNumber: "TNRERA registration number",
  reraDate: "Registration date",
  reraUrl: "Registration page",
  reraWebsite: "Authority website",
  approvalNumber: "DTCP / CMDA approval (LP) number",
  approvalYear: "Approval year",
  exemptionReason: "Exempt from registration because",
  publication: "Visibility",
  ...scheduleLabels,
  bannerImage: "Banner image",
  images: "Gallery images",
  highlights: "Highlights",
  amenities: "Amenities",
  nearbyPlaces: "Location advantages",
  // In Tamil, as staff will type them (an English label would repeat the English field's name).
  nameTa: "திட்டத்தின் பெயர்",
  locationTa: "இருப்பிடம்",
  descriptionTa: "விளக்கம்",
  highlightsTa: "சிறப்பம்சங்கள்",
  amenitiesTa: "வசதிகள்",
} as const;

export const projectFormMessages = {
  name: "Enter the project name.",
  location: "Enter the location.",
  priceRange: "Enter the price range, e.g. ₹18 L - ₹42 L.",
  plotSizes: "Enter the plot sizes, e.g. 800 - 2400 sq.ft.",
  priceUnread: "Write the price in lakhs or crores, e.g. ₹18 L - ₹42 L, 12-38 Lakhs or ₹1.2 Cr.",
  sizesUnread: "Write the plot sizes in sq.ft, e.g. 800 - 2400 sq.ft, or in grounds or cents.",
  coordinates:
    "Enter both latitude and longitude in degrees (e.g. 12.8342 and 79.9560), or leave both empty.",
  description: "Enter a description.",
  tooLong: (max: number) => `Keep this under ${max + 1} characters.`,
  totalPlots: "Enter the total number of plots.",
  totalPlotsNumber: "Total plots must be a whole number of 0 or more.",
  soldPlotsNumber: "Plots sold must be a whole number of 0 or more (leave it empty for 0).",
  plotsTooMany: `Enter at most ${projectFieldLimits.plots.toLocaleString("en-IN")} plots.`,
  soldAboveTotal: "Plots sold cannot be more than total plots.",
  status: "Choose a status of at most 40 characters.",
  bannerImage: "Please upload a banner image",
  imageUrl: "An image address is not valid; remove it and upload the image again.",
  tooManyImages: `Keep the gallery to ${projectFieldLimits.images} images or fewer.`,
  tooManyEntries: `Keep this list to ${projectFieldLimits.entries} items or fewer.`,
  entryTooLong: `Keep each item under ${projectFieldLimits.entry + 1} characters.`,
  nearbyIncomplete: "Each nearby place needs both a name and a distance.",
  nearbyTooLong: "Keep nearby place names and distances short.",
  nearbyType: "Choose a type from the list for each nearby place.",
  tooManyPlaces: `Keep the list to ${projectFieldLimits.nearbyPlaces} nearby places or fewer.`,
} as const;

const plotCount = {
  type: "number",
  inputMode: "numeric",
  min: 0,
  max: projectFieldLimits.plots,
  step: 1,
} satisfies FieldRule;

/** The editor's fields as the browser checks them (the form is sent unchecked; see the editor). */
export const projectFieldRules = {
  name: { required: true, maxLength: projectFieldLimits.name },
  location: { required: true, maxLength: projectFieldLimits.location },
  priceRange: { required: true, maxLength: projectFieldLimits.priceRange },
  plotSizes: { required: true, maxLength: projectFieldLimits.plotSizes },
  description: { required: true, maxLength: projectFieldLimits.description },
  totalPlots: { ...plotCount, required: true },
  soldPlots: plotCount,
  status: { required: true },
  city: { maxLength: projectFieldLimits.city },
  locality: { maxLength: projectFieldLimits.locality },
  latitude: { inputMode: "decimal", maxLength: 20 },
  longitude: { inputMode: "decimal", maxLength: 20 },
  nameTa: { maxLength: projectFieldLimits.name },
  locationTa: { maxLength: projectFieldLimits.location },
  descriptionTa: { maxLength: projectFieldLimits.description },
} satisfies Record<string, FieldRule>;

/** The posted field names of a nearby place: repeated, one set per place, in order. */
export const nearbyFields = {
  name: "nearbyName",
  distance: "nearbyDistance",
  type: "nearbyType",
  nameTa: "nearbyNameTa",
} as const;

/** The brochure controls of the form: a new PDF, or ticking "Remove brochure". */
export const brochureFields = { file: "brochureFile", remove: "removeBrochure" } as const;
