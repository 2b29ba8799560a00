import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The link above a back-office page back to the list it belongs to. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm font-medium text-forest-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
