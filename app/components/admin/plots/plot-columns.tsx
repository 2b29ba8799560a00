import type { ReactNode } from "react";

import type { Column } from "#app/components/ui/data-table.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import type { PlotField } from "#app/domain/plots/plot-form.ts";
import { facings, plotStatuses, plotStatusLabels, plotStatusTones } from "#app/domain/plots/plot-model.ts";
import type { PlotRowEdit, PlotRowView } from "#app/domain/plots/plot-view.ts";

import { AreaText } from "#app/components/plots/area-text.static.tsx";
import { HoldTimeLeft } from "./hold-time-left.tsx";
import { PlotEditField } from "./plot-edit-field.tsx";
import { bulkFormId, plotEditFormId } from "./plot-form-ids.ts";

const facingOptions = [{ value: "", label: "–" }, ...facings.map((value) => ({ value, label: value }))];

/** A plot is put on hold from its page (for whom, how long); the row keeps a hold it has. */
const statusOptions = (row: PlotRowView) =>
  plotStatuses.map((value) => ({
    value,
    label: plotStatusLabels[value],
    disabled: value === "on_hold" && row.status !== "on_hold",
  }));

const figures = "whitespace-nowrap tabular-nums";

/**
 * The Plots table's columns: a box choosing the plot for the bulk changes, its facts, its price,
 * and its status with the hold (for whom, by whom, time left). The edited row's cells are its
 * form's controls; its price follows from them, so that cell is left empty.
 */
export function plotColumns(edit: PlotRowEdit | null): Column<PlotRowView>[] {
  const field =
    (name: PlotField, label: string, options?: Parameters<typeof PlotEditField>[0]["options"]) =>
    (row: PlotRowView): ReactNode =>
      edit ? <PlotEditField row={row} edit={edit} name={name} label={label} options={options} /> : null;
  const fact = (
    key: PlotField,
    header: string,
    label: string,
    cell: (row: PlotRowView) => ReactNode,
    className = "whitespace-nowrap",
  ): Column<PlotRowView> => ({ key, header, cell, edit: field(key, label), className });
  return [
    {
      key: "choose",
      header: <span className="sr-only">Choose</span>,
      cell: (row) => (
        <input
          type="checkbox"
          form={bulkFormId}
          name="ids"
          value={row.id}
          aria-label={`Choose plot ${row.number}`}
          className="size-4 accent-forest-700"
        />
      ),
      edit: () => null,
    },
    {
      ...fact("number", "Plot", "Number", (row) => (
        <span className="font-semibold text-neutral-900">{row.number}</span>
      )),
      rowHeader: true,
    },
    fact("block", "Block", "Block", (row) => row.block),
    fact("areaSqft", "Area", "Area (sq.ft)", (row) => <AreaText area={row.area} />, "min-w-24 tabular-nums"),
    fact("dimensions", "Dimensions", "Dimensions", (row) => row.dimensions),
    {
      key: "facing",
      header: "Facing",
      cell: (row) => (
        <>
          {row.facing}
          {row.corner ? <span className="block text-xs text-neutral-700">Corner</span> : null}
        </>
      ),
      edit: (row) => (
        <>
          {field("facing", "Facing", facingOptions)(row)}
          <label className="mt-1 flex items-center gap-1 text-xs">
            <input
              form={plotEditFormId(row.id)}
              type="checkbox"
              name="corner"
              aria-label={`Corner of plot ${row.number}`}
              defaultChecked={(edit?.values ?? row.values).corner !== ""}
              className="size-4 accent-forest-700"
            />
            <span aria-hidden>Corner</span>
          </label>
        </>
      ),
    },
    fact("roadWidthFt", "Road", "Road (ft)", (row) => row.road, figures),
    fact("ratePerSqft", "Rate", "Rate (₹/sq.ft)", (row) => row.rate, figures),
    fact("premium", "Premium", "Premium (₹)", (row) => row.premium, figures),
    {
      key: "price",
      header: "Price",
      cell: (row) => row.price,
      edit: () => null,
      className: `font-medium ${figures}`,
    },
    {
      key: "status",
      header: "Status",
      className: "min-w-32",
      cell: (row) => (
        <>
          <StatusBadge tone={plotStatusTones[row.status]} label={row.statusLabel} />
          {row.hold ? (
            <span className="mt-1 block text-xs text-neutral-700">
              For {row.hold.forWhom} · by {row.hold.by}
              <br />
              <time dateTime={row.hold.untilIso}>until {row.hold.until}</time> ·{" "}
              <HoldTimeLeft until={row.hold.untilIso} serverText={row.hold.left} />
            </span>
          ) : null}
        </>
      ),
      edit: (row) => field("status", "Status", statusOptions(row))(row),
    },
  ];
}
