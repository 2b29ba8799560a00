import { BadgeCheck } from "lucide-react";

/** The TNRERA registration number every card carries (the RERA directions ask for it on each listing). */
export function RegistrationLine({ reraNumber, className }: { reraNumber: string; className?: string }) {
  if (!reraNumber) return null;
  return (
    <p className={`flex items-center gap-1.5 text-sm text-neutral-700 ${className ?? ""}`}>
      <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-forest-600" />
      <span>
        TNRERA <span className="font-semibold tabular-nums">{reraNumber}</span>
      </span>
    </p>
  );
}
