export { getSiteSettings } from "./settings.server.ts";
