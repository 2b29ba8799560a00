/**
 * A plot's outline on an image plan: its corners as [x, y] in the image's pixels, stored as JSON in
 * plots.outline. Read leniently (anything malformed reads as no outline), checked strictly on save.
 */

export type Outline = [number, number][];

/** A plot as the outline editor works on it. */
export interface OutlinePlot {
  id: string;
  number: string;
  outline: Outline | null;
}

export const maxOutlinePoints = 200;

function isPoint(value: unknown): value is [number, number] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((coordinate) => typeof coordinate === "number" && Number.isFinite(coordinate))
  );
}

/** A closed shape needs three corners; each inside the plan's box. */
export function validOutline(value: unknown, width: number, height: number): value is Outline {
  return (
    Array.isArray(value) &&
    value.length >= 3 &&
    value.length <= maxOutlinePoints &&
    value.every(
      (point) => isPoint(point) && point[0] >= 0 && point[1] >= 0 && point[0] <= width && point[1] <= height,
    )
  );
}

export function readOutline(stored: string | null): Outline | null {
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) && parsed.length >= 3 && parsed.every(isPoint) ? parsed : null;
  } catch {
    return null;
  }
}

/** The points attribute of an SVG polygon, rounded to a tenth of a pixel. */
export function outlinePoints(outline: Outline): string {
  return outline.map(([x, y]) => `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`).join(" ");
}

/** Where a plot's number sits: the average of its corners (good enough for the plots of a layout). */
export function outlineCentre(outline: Outline): [number, number] {
  const sum = outline.reduce(([sx, sy], [x, y]) => [sx + x, sy + y], [0, 0]);
  return [sum[0] / outline.length, sum[1] / outline.length];
}
