import type { blogCategories } from "./blog.ts";
import type { blog } from "#app/i18n/messages/en/blog.ts";
import type { Translate } from "#app/i18n/translations.ts";

/** The fixed categories' names in the catalogue; addresses keep the English one (?category=). */
const categoryKeys = {
  "Real Estate Tips": "blog:categoryRealEstateTips",
  "Investment Guide": "blog:categoryInvestmentGuide",
  "Market Analysis": "blog:categoryMarketAnalysis",
  "Legal Advice": "blog:categoryLegalAdvice",
  "Property News": "blog:categoryPropertyNews",
  "Vastu Tips": "blog:categoryVastuTips",
  Finance: "blog:categoryFinance",
  "Location Guide": "blog:categoryLocationGuide",
} as const satisfies Record<(typeof blogCategories)[number], `blog:${keyof typeof blog}`>;

/** A category as the page's language names it; one the fixed list does not know stays as it is. */
export function categoryName(t: Translate, category: string): string {
  return Object.hasOwn(categoryKeys, category)
    ? t(categoryKeys[category as keyof typeof categoryKeys])
    : category;
}
