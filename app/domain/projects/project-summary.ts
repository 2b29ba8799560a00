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

export function toProjectSummary(project: Project): ProjectSummary {
  return {
    id: project.id,
    name: project.name,
    location: project.location,
    priceRange: project.priceRange,
    plotSizes: project.plotSizes,
    status: project.status,
    totalPlots: project.totalPlots,
    soldPlots: project.soldPlots,
    image: project.bannerImage || project.images[0] || "",
    highlights: project.highlights.slice(0, cardHighlightCount),
  };
}
