export { plotsLeft, plotsLeftText } from "./figures.ts";
export { priceAndSizes } from "./project-facts.ts";
export { toRecentProject, type RecentProject } from "./project-views.ts";
export type { Project } from "./project.ts";
export { statusCounts, statusKeys } from "./status.ts";
export { defaultReraWebsite } from "./project.ts";
export { projectEditorPath } from "./project-page.ts";
export { untranslatedProjectFields } from "./project-language.ts";
export { projectInLocale } from "./project-language.ts";
