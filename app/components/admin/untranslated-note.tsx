import { Languages } from "lucide-react";

/**
 * Issue "Tamil and English": what a record still lacks in Tamil, at the top of its Tamil fields
 * (Tamil pages show the English text of those fields meanwhile).
 */
export function UntranslatedNote({ missing }: { missing: readonly string[] | null }) {
  if (missing === null) return null;
  return (
    <p
      lang="en"
      className={`flex items-start gap-2 rounded-md px-3 py-2 text-sm ${
        missing.length > 0 ? "bg-amber-50 text-amber-900" : "bg-emerald-50 text-emerald-900"
      }`}
    >
      <Languages aria-hidden className="mt-0.5 size-4 shrink-0" />
      {missing.length > 0
        ? `Not translated yet: ${missing.join(", ")}. Tamil pages show the English meanwhile.`
        : "Everything is translated into Tamil."}
    </p>
  );
}
