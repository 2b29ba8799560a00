/**
 * The colours a status badge comes in (`StatusBadge`, app/components/ui/status-badge.tsx). Each
 * domain names the tone of its statuses (a blog's, a lead's, a plot's), so a status reads the same
 * on every screen; the badge holds the classes.
 */
export type BadgeTone =
  "green" | "blue" | "sky" | "violet" | "amber" | "orange" | "red" | "grey" | "forest" | "marigold" | "plain";
