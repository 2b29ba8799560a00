/**
 * Spec §4: badge colours by project status. The status is a free label, so anything other than the
 * four usual values is grey. Each pair passes WCAG AA for small text.
 */
export type StatusTone = "available" | "new-launch" | "few-left" | "sold-out" | "other";

const tones: Record<string, StatusTone> = {
  available: "available",
  "new launch": "new-launch",
  "few left": "few-left",
  "sold out": "sold-out",
};

export function statusTone(status: string): StatusTone {
  return tones[status.trim().toLowerCase().replace(/\s+/g, " ")] ?? "other";
}

export const statusToneClasses: Record<StatusTone, string> = {
  available: "bg-green-800 text-white",
  "new-launch": "bg-blue-700 text-white",
  "few-left": "bg-amber-400 text-amber-950",
  "sold-out": "bg-red-700 text-white",
  other: "bg-neutral-600 text-white",
};
