import { plotsLeftText } from "#app/domain/projects/figures.ts";

export function PlotsLeft({
  project,
  className,
}: {
  project: { soldPlots: number; totalPlots: number };
  className?: string;
}) {
  return <p className={className}>{plotsLeftText(project.soldPlots, project.totalPlots)}</p>;
}
