/**
 * An area ("1,500 sq.ft · 3.44 cents · 0.63 grounds") in a narrow cell: it wraps between units only,
 * each unit's own spaces being no-break spaces (one text node: a list of hundreds of plots does not
 * carry six elements a row for it). Static: the Plots table and the public plot list both show it.
 */
export function AreaText({ area }: { area: string }) {
  return area
    .split(" · ")
    .map((unit) => unit.replaceAll(" ", "\u00a0"))
    .join(" · ");
}
