import { RowIconSymbols } from "#app/components/admin/row-icons.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import type { PlotRowEdit, PlotRowView } from "#app/domain/plots/plot-view.ts";

import { plotColumns } from "./plot-columns.tsx";
import { PlotRowActions } from "./plot-row-actions.tsx";

/**
 * The inventory, one dense row per plot, with its actions. The row being edited (`?edit=<id>`,
 * or a refused save) is a form that fits the table as it is: its controls take their columns'
 * widths, so Save stays in view on a desktop.
 */
export function PlotTable({
  projectId,
  rows,
  edit,
  hrefWith,
  mayEdit,
}: {
  projectId: string;
  rows: readonly PlotRowView[];
  edit: PlotRowEdit | null;
  /** This page's address with one search parameter set (and `edit`/`delete` dropped). */
  hrefWith: (name?: string, value?: string) => string;
  /** Whether the role changes plots: the row's choice for bulk changes, its edit and delete. */
  mayEdit: boolean;
}) {
  return (
    <>
      <RowIconSymbols />
      <DataTable
        caption="Plots of this project, by block and number"
        columns={plotColumns(edit).filter((column) => mayEdit || column.key !== "choose")}
        rows={rows}
        rowKey={(row) => row.id}
        rowData={(row) => ({ "data-plot": row.number })}
        editing={edit?.id ?? null}
        look="scroll"
        dense
        actions={(row) => (
          <PlotRowActions
            row={row}
            projectId={projectId}
            editing={row.id === edit?.id}
            hrefWith={hrefWith}
            mayEdit={mayEdit}
          />
        )}
      />
    </>
  );
}
