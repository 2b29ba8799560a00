export { defaultBusinessHours, describeBusinessHours, type BusinessHours } from "./business-hours.ts";
export { companyLetterhead, settingsInLocale, type SiteSettings } from "./settings.ts";
