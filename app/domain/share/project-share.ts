import { formatRupees } from "#app/lib/money.ts";
import { plotsLeftText, priceAndSizes, type Project } from "#app/domain/projects/index.ts";
import type { ShareCard } from "./share-card.ts";

export type ProjectShareSource = Pick<
  Project,
  | "name"
  | "location"
  | "priceRange"
  | "priceMin"
  | "priceMax"
  | "sizeMin"
  | "sizeMax"
  | "plotSizes"
  | "soldPlots"
  | "totalPlots"
  | "reraNumber"
  | "bannerImage"
>;

/** "From ₹ 12 L", or the price as typed when it could not be read. */
export function priceFrom(project: ProjectShareSource): string {
  const { price } = priceAndSizes(project);
  return price ? `From ${formatRupees(price.min)}` : project.priceRange.trim();
}

/**
 * A project's share image (issue "Find and trust"): its name, location, price from, plots left as
 * the cards say it and the TNRERA registration number as the project page names it, over the banner.
 */
export function projectShareCard(project: ProjectShareSource): ShareCard {
  const facts = [priceFrom(project), plotsLeftText(project.soldPlots, project.totalPlots)].filter(Boolean);
  const registration = project.reraNumber ? `TNRERA registration ${project.reraNumber}` : "";
  return {
    title: project.name,
    titleLines: 2,
    lines: [
      { text: project.location },
      { text: facts.join("  ·  "), emphasis: true },
      { text: registration },
    ],
    image: project.bannerImage,
    alt: [`${project.name}, ${project.location}`, facts.join(", "), registration].filter(Boolean).join(". "),
  };
}
