import type { BadgeTone } from "#app/lib/badge-tone.ts";

/**
 * Each tone's colours, light with dark words (every pair passes WCAG AA for small text); the
 * spec's project colours are green, blue, amber (Few Left), red and grey. A control that shows a
 * status in its colours (the leads list's status choice) takes them from here.
 */
export const badgeToneClasses: Record<BadgeTone, string> = {
  green: "bg-green-100 text-green-900 ring-green-300",
  blue: "bg-blue-100 text-blue-900 ring-blue-300",
  sky: "bg-sky-100 text-sky-900 ring-sky-300",
  violet: "bg-violet-100 text-violet-900 ring-violet-300",
  amber: "bg-amber-100 text-amber-950 ring-amber-300",
  orange: "bg-orange-100 text-orange-950 ring-orange-300",
  red: "bg-red-100 text-red-900 ring-red-300",
  grey: "bg-neutral-200 text-neutral-800 ring-neutral-300",
  forest: "bg-forest-50 text-forest-800 ring-forest-200",
  marigold: "bg-marigold-50 text-neutral-900 ring-marigold-300",
  plain: "bg-white text-neutral-700 ring-neutral-300",
};

/** A status as a coloured pill: always its words, never the colour alone. */
export function StatusBadge({ tone, label }: { tone: BadgeTone; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${badgeToneClasses[tone]}`}
    >
      {label}
    </span>
  );
}
