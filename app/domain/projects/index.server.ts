export { publishedProjectStamps } from "./project-sitemap.server.ts";
export { getPublishedProject, listProjects, projectShowsImage } from "./projects.server.ts";
