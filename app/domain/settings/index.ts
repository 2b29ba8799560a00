export { defaultBusinessHours, describeBusinessHours, type BusinessHours } from "./business-hours.ts";
export { companyLetterhead, type SiteSettings } from "./settings.ts";
