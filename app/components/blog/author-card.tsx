/** "Karthik Subramanian" → "KS": first and last word, so long names still fit the circle. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => w.charAt(0).toLocaleUpperCase("en-IN")).join("");
}

export function AuthorCard({ name }: { name: string }) {
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-forest-700 text-sm font-semibold tracking-wide text-white"
      >
        {initials(name)}
      </span>
      <div className="leading-tight">
        <p className="font-semibold text-neutral-900">{name}</p>
        <p className="text-sm text-neutral-600">Author</p>
      </div>
    </div>
  );
}
