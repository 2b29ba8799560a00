import { useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { useFetcher } from "react-router";

import { labelClass } from "#app/components/ui/form-styles.ts";
import { variantUrl, variantWidths } from "#app/domain/media/variants.ts";
import {
  outlineCentre,
  outlinePoints,
  type Outline,
  type OutlinePlot,
} from "#app/domain/plots/plot-outline.ts";

type Answer = { ok: true; saved: number } | { ok: false; message: string };

const button =
  "rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-forest-900 ring-1 ring-black/15 hover:bg-forest-50 disabled:opacity-50";
const zoomSteps = [1, 1.5, 2, 3, 4];

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
  answer?: Answer;
}) {
  const fetcher = useFetcher<Answer>();
  const svgRef = useRef<SVGSVGElement>(null);
  const [outlines, setOutlines] = useState<Record<string, Outline | null>>(() =>
    Object.fromEntries(plots.map((plot) => [plot.number, plot.outline])),
  );
  const [drawing, setDrawing] = useState<Outline>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [corner, setCorner] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [zoom, setZoom] = useState(0);
  const [number, setNumber] = useState("");
  const [error, setError] = useState<string | null>(null);
  const shown = fetcher.data ?? answer;
  const src = image.startsWith("/media/") ? variantUrl(image, variantWidths(width).at(-1)!, "webp") : image;
  const handle = Math.max(4, Math.min(width, height) / 150);

  const point = (event: { clientX: number; clientY: number }): [number, number] => {
    const matrix = svgRef.current?.getScreenCTM()?.inverse();
    if (!matrix) return [0, 0];
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    const clamp = (value: number, max: number) => Math.round(Math.min(max, Math.max(0, value)) * 10) / 10;
    return [clamp(p.x, width), clamp(p.y, height)];
  };

  const addCorner = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (selected !== null) {
      setSelected(null);
      setCorner(null);
      return;
    }
    setDrawing((points) => [...points, point(event)]);
  };

  const closeShape = () => {
    const plot = number.trim();
    if (drawing.length < 3) return setError("An outline needs at least three corners.");
    if (!(plot in outlines)) return setError(`There is no plot ${plot} in this project's inventory.`);
    setOutlines((all) => ({ ...all, [plot]: drawing }));
    setDrawing([]);
    setNumber("");
    setError(null);
    setSelected(plot);
  };

  const moveCorner = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!dragging || selected === null || corner === null) return;
    const moved = point(event);
    setOutlines((all) => ({
      ...all,
      [selected]: (all[selected] ?? []).map((p, i) => (i === corner ? moved : p)),
    }));
  };

  const deleteCorner = () => {
    if (selected === null || corner === null) return;
    const remaining = (outlines[selected] ?? []).filter((_, i) => i !== corner);
    setOutlines((all) => ({ ...all, [selected]: remaining.length >= 3 ? remaining : null }));
    setCorner(null);
    if (remaining.length < 3) setSelected(null);
  };

  const removeOutline = () => {
    if (selected === null) return;
    setOutlines((all) => ({ ...all, [selected]: null }));
    setSelected(null);
    setCorner(null);
  };

  const withOutline = plots.filter((plot) => outlines[plot.number]);
  const without = plots.filter((plot) => !outlines[plot.number]);

  return (
    <section
      aria-labelledby="outline-editor"
      className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-black/10"
    >
      <h2 id="outline-editor" className="text-lg font-semibold text-forest-900">
        Plot outlines
      </h2>
      <p className="text-sm text-neutral-700">
        Click the plan at each corner of a plot, then type its number and close the shape. Click an outline to
        move its corners (drag the dots) or delete one.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className={labelClass}>
          Plot number
          <input
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            list="plots-without-outline"
            className="mt-1 block w-32 rounded-md border border-neutral-400 px-2 py-1.5"
          />
        </label>
        <datalist id="plots-without-outline">
          {without.map((plot) => (
            <option key={plot.id} value={plot.number} />
          ))}
        </datalist>
        <button type="button" className={button} onClick={closeShape} disabled={drawing.length === 0}>
          Close shape ({drawing.length} corners)
        </button>
        <button
          type="button"
          className={button}
          onClick={() => setDrawing([])}
          disabled={drawing.length === 0}
        >
          Start again
        </button>
        <button type="button" className={button} onClick={deleteCorner} disabled={corner === null}>
          Delete corner
        </button>
        <button type="button" className={button} onClick={removeOutline} disabled={selected === null}>
          Remove outline
        </button>
        <button
          type="button"
          className={button}
          aria-label="Zoom in"
          onClick={() => setZoom((z) => Math.min(z + 1, 4))}
        >
          +
        </button>
        <button
          type="button"
          className={button}
          aria-label="Zoom out"
          onClick={() => setZoom((z) => Math.max(z - 1, 0))}
        >
          −
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div
        className="max-h-[70vh] overflow-auto rounded-lg ring-1 ring-black/10"
        onWheel={(event) => {
          if (!event.ctrlKey && !event.metaKey) return;
          setZoom((z) => Math.min(4, Math.max(0, z + (event.deltaY < 0 ? 1 : -1))));
        }}
      >
        <svg
          ref={svgRef}
          role="application"
          aria-label="Layout plan: click to add a corner"
          viewBox={`0 0 ${width} ${height}`}
          style={{ width: `${zoomSteps[zoom]! * 100}%` }}
          className="block h-auto touch-none select-none"
          onPointerDown={addCorner}
          onPointerMove={moveCorner}
          onPointerUp={() => setDragging(false)}
        >
          <image href={src} width={width} height={height} />
          {plots.map((plot) => {
            const outline = outlines[plot.number];
            if (!outline) return null;
            const [x, y] = outlineCentre(outline);
            const active = plot.number === selected;
            return (
              <g key={plot.id} data-outline={plot.number}>
                <polygon
                  points={outlinePoints(outline)}
                  fill={active ? "rgba(29,78,216,0.35)" : "rgba(22,163,74,0.3)"}
                  stroke={active ? "#1d4ed8" : "#166534"}
                  strokeWidth={handle / 2}
                  onPointerDown={(event) => {
                    event.stopPropagation();
                    setSelected(plot.number);
                    setCorner(null);
                  }}
                />
                <text
                  x={x}
                  y={y}
                  fontSize={handle * 4}
                  textAnchor="middle"
                  dominantBaseline="central"
                  pointerEvents="none"
                >
                  {plot.number}
                </text>
              </g>
            );
          })}
          {selected !== null
            ? (outlines[selected] ?? []).map(([x, y], i) => (
                <circle
                  key={i}
                  data-corner={i}
                  cx={x}
                  cy={y}
                  r={handle * (i === corner ? 1.6 : 1.2)}
                  fill={i === corner ? "#dc2626" : "#1d4ed8"}
                  onPointerDown={(event) => {
                    event.stopPropagation();
                    event.currentTarget.setPointerCapture?.(event.pointerId);
                    setCorner(i);
                    setDragging(true);
                  }}
                />
              ))
            : null}
          {drawing.length > 0 ? (
            <polyline points={outlinePoints(drawing)} fill="none" stroke="#dc2626" strokeWidth={handle / 2} />
          ) : null}
          {drawing.map(([x, y], i) => (
            <circle key={i} cx={x} cy={y} r={handle} fill="#dc2626" pointerEvents="none" />
          ))}
        </svg>
      </div>
      <div className="grid gap-3 text-sm sm:grid-cols-2">
        <p>
          <span className="font-semibold">With an outline ({withOutline.length}):</span>{" "}
          {withOutline.map((plot) => plot.number).join(", ") || "none"}
        </p>
        <p>
          <span className="font-semibold">Without an outline ({without.length}):</span>{" "}
          {without.map((plot) => plot.number).join(", ") || "none"}
        </p>
      </div>
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="outlines" />
        <input type="hidden" name="outlines" value={JSON.stringify(outlines)} />
        <button
          type="submit"
          className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900"
          disabled={fetcher.state !== "idle"}
        >
          Save outlines
        </button>
        {shown ? (
          <p role={shown.ok ? "status" : "alert"} className={shown.ok ? "text-forest-800" : "text-red-700"}>
            {shown.ok ? `Outlines saved (${shown.saved} changed).` : shown.message}
          </p>
        ) : null}
      </fetcher.Form>
    </section>
  );
}
