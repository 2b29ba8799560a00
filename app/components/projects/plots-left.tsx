import { plotsLeftText } from "~/domain/projects/figures";

export function PlotsLeft({
  project,
  className,
}: {
  project: { soldPlots: number; totalPlots: number };
  className?: string;
}) {
  return <p className={className}>{plotsLeftText(project.soldPlots, project.totalPlots)}</p>;
}
