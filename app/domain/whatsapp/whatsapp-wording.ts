import { isLocale, localizedPath, type Locale } from "#app/i18n/locales.ts";
import { translator, type Translate } from "#app/i18n/translations.ts";
import type { TemplateSetting } from "./whatsapp-settings.server.ts";

/**
 * Issue "Tamil and English": a message to a buyer in their language. A buyer who wrote from a Tamil
 * page (leads.language) gets the template's Tamil translation when Settings → WhatsApp names one,
 * its parameters in Tamil (the project's Tamil name, the day in Tamil); without one, the template
 * as set, in English. Its links open the site's pages in the buyer's language either way.
 */
export interface BuyerWording {
  /** The template as WhatsApp is asked for it: the approved name, in the chosen translation. */
  template: { name: string; language: string };
  /** The language of the parameters. */
  locale: Locale;
  t: Translate;
  /** A project's name in the parameters' language, or "our projects" when the lead names none. */
  project: (project: { name: string | null; nameTa: string | null }) => string;
  /** A site page's address ("/project/…") in the buyer's language. */
  page: (path: string) => string;
}

export function buyerWording(template: TemplateSetting, buyerLanguage: string): BuyerWording {
  const pageLocale: Locale = isLocale(buyerLanguage) ? buyerLanguage : "en";
  const tamilCode = pageLocale === "ta" ? template.tamil : undefined;
  const tamil = tamilCode !== undefined;
  const locale: Locale = tamil ? "ta" : "en";
  const t = translator(locale);
  return {
    template: { name: template.name, language: tamilCode ?? template.language },
    locale,
    t,
    project: ({ name, nameTa }) => (tamil && nameTa) || name || t("whatsapp:ourProjects"),
    page: (path) => localizedPath(path, pageLocale),
  };
}
