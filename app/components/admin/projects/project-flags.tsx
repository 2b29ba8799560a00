import { TriangleAlert } from "lucide-react";

import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import type { ProjectTableRow } from "#app/domain/projects/project-views.ts";

/**
 * What staff should look at in a project's row: a Draft (not on the public site), and a price or
 * size text the site could not read into numbers (the project then misses the /projects filters).
 */
export function ProjectFlags({ row }: { row: ProjectTableRow }) {
  if (row.published && row.unreadFacts.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1.5">
      {row.published ? null : <StatusBadge tone="grey" label="Draft" />}
      {row.unreadFacts.length > 0 ? (
        <span className="inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
          <TriangleAlert aria-hidden className="size-3.5" />
          Rewrite the {row.unreadFacts.join(" and ")}, e.g. ₹18 L - ₹42 L, 800 - 2400 sq.ft
        </span>
      ) : null}
    </span>
  );
}
