export { scheduledPath, toScheduledRow, type ScheduledRow, type ScheduledWork } from "./publishing-views.ts";
