import type { FormEvent } from "react";
import { Form, Link, useSubmit } from "react-router";

import { useHydrated } from "#app/components/site/use-client.ts";
import { iconButtonClass } from "#app/components/ui/form-styles.ts";
import type { PlotField, PlotFormValues } from "#app/domain/plots/plot-form.ts";
import { plotPath, type PlotRowView } from "#app/domain/plots/plot-view.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";

import { useConfirm } from "#app/components/ui/confirm-provider.tsx";
import { RowIcon, RowIconSymbols } from "#app/components/admin/row-icons.tsx";
import { HoldTimeLeft } from "./hold-time-left.tsx";
import { plotDeleteRequest } from "./plot-delete-request.ts";
import { PlotRowForm } from "./plot-row-form.tsx";
import { PlotStatusBadge } from "./plot-status-badge.tsx";

export const bulkFormId = "plots-bulk";

/** Delete posts once confirmed; without JavaScript the post has no `confirm=yes` and the page asks first. */
function DeletePlot({ row }: { row: PlotRowView }) {
  const hydrated = useHydrated();
  const confirm = useConfirm();
  const submit = useSubmit();
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const confirmed = await confirm(plotDeleteRequest(row));
    if (confirmed) await submit(form, { preventScrollReset: true });
  }
  return (
    <Form method="post" preventScrollReset onSubmit={(event) => void onSubmit(event)}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={row.id} />
      {hydrated ? <input type="hidden" name="confirm" value="yes" /> : null}
      <button
        type="submit"
        aria-label={`Delete plot ${row.number}`}
        className={`${iconButtonClass} text-red-700 hover:bg-red-50`}
      >
        <RowIcon name="delete" />
      </button>
    </Form>
  );
}

const cell = "px-2 py-2 whitespace-nowrap";
const headers = [
  "Plot",
  "Block",
  "Area",
  "Dimensions",
  "Facing",
  "Corner",
  "Road",
  "Rate",
  "Premium",
  "Price",
  "Status",
  "Actions",
];

export interface RowEdit {
  id: string;
  values?: PlotFormValues;
  errors?: FieldErrors<PlotField>;
}

/**
 * The inventory, one dense row per plot: a box to choose it for the bulk changes, its facts, its
 * status with the hold (for whom, by whom, time left), and its actions. The row being edited
 * (`?edit=<id>`, or a refused save) is a form.
 */
export function PlotTable({
  projectId,
  rows,
  edit,
  hrefWith,
}: {
  projectId: string;
  rows: readonly PlotRowView[];
  edit: RowEdit | null;
  /** This page's address with one search parameter set (and `edit`/`delete` dropped). */
  hrefWith: (name?: string, value?: string) => string;
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-neutral-200">
      <RowIconSymbols />
      <table className="w-full min-w-[64rem] text-left text-sm">
        <caption className="sr-only">Plots of this project, by block and number</caption>
        <thead className="bg-neutral-100 text-xs font-semibold tracking-wide text-neutral-700 uppercase">
          <tr>
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">Choose</span>
            </th>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-2 py-2">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {rows.map((row) =>
            edit?.id === row.id ? (
              <PlotRowForm
                key={row.id}
                row={row}
                values={edit.values ?? row.values}
                errors={edit.errors ?? {}}
                closeHref={hrefWith()}
              />
            ) : (
              <tr key={row.id} className="hover:bg-neutral-50" data-plot={row.number}>
                <td className="px-2 py-2">
                  <input
                    type="checkbox"
                    form={bulkFormId}
                    name="ids"
                    value={row.id}
                    aria-label={`Choose plot ${row.number}`}
                    className="size-4 accent-forest-700"
                  />
                </td>
                <th scope="row" className={`${cell} font-semibold text-neutral-900`}>
                  {row.number}
                </th>
                <td className={cell}>{row.block}</td>
                <td className="px-2 py-2 tabular-nums">{row.area}</td>
                <td className={cell}>{row.dimensions}</td>
                <td className={cell}>{row.facing}</td>
                <td className={cell}>{row.corner ? "Corner" : ""}</td>
                <td className={`${cell} tabular-nums`}>{row.road}</td>
                <td className={`${cell} tabular-nums`}>{row.rate}</td>
                <td className={`${cell} tabular-nums`}>{row.premium}</td>
                <td className={`${cell} font-medium tabular-nums`}>{row.price}</td>
                <td className={cell}>
                  <PlotStatusBadge status={row.status} label={row.statusLabel} />
                  {row.hold ? (
                    <span className="mt-1 block text-xs text-neutral-700">
                      For {row.hold.forWhom} · by {row.hold.by}
                      <br />
                      <time dateTime={row.hold.untilIso}>until {row.hold.until}</time> ·{" "}
                      <HoldTimeLeft until={row.hold.untilIso} serverText={row.hold.left} />
                    </span>
                  ) : null}
                </td>
                <td className="px-2 py-1">
                  <div className="flex items-center gap-1">
                    <Link
                      to={hrefWith("edit", row.id)}
                      preventScrollReset
                      aria-label={`Edit plot ${row.number}`}
                      className={iconButtonClass}
                    >
                      <RowIcon name="edit" />
                    </Link>
                    <Link
                      to={plotPath(projectId, row.id)}
                      className="rounded px-2 py-1 text-xs font-semibold text-forest-800 underline-offset-4 hover:underline"
                    >
                      Hold and history<span className="sr-only"> of plot {row.number}</span>
                    </Link>
                    <DeletePlot row={row} />
                  </div>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
