export { getSiteSettings } from "./settings.server.ts";
export { businessHoursFrom, isWithinBusinessHours, type BusinessHours } from "./business-hours.ts";
