import { createContext } from "react";

import { defaultLocale, type Locale } from "./locales.ts";

/**
 * The page's language for every component under the root layout, which sets it from the page's
 * address; English where nothing sets it (the back office, a component rendered alone in a test).
 */
export const LocaleContext = createContext<Locale>(defaultLocale);
