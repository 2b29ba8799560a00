import { createInstance, type TFunction } from "i18next";

import { type Locale, locales } from "./locales.ts";
import { en } from "./messages/en/index.ts";
import { ta } from "./messages/ta/index.ts";

/**
 * The public site's interface texts through i18next (ADR 027): one instance per language, made once
 * at start from the catalogues in ./messages (no loading at request time), with i18next's plural
 * rules (Intl.PluralRules: `key_one`, `key_other`) and `{{name}}` interpolation. React escapes what
 * it renders, so i18next does not escape again.
 */
/** A translate function that takes any namespace's keys as "namespace:key" ("site:navHome"). */
export type Translate = TFunction<Array<keyof typeof en>>;

const namespaces = Object.keys(en) as Array<keyof typeof en>;

const catalogues: Record<Locale, typeof en> = { en, ta: ta as typeof en };

const translators = new Map(
  locales.map((locale) => {
    const instance = createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: catalogues[locale] },
      ns: namespaces,
      defaultNS: "site",
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    return [locale, instance.getFixedT(locale, namespaces)] as const;
  }),
);

/** The texts of one language: `t("site:navHome")`, `t("projects:plotsLeft", { count })`. */
export function translator(locale: Locale): Translate {
  const t = translators.get(locale);
  if (!t) throw new Error(`No texts for the language "${locale}".`);
  return t;
}
