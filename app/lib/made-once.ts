/**
 * A value made at its first use and kept. For the `Intl` formatters above all: the first one a page
 * makes loads ICU's data, some 40 ms of a phone's main thread, which a module must not spend as it
 * loads (a behaviour script would hold up the page's first interaction for a text it writes later,
 * if ever). ESLint refuses an `Intl` object made as a browser module loads (eslint.config.js).
 */
export function madeOnce<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
