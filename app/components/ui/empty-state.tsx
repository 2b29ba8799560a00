import type { ReactNode } from "react";

/** What a list says when it has nothing to show: a line, and under it what to do (a hint, a link). */
export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-12 text-center">
      <p className="font-medium text-neutral-900">{title}</p>
      {children ? <div className="mt-1 text-sm text-neutral-600">{children}</div> : null}
    </div>
  );
}
