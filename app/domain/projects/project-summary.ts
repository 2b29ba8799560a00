import { pick } from "#app/lib/pick.ts";
import { factTexts } from "./project-facts.ts";
import type { Project } from "./project.ts";

/** Spec §9: a card shows the first 3 highlights. */
export const cardHighlightCount = 3;

/** The facts every public view of a project shows: its card, its hero slide and its page. */
export const summaryFields = [
  "id",
  "name",
  "location",
  "priceRange",
  "plotSizes",
  "status",
  "totalPlots",
  "soldPlots",
  "reraNumber",
] as const satisfies readonly (keyof Project)[];

/** What a project card and a hero slide need: loaders send this, not the whole project. */
export type ProjectSummary = Pick<Project, (typeof summaryFields)[number] | "highlights"> & { image: string };

/** The picture of a card, a hero slide and the dashboard: the banner, else the first gallery image. */
export function cardImage(project: Pick<Project, "bannerImage" | "images">): string {
  return project.bannerImage || project.images[0] || "";
}

export function toProjectSummary(project: Project): ProjectSummary {
  return {
    ...pick(project, summaryFields),
    ...factTexts(project),
    image: cardImage(project),
    highlights: project.highlights.slice(0, cardHighlightCount),
  };
}
