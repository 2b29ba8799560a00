export { personalDataReads } from "./personal-data.server.ts";
