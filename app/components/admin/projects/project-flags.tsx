import { Languages, TriangleAlert } from "lucide-react";

import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import type { ProjectTableRow } from "#app/domain/projects/project-views.ts";

/**
 * What staff should look at in a project's row: a Draft (not on the public site), a price or size
 * text the site could not read into numbers (the project then misses the /projects filters), and
 * texts not translated into Tamil yet (Tamil pages show the English ones).
 */
export function ProjectFlags({ row }: { row: ProjectTableRow }) {
  if (row.published && row.unreadFacts.length === 0 && row.untranslated === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1.5">
      {row.published ? null : <StatusBadge tone="grey" label="Draft" />}
      {row.unreadFacts.length > 0 ? (
        <span className="inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
          <TriangleAlert aria-hidden className="size-3.5" />
          Rewrite the {row.unreadFacts.join(" and ")}, e.g. ₹18 L - ₹42 L, 800 - 2400 sq.ft
        </span>
      ) : null}
      {row.untranslated > 0 ? (
        <span className="inline-flex items-center gap-1 rounded bg-sky-50 px-1.5 py-0.5 text-xs font-semibold text-sky-900">
          <Languages aria-hidden className="size-3.5" />
          {row.untranslated === 1 ? "1 text not in Tamil yet" : `${row.untranslated} texts not in Tamil yet`}
        </span>
      ) : null}
    </span>
  );
}
