/** Display-only lists are kept as JSON text; a damaged value reads as an empty list, never a throw. */
export function readJsonList<T>(text: string | null | undefined, isItem: (item: unknown) => item is T): T[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isItem) : [];
  } catch {
    return [];
  }
}

export const isString = (item: unknown): item is string => typeof item === "string";
