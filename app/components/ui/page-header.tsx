import type { ReactNode } from "react";

/**
 * Every back-office page opens the same way: its title, a line saying what it holds, and on the
 * right the page's main actions (they wrap under the title on a phone).
 */
export function PageHeader({
  title,
  intro,
  actions,
}: {
  title: ReactNode;
  intro: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold break-words text-forest-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-neutral-600">{intro}</p>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
