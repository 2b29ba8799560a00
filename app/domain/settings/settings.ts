import { z } from "zod";

/**
 * Company information shown across the public site (spec §1 and §9), kept in one settings record.
 * The spec hides the real phone and e-mail: the defaults are placeholders an administrator replaces
 * in Settings.
 */
/**
 * A social link: a web address, or empty to hide it. Only https: and http: are accepted, so no
 * javascript: or data: address can reach a public page's href.
 */
const webLink = z.union([z.url({ protocol: /^https?$/ }), z.literal("")]);

export const socialLinkFields = ["facebookUrl", "instagramUrl", "youtubeUrl"] as const;

export const siteSettingsSchema = z.object({
  companyName: z.string().trim().min(1).max(80),
  phone: z.string().trim().min(6).max(20),
  email: z.email().max(120),
  whatsappNumber: z
    .string()
    .trim()
    .regex(/^\d{10,15}$/, "Digits only, with the country code (for example 919876543210)"),
  officeAddress: z.string().trim().min(1).max(200),
  officeCity: z.string().trim().min(1).max(80),
  officeState: z.string().trim().min(1).max(80),
  officePostalCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "A 6-digit PIN code"),
  businessHours: z.string().trim().min(1).max(120),
  mapLatitude: z.number().min(-90).max(90),
  mapLongitude: z.number().min(-180).max(180),
  foundedYear: z.number().int().min(1900).max(2100),
  firstProjectCity: z.string().trim().min(1).max(80),
  statYears: z.string().trim().min(1).max(10),
  statProjects: z.string().trim().min(1).max(10),
  statCustomers: z.string().trim().min(1).max(10),
  statSatisfaction: z.string().trim().min(1).max(10),
  facebookUrl: webLink,
  instagramUrl: webLink,
  youtubeUrl: webLink,
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const defaultSiteSettings: SiteSettings = {
  companyName: "Marudham Properties",
  phone: "+91 98765 43210",
  email: "info@marudhamproperties.in",
  whatsappNumber: "919876543210",
  officeAddress: "12, Collectorate Road",
  officeCity: "Ramanathapuram",
  officeState: "Tamil Nadu",
  officePostalCode: "623503",
  businessHours: "Monday to Saturday, 9:00 AM to 7:00 PM",
  mapLatitude: 9.3639,
  mapLongitude: 78.8395,
  foundedYear: 2012,
  firstProjectCity: "Chennai",
  statYears: "12+",
  statProjects: "50+",
  statCustomers: "2000+",
  statSatisfaction: "95%",
  facebookUrl: "",
  instagramUrl: "",
  youtubeUrl: "",
};
