import { Languages, X } from "lucide-react";

import { type Locale, localeNames } from "#app/i18n/locales.ts";

import { usePageAlternates } from "./page-alternates.ts";
import { useLocale, useT } from "./site-data.ts";

/** The other language of a two-language site. */
function otherLocale(locale: Locale): Locale {
  return locale === "ta" ? "en" : "ta";
}

/**
 * The header's and the phone menu's switch to the same page in the other language. The header
 * script remembers the choice (language-choice.ts).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const target = otherLocale(useLocale());
  const t = useT();
  return (
    <a
      href={usePageAlternates()[target]}
      hrefLang={target}
      lang={target}
      data-language-switch={target}
      aria-label={`${t("site:language")}: ${localeNames[target]}`}
      className={className}
    >
      <Languages aria-hidden="true" className="size-5 shrink-0" />
      {localeNames[target]}
    </a>
  );
}

/**
 * The one-line offer of the page in the other language, hidden in the server's HTML (the same page
 * for every visitor): the header script shows it when the browser prefers that language and no
 * choice has been made (language-choice.ts); closing it chooses the page's language. Nobody is sent
 * elsewhere by their browser's language. It is fixed under the sticky header, over the page: shown
 * after the page is drawn, it moves nothing on it (CLS 0).
 */
export function LanguageOffer() {
  const target = otherLocale(useLocale());
  const t = useT();
  return (
    <div
      hidden
      data-language-offer={target}
      className="fixed inset-x-0 top-(--header-height) z-30 border-b border-marigold-200 bg-marigold-50 shadow-md"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <a
          href={usePageAlternates()[target]}
          hrefLang={target}
          lang={target}
          data-language-switch={target}
          className="font-semibold text-forest-800 underline underline-offset-4"
        >
          {t("site:offer")}
        </a>
        <button
          type="button"
          data-language-offer-dismiss
          className="ml-auto flex size-8 items-center justify-center rounded-full text-neutral-600 hover:bg-marigold-100"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("site:dismissOffer")}</span>
        </button>
      </div>
    </div>
  );
}
