import { useRef, type PointerEvent as ReactPointerEvent } from "react";

import { variantUrl, variantWidths } from "#app/domain/media/variants.ts";
import {
  outlineCentre,
  outlinePoints,
  type Outline,
  type OutlinePlot,
} from "#app/domain/plots/plot-outline.ts";

/** A point of the plan, in its own pixels (a tenth at most), kept inside the picture. */
export type PlanPoint = [number, number];

const zoomSteps = [1, 1.5, 2, 3, 4];

/**
 * The image plan with its outlines, drawn in the plan's own pixels: clicking adds a corner to the
 * shape being drawn, an outline picks it, a picked outline's dots are dragged; Ctrl or ⌘ with the
 * wheel zooms.
 */
export function OutlinePlan({
  image,
  width,
  height,
  plots,
  outlines,
  drawing,
  selected,
  corner,
  zoom,
  onZoom,
  onPlanPointer,
  onOutlinePick,
  onCornerPick,
  onCornerMove,
  onRelease,
}: {
  image: string;
  width: number;
  height: number;
  plots: readonly OutlinePlot[];
  outlines: Readonly<Record<string, Outline | null>>;
  drawing: Outline;
  selected: string | null;
  corner: number | null;
  /** An index of the zoom steps (0: the plan as wide as the panel). */
  zoom: number;
  onZoom(by: 1 | -1): void;
  onPlanPointer(point: PlanPoint): void;
  onOutlinePick(number: string): void;
  onCornerPick(index: number): void;
  onCornerMove(point: PlanPoint): void;
  onRelease(): void;
}) {
  const svgRef = useRef<SVGSVGElement>(null);
  const src = image.startsWith("/media/") ? variantUrl(image, variantWidths(width).at(-1)!, "webp") : image;
  const handle = Math.max(4, Math.min(width, height) / 150);

  const point = (event: ReactPointerEvent): PlanPoint => {
    const matrix = svgRef.current?.getScreenCTM()?.inverse();
    if (!matrix) return [0, 0];
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    const clamp = (value: number, max: number) => Math.round(Math.min(max, Math.max(0, value)) * 10) / 10;
    return [clamp(p.x, width), clamp(p.y, height)];
  };

  return (
    <div
      className="max-h-[70vh] overflow-auto rounded-lg ring-1 ring-neutral-200"
      onWheel={(event) => {
        if (event.ctrlKey || event.metaKey) onZoom(event.deltaY < 0 ? 1 : -1);
      }}
    >
      <svg
        ref={svgRef}
        role="application"
        aria-label="Layout plan: click to add a corner"
        viewBox={`0 0 ${width} ${height}`}
        style={{ width: `${zoomSteps[zoom]! * 100}%` }}
        className="block h-auto touch-none select-none"
        onPointerDown={(event) => onPlanPointer(point(event))}
        onPointerMove={(event) => onCornerMove(point(event))}
        onPointerUp={onRelease}
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
                  onOutlinePick(plot.number);
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
                  onCornerPick(i);
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
  );
}
