import type { BadgeTone } from "#app/lib/badge-tone.ts";

import type { ProjectStatus } from "./project.ts";

/**
 * Spec §4: the project status is a free label set by staff. A label is read the same way
 * everywhere (badge colour, dashboard counts): ignoring case and stray spaces, so "sold  out" is
 * Sold Out for the badge and for the counts alike.
 */
export function statusKey(status: string): string {
  return status.trim().toLowerCase().replace(/\s+/g, " ");
}

/** Spec §4 badge colours: anything other than the four usual values is grey. */
export type StatusTone = "available" | "new-launch" | "few-left" | "sold-out" | "other";

const tones: Record<string, StatusTone> = {
  available: "available",
  "new launch": "new-launch",
  "few left": "few-left",
  "sold out": "sold-out",
};

export function statusTone(status: string): StatusTone {
  return tones[statusKey(status)] ?? "other";
}

/** Each pair passes WCAG AA for small text. */
export const statusToneClasses: Record<StatusTone, string> = {
  available: "bg-green-800 text-white",
  "new-launch": "bg-blue-700 text-white",
  "few-left": "bg-amber-400 text-amber-950",
  "sold-out": "bg-red-700 text-white",
  other: "bg-neutral-600 text-white",
};

/** The same colours as the back office's badges (`StatusBadge`), which all read their tones this way. */
const badgeTones: Record<StatusTone, BadgeTone> = {
  available: "green",
  "new-launch": "blue",
  "few-left": "amber",
  "sold-out": "red",
  other: "grey",
};

/** A project status's tone on the back office's badge (spec §4 colours). */
export function projectBadgeTone(status: string): BadgeTone {
  return badgeTones[statusTone(status)];
}

/**
 * Spec §9 "Dashboard": Active Projects = status Available or New Launch; Few Left = status Few
 * Left. The dashboard's cards show these labels and the database counts these statuses.
 */
export const statusCounts = {
  activeProjects: {
    label: "Active Projects",
    hint: "Available or New Launch",
    statuses: ["Available", "New Launch"],
  },
  fewLeft: { label: "Few Left", hint: "Status Few Left", statuses: ["Few Left"] },
} as const satisfies Record<string, { label: string; hint: string; statuses: readonly ProjectStatus[] }>;

/** The statuses of a count as `statusKey` reads them, for comparing in SQL. */
export function statusKeys(statuses: readonly string[]): string[] {
  return statuses.map(statusKey);
}
