import type { Locale } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import { formatIndianNumber } from "#app/lib/format.ts";
import { formatRupees } from "#app/lib/money.ts";
import { plotsLeft, priceAndSizes, type Project } from "#app/domain/projects/index.ts";
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

/** "From ₹ 12 L" ("₹ 12 லட்சம் முதல்"), or the price as typed when it could not be read. */
export function priceFrom(project: ProjectShareSource, locale: Locale = "en"): string {
  const { price } = priceAndSizes(project);
  return price
    ? translator(locale)("share:priceFrom", { price: formatRupees(price.min, locale) })
    : project.priceRange.trim();
}

/**
 * A project's share image (issue "Find and trust"): its name, location, price from, plots left as
 * the cards say it and the TNRERA registration number as the project page names it, over the
 * banner; in Tamil for a Tamil page's link (issue "Tamil and English": the project in Tamil, from
 * projectInLocale).
 */
export function projectShareCard(project: ProjectShareSource, locale: Locale = "en"): ShareCard {
  const t = translator(locale);
  const left = plotsLeft(project.soldPlots, project.totalPlots);
  const leftText =
    left === 0
      ? t("projects:soldOut")
      : t("projects:plotsLeft", { count: left, number: formatIndianNumber(left) });
  const facts = [priceFrom(project, locale), leftText].filter(Boolean);
  const registration = project.reraNumber ? t("share:registration", { number: project.reraNumber }) : "";
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
