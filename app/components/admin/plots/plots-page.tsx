import { useLocation } from "react-router";

import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import { emptyPlotValues } from "#app/domain/plots/plot-form.ts";
import {
  plotTablePageSize,
  type InventorySummary,
  type PlotFilterValues,
  type PlotFormRefusal,
  type PlotRowEdit,
  type PlotRowView,
} from "#app/domain/plots/plot-view.ts";
import { formatIndianNumber } from "#app/lib/format.ts";

import { BackLink } from "#app/components/admin/back-link.tsx";
import { ConfirmStep } from "#app/components/ui/confirm-step.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { Pager } from "#app/components/ui/pager.static.tsx";
import { plotDeleteRequest } from "./plot-delete-request.ts";
import { PlotTable } from "./plot-table.tsx";
import { InventoryLine } from "./inventory-line.tsx";
import { PlotAddForm } from "./plot-add-form.tsx";
import { PlotBulkForm } from "./plot-bulk-form.tsx";
import { PlotFilters } from "./plot-filters.tsx";

export interface PlotsPageProps {
  project: { id: string; name: string };
  /** One page of the plots that pass the filters, of `matching` in all. */
  rows: PlotRowView[];
  page: number;
  pageCount: number;
  matching: number;
  blocks: string[];
  filter: PlotFilterValues;
  summary: InventorySummary;
  editId: string | null;
  deleting: PlotRowView | null;
  refused: PlotFormRefusal | null;
  listPath: string;
  /** The role changes plots (issue "Roles"): the bulk changes, row edits, adding and import show. */
  mayEdit: boolean;
}

/** "Plots 101–200 of 1,234": the rows of this page among those that pass the filters. */
function shownRange(page: number, rows: number, matching: number): string {
  const first = (page - 1) * plotTablePageSize + 1;
  const last = first + rows - 1;
  return `Plots ${formatIndianNumber(first)}–${formatIndianNumber(last)} of ${formatIndianNumber(matching)}`;
}

/**
 * A project's plots in the back office (issue "Plot inventory and the layout plan"): the
 * inventory's counts, filters, the bulk changes, the table with its row edits, adding a plot,
 * and CSV import and export.
 */
export function PlotsPage(props: PlotsPageProps) {
  const {
    project,
    rows,
    page,
    pageCount,
    matching,
    blocks,
    filter,
    summary,
    editId,
    deleting,
    refused,
    listPath,
    mayEdit,
  } = props;
  const location = useLocation();
  const hrefWith = (name?: string, value?: string) => {
    const params = new URLSearchParams(location.search);
    params.delete("edit");
    params.delete("delete");
    if (name && value) params.set(name, value);
    // The filters' empty fields and the first page stay out of the address.
    for (const [key, given] of [...params])
      if (given === "" || (key === "page" && given === "1")) params.delete(key);
    const query = params.toString();
    return query ? `${listPath}?${query}` : listPath;
  };
  const edit: PlotRowEdit | null =
    refused?.intent === "edit" && refused.id
      ? { id: refused.id, values: refused.values, errors: refused.errors }
      : editId
        ? { id: editId }
        : null;
  const addRefused = refused?.intent === "add" ? refused : null;
  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <BackLink to="/admin/projects">All projects</BackLink>
      <PageHeader
        title={`Plots · ${project.name}`}
        intro={<InventoryLine summary={summary} />}
        actions={
          <>
            {mayEdit ? <LinkButton to={`${listPath}/import`}>Import CSV</LinkButton> : null}
            <LinkButton to={`${listPath}/export`} reloadDocument download>
              Export CSV
            </LinkButton>
          </>
        }
      />
      <PlotFilters filter={filter} blocks={blocks} />
      {rows.length > 0 ? (
        <>
          {mayEdit ? <PlotBulkForm /> : null}
          {pageCount > 1 ? (
            <p className="text-sm text-neutral-700 tabular-nums">{shownRange(page, rows.length, matching)}</p>
          ) : null}
          <PlotTable projectId={project.id} rows={rows} edit={edit} hrefWith={hrefWith} mayEdit={mayEdit} />
          <Pager page={page} pageCount={pageCount} hrefOf={(n) => hrefWith("page", String(n))} />
        </>
      ) : (
        <EmptyState
          title={
            summary.totalPlots + summary.counts.not_for_sale > 0
              ? "No plot matches these filters."
              : "No plots yet. Add them below or import a CSV file."
          }
        />
      )}
      {mayEdit ? (
        <PlotAddForm
          key={addRefused ? "refused" : "empty"}
          values={addRefused?.values ?? emptyPlotValues}
          errors={addRefused?.errors ?? {}}
        />
      ) : null}
      {deleting ? (
        <ConfirmStep
          request={plotDeleteRequest(deleting)}
          fields={{ intent: "delete", id: deleting.id }}
          closeHref={hrefWith()}
        />
      ) : null}
    </div>
  );
}
