/**
 * An area ("1,500 sq.ft · 3.44 cents · 0.63 grounds") in a narrow cell: it wraps between units only.
 * Static: the Plots table and the public plot list both show it.
 */
export function AreaText({ area }: { area: string }) {
  return area.split(" · ").map((unit, i) => (
    <span key={unit}>
      {i > 0 ? " · " : null}
      <span className="whitespace-nowrap">{unit}</span>
    </span>
  ));
}
