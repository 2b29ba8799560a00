/**
 * A copy of `source` with only the named fields. What a loader sends to the page is listed, so a
 * field added to a record later stays on the server until someone adds it here.
 */
export function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}
