import { statusTone, statusToneClasses } from "#app/domain/projects/status.ts";

/** A project's status as a coloured pill (spec §4 badge colours). */
export function StatusBadge({ status, className = "" }: { status: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold shadow-sm ${statusToneClasses[statusTone(status)]} ${className}`}
    >
      {status}
    </span>
  );
}
