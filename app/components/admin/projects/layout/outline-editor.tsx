import { useState } from "react";
import { useFetcher } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { plotNumberList, type OutlinesAnswer } from "#app/domain/plots/layout-views.ts";
import type { Outline, OutlinePlot } from "#app/domain/plots/plot-outline.ts";

import { OutlinePlan, type PlanPoint } from "./outline-plan.tsx";
import { OutlineToolbar } from "./outline-toolbar.tsx";

/** The outline picked on the plan, and which of its corners (null: none yet). */
type Picked = { number: string; corner: number | null } | null;

const maxZoom = 4;

/**
 * The outline editor of an image plan: click the plan to add corners, "Close shape" and type the
 * plot number; pick an outline to drag its corners, delete the selected corner, or remove it; zoom
 * with the buttons or the wheel. Outlines are saved together (by plot number) with "Save outlines".
 */
export function OutlineEditor({
  image,
  width,
  height,
  plots,
  answer,
}: {
  image: string;
  width: number;
  height: number;
  plots: OutlinePlot[];
  answer?: OutlinesAnswer;
}) {
  const fetcher = useFetcher<OutlinesAnswer>();
  const [outlines, setOutlines] = useState<Record<string, Outline | null>>(() =>
    Object.fromEntries(plots.map((plot) => [plot.number, plot.outline])),
  );
  const [drawing, setDrawing] = useState<Outline>([]);
  const [picked, setPicked] = useState<Picked>(null);
  const [dragging, setDragging] = useState(false);
  const [zoom, setZoom] = useState(0);
  const [number, setNumber] = useState("");
  const [error, setError] = useState<string | null>(null);
  const shown = fetcher.data ?? answer;

  const setOutline = (plot: string, outline: Outline | null) =>
    setOutlines((all) => ({ ...all, [plot]: outline }));

  const zoomBy = (by: 1 | -1) => setZoom((z) => Math.min(maxZoom, Math.max(0, z + by)));

  const onPlanPointer = (point: PlanPoint) => {
    // A click beside the picked outline lets it go; otherwise it adds a corner to the shape being drawn.
    if (picked !== null) setPicked(null);
    else setDrawing((points) => [...points, point]);
  };

  const closeShape = () => {
    const plot = number.trim();
    if (drawing.length < 3) return setError("An outline needs at least three corners.");
    if (!(plot in outlines)) return setError(`There is no plot ${plot} in this project's inventory.`);
    setOutline(plot, drawing);
    setDrawing([]);
    setNumber("");
    setError(null);
    setPicked({ number: plot, corner: null });
  };

  const moveCorner = (point: PlanPoint) => {
    if (!dragging || picked?.corner == null) return;
    const { number: plot, corner } = picked;
    setOutline(
      plot,
      (outlines[plot] ?? []).map((p, i) => (i === corner ? point : p)),
    );
  };

  const deleteCorner = (plot: string, corner: number) => {
    const remaining = (outlines[plot] ?? []).filter((_, i) => i !== corner);
    setOutline(plot, remaining.length >= 3 ? remaining : null);
    setPicked(remaining.length >= 3 ? { number: plot, corner: null } : null);
  };

  const withOutline = plots.filter((plot) => outlines[plot.number]);
  const without = plots.filter((plot) => !outlines[plot.number]);

  return (
    <Panel
      title="Plot outlines"
      intro="Click the plan at each corner of a plot, then type its number and close the shape. Click an outline to move its corners (drag the dots) or delete one."
    >
      <div className="space-y-3">
        <OutlineToolbar
          number={number}
          onNumberChange={setNumber}
          without={without}
          corners={drawing.length}
          onClose={closeShape}
          onRestart={() => setDrawing([])}
          onDeleteCorner={
            picked?.corner != null ? () => deleteCorner(picked.number, picked.corner!) : undefined
          }
          onRemoveOutline={
            picked
              ? () => {
                  setOutline(picked.number, null);
                  setPicked(null);
                }
              : undefined
          }
          onZoom={zoomBy}
        />
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <OutlinePlan
          image={image}
          width={width}
          height={height}
          plots={plots}
          outlines={outlines}
          drawing={drawing}
          selected={picked?.number ?? null}
          corner={picked?.corner ?? null}
          zoom={zoom}
          onZoom={zoomBy}
          onPlanPointer={onPlanPointer}
          onOutlinePick={(plot) => setPicked({ number: plot, corner: null })}
          onCornerPick={(corner) => {
            setPicked((current) => (current ? { ...current, corner } : current));
            setDragging(true);
          }}
          onCornerMove={moveCorner}
          onRelease={() => setDragging(false)}
        />
        <div className="grid gap-3 text-sm sm:grid-cols-2">
          <p>
            <span className="font-semibold">With an outline ({withOutline.length}):</span>{" "}
            {plotNumberList(withOutline.map((plot) => plot.number))}
          </p>
          <p>
            <span className="font-semibold">Without an outline ({without.length}):</span>{" "}
            {plotNumberList(without.map((plot) => plot.number))}
          </p>
        </div>
        <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="outlines" />
          <input type="hidden" name="outlines" value={JSON.stringify(outlines)} />
          <Button type="submit" variant="primary" disabled={fetcher.state !== "idle"}>
            Save outlines
          </Button>
          {shown ? (
            <p role={shown.ok ? "status" : "alert"} className={shown.ok ? "text-forest-800" : "text-red-700"}>
              {shown.ok ? `Outlines saved (${shown.saved} changed).` : shown.message}
            </p>
          ) : null}
        </fetcher.Form>
      </div>
    </Panel>
  );
}
