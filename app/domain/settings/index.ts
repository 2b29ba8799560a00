export { defaultBusinessHours, describeBusinessHours, type BusinessHours } from "./business-hours.ts";
