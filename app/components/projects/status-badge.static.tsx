import { useLocale } from "#app/components/site/site-data.ts";
import { statusLabel } from "#app/domain/projects/project-list.ts";
import { statusTone, statusToneClasses } from "#app/domain/projects/status.ts";

/**
 * A project's status as a coloured pill (spec §4 badge colours), named in the page's language (the
 * back office's, English, outside the public site).
 */
export function StatusBadge({ status, className = "" }: { status: string; className?: string }) {
  const locale = useLocale();
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold shadow-sm ${statusToneClasses[statusTone(status)]} ${className}`}
    >
      {statusLabel(status, locale)}
    </span>
  );
}
