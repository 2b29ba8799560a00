import { useT } from "#app/components/site/site-data.ts";
import { plotsLeft } from "#app/domain/projects/figures.ts";
import { formatIndianNumber } from "#app/lib/format.ts";

/** "12 plots left" on a card (issue "Find and trust"); "Sold out" when none are left. */
export function PlotsLeft({
  project,
  className,
}: {
  project: { soldPlots: number; totalPlots: number };
  className?: string;
}) {
  const t = useT();
  const left = plotsLeft(project.soldPlots, project.totalPlots);
  return (
    <p className={className}>
      {left === 0
        ? t("projects:soldOut")
        : t("projects:plotsLeft", { count: left, number: formatIndianNumber(left) })}
    </p>
  );
}
