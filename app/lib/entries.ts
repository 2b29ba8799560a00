/** Spec §5 "Tags, highlights, amenities entry": the rules every chip list follows, in the browser and on the server. */

/** Entries compare trimmed and in lower case, so "gym" does not sit next to "Gym". */
export const entryKey = (value: string) => value.trim().toLowerCase();

/**
 * Spec §5 entry rule: the value is trimmed; an empty value or one already chosen (ignoring case,
 * so "gym" does not sit next to "Gym") leaves the list as it was.
 */
export function addEntry(values: readonly string[], raw: string): string[] {
  const value = raw.trim();
  if (!value || values.some((v) => entryKey(v) === entryKey(value))) return [...values];
  return [...values, value];
}

/** The entry rule applied to a whole posted list, keeping the first of any duplicates. */
export function cleanEntries(raw: readonly string[]): string[] {
  return raw.reduce<string[]>(addEntry, []);
}

/** Spec §5: suggestions containing the query (any case), without those already chosen. */
export function filterSuggestions(
  suggestions: readonly string[],
  query: string,
  chosen: readonly string[],
): string[] {
  const wanted = entryKey(query);
  const taken = new Set(chosen.map(entryKey));
  return suggestions.filter((s) => !taken.has(entryKey(s)) && s.toLowerCase().includes(wanted));
}
