import { fillIn } from "#app/i18n/fill-in.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { cost } from "#app/i18n/messages/en/cost.ts";

/**
 * The words a cost is described in, in a page's language (issue "Tamil and English"): i18next's on
 * the server; in the layout plan's script, which never loads i18next (ADR 027), the texts its page
 * carries (the plots' words, app/domain/plots/plot-wording.ts, are cost words too).
 */
export type CostKey = `cost:${keyof typeof cost}`;

export interface CostWording {
  locale: Locale;
  say: (key: CostKey, values?: Readonly<Record<string, string | number>>) => string;
}

/** English from the English catalogue: the default, as the back office and the cost sheet's PDF read a cost. */
export const englishCostWording: CostWording = {
  locale: "en",
  say: (key, values) => fillIn(cost[key.slice("cost:".length) as keyof typeof cost], values),
};
