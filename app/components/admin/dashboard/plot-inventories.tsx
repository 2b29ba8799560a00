import { Link } from "react-router";

import { HoldTimeLeft } from "#app/components/admin/plots/hold-time-left.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { plotPath, plotsPath, type InventoryOverview } from "#app/domain/plots/plot-view.ts";

const linkClass = "font-medium text-forest-800 underline-offset-4 hover:underline";

/** A column of the plots of one status, counted. */
const count = (header: string, status: keyof InventoryOverview["projects"][number]["counts"]) =>
  ({
    key: status,
    header,
    align: "end",
    className: "tabular-nums",
    cell: (project) => project.counts[status],
  }) satisfies Column<InventoryOverview["projects"][number]>;

const columns: Column<InventoryOverview["projects"][number]>[] = [
  {
    key: "project",
    header: "Project",
    rowHeader: true,
    cell: (project) => (
      <Link to={plotsPath(project.id)} className={linkClass}>
        {project.name}
      </Link>
    ),
  },
  count("Available", "available"),
  count("On hold", "on_hold"),
  count("Booked", "booked"),
  count("Sold", "sold"),
];

/** Issue "Plot inventory and the layout plan": each inventory's counts, and the holds ending within 24 hours. */
export function PlotInventories({ overview }: { overview: InventoryOverview }) {
  if (overview.projects.length === 0) return null;
  return (
    <Panel title="Plot inventory" body="flush">
      <DataTable
        look="plain"
        caption="Plots of each project by status"
        columns={columns}
        rows={overview.projects}
        rowKey={(project) => project.id}
      />
      <h3 className="border-t border-neutral-200 px-4 pt-3 font-semibold text-neutral-900 sm:px-5">
        Holds ending within 24 hours
      </h3>
      {overview.holds.length === 0 ? (
        <p className="px-4 pt-1 pb-4 text-sm text-neutral-700 sm:px-5">None.</p>
      ) : (
        <ul className="px-4 pt-1 pb-4 text-sm sm:px-5">
          {overview.holds.map((hold) => (
            <li key={hold.plotId} className="py-1">
              <Link to={plotPath(hold.projectId, hold.plotId)} className={linkClass}>
                Plot {hold.number}, {hold.projectName}
              </Link>{" "}
              for {hold.forWhom} · <HoldTimeLeft until={hold.untilIso} serverText={hold.left} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
