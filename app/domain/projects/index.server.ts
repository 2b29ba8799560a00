export { publishedProjectStamps } from "./project-sitemap.server.ts";
export { getPublishedProject, listProjects, projectShowsImage } from "./projects.server.ts";
export { plotCostFacts, type PlotCostFacts } from "./plot-costs.server.ts";
export {
  costSheetLink,
  costSheetResponse,
  noCostSheet,
  verifyCostSheetLink,
} from "./plot-cost-sheet.server.ts";
export { projectRevisions, restoreProject } from "./project-restore.server.ts";
export { carryOutProjectSchedules, scheduledProjects } from "./project-schedule.server.ts";
