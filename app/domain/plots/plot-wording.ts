import { fillIn } from "#app/i18n/fill-in.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { cost } from "#app/i18n/messages/en/cost.ts";
import { project } from "#app/i18n/messages/en/project.ts";
import type { Translate } from "#app/i18n/translations.ts";

/**
 * The words plots and their costs are described in, in a page's language (issue "Tamil and
 * English"). The modules that describe them also run in the layout plan's script, which never
 * loads i18next (ADR 027): on the server the words are i18next's; in the script they are the texts
 * the page carries (the server writes them into the plan's data, `wordTable`), filled in here. A
 * plot's wording is its cost's too (app/domain/costs/cost-wording.ts).
 */

/** A text of the project page's namespaces ("project:plotNumber", "cost:price"). */
export type WordKey = `project:${keyof typeof project}` | `cost:${keyof typeof cost}`;

/** A text with its `{{name}}`s filled in. */
export type Say = (key: WordKey, values?: Readonly<Record<string, string | number>>) => string;

export interface Wording {
  locale: Locale;
  say: Say;
}

/** Texts by key, their `{{name}}`s not filled in yet. */
export type WordTable = Partial<Record<WordKey, string>>;

/** On the server: a language's texts through i18next. */
export function wordingOf(locale: Locale, t: Translate): Wording {
  return { locale, say: (key, values) => t(key, { ...values }) };
}

/** The texts of `keys` as they are written, for a script to fill in (`tableWording`). */
export function wordTable(t: Translate, keys: readonly WordKey[]): WordTable {
  // Without values, i18next leaves a text's {{name}}s as they are.
  return Object.fromEntries(keys.map((key) => [key, t(key)]));
}

/** Texts read from a table: a missing one says its key, which the tests look for. */
export function tableWording(locale: Locale, table: WordTable): Wording {
  return {
    locale,
    say: (key, values) => fillIn(table[key] ?? key, values),
  };
}

/**
 * English from the English catalogue: the default, as the back office and the cost sheet's PDF
 * describe plots (pages word them through i18next, `wordingOf`). Left out of the plan's script,
 * which always passes its page's words.
 */
export const englishWording: Wording = /* @__PURE__ */ englishTableWording();

// One call, marked pure above, so that the bundler leaves the English catalogue out of a script
// that never reads englishWording (an annotation covers a call, not the calls in its arguments).
function englishTableWording(): Wording {
  return tableWording(
    "en",
    Object.fromEntries(Object.entries(project).map(([key, text]) => [`project:${key}`, text])),
  );
}
