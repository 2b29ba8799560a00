export { getSiteSettings } from "./settings.server.ts";
export { businessHoursFrom, type BusinessHours } from "./business-hours.ts";
