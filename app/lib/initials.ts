/**
 * Up to two initials for an avatar, from the first and last word so long names still fit the
 * circle: "Karthik Subramanian" → "KS", "Fathima" → "F".
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => word.charAt(0).toLocaleUpperCase("en-IN")).join("");
}
