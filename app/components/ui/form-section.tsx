import type { ReactNode } from "react";

/**
 * A titled part of a long form (a dialog's): a rule above it, its heading, then its fields. It is
 * no landmark: the form's fields are what a screen reader lists, not its parts.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 border-t border-neutral-200 pt-5">
      <h3 className="text-base font-semibold text-neutral-900">{title}</h3>
      {children}
    </section>
  );
}
