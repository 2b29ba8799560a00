import { Plus } from "lucide-react";

/**
 * Values offered under a list's text box, one button each (a chip with a dashed edge): what
 * picking does is the verb each button is named with ("Add 40 Feet Road", "Quick add CBSE School").
 */
export function SuggestionButtons({
  heading,
  label,
  verb,
  values,
  onPick,
  scroll = false,
}: {
  /** The line above them, for sighted people (the list's name says it to screen readers). */
  heading: string;
  /** The list's accessible name, e.g. "Suggested highlights". */
  label: string;
  verb: string;
  values: readonly string[];
  onPick(value: string): void;
  /** A long list (every suggestion of a kind) scrolls past four rows; a short one shows whole. */
  scroll?: boolean;
}) {
  return (
    <div className="mt-2">
      <p aria-hidden className="text-xs font-medium text-neutral-600">
        {heading}
      </p>
      <ul
        aria-label={label}
        className={`mt-1 flex flex-wrap gap-1.5 p-0.5 ${scroll ? "max-h-32 overflow-y-auto" : ""}`}
      >
        {values.map((value) => (
          <li key={value}>
            <button
              type="button"
              onClick={() => onPick(value)}
              className="inline-flex items-center gap-1 rounded-full border border-dashed border-neutral-400 bg-white px-2.5 py-1 text-xs text-neutral-800 hover:border-forest-600 hover:bg-forest-50"
            >
              <Plus aria-hidden className="size-3" />
              <span className="sr-only">{verb} </span>
              {value}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
