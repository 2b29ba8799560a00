import type { Project } from "./project.ts";

/** Spec §9: a card shows the first 3 highlights. */
export const cardHighlightCount = 3;

/** What a project card and a hero slide need: loaders send this, not the whole project. */
export interface ProjectSummary {
  id: string;
  name: string;
  location: string;
  priceRange: string;
  plotSizes: string;
  status: string;
  totalPlots: number;
  soldPlots: number;
  image: string;
  highlights: string[];
}

/** The picture of a card, a hero slide and the dashboard: the banner, else the first gallery image. */
export function cardImage(project: Pick<Project, "bannerImage" | "images">): string {
  return project.bannerImage || project.images[0] || "";
}

/** The facts every public view of a project shows: its card, its hero slide and its page. */
export function projectFacts(project: Project) {
  return {
    id: project.id,
    name: project.name,
    location: project.location,
    priceRange: project.priceRange,
    plotSizes: project.plotSizes,
    status: project.status,
    totalPlots: project.totalPlots,
    soldPlots: project.soldPlots,
  };
}

export function toProjectSummary(project: Project): ProjectSummary {
  return {
    ...projectFacts(project),
    image: cardImage(project),
    highlights: project.highlights.slice(0, cardHighlightCount),
  };
}
