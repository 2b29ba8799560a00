import { useLocale, useT } from "#app/components/site/site-data.ts";
import { wordingOf, type Wording } from "#app/domain/plots/plot-wording.ts";

/** The words the page's plots and costs are described in: its language's, through i18next. */
export function usePageWording(): Wording {
  return wordingOf(useLocale(), useT());
}
