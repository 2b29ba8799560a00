import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import type { OutlinePlot } from "#app/domain/plots/plot-outline.ts";

/**
 * The outline editor's controls: the number of the plot being outlined (offered from those still
 * without an outline), closing or restarting the shape, deleting the picked corner or the picked
 * outline, and zoom.
 */
export function OutlineToolbar({
  number,
  onNumberChange,
  without,
  corners,
  onClose,
  onRestart,
  onDeleteCorner,
  onRemoveOutline,
  onZoom,
}: {
  number: string;
  onNumberChange(number: string): void;
  without: readonly OutlinePlot[];
  /** The corners of the shape being drawn. */
  corners: number;
  onClose(): void;
  onRestart(): void;
  /** Absent while no corner (or no outline) is picked. */
  onDeleteCorner?: () => void;
  onRemoveOutline?: () => void;
  onZoom(by: 1 | -1): void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <TextField
        id="outline-plot-number"
        label="Plot number"
        value={number}
        onChange={(event) => onNumberChange(event.target.value)}
        list="plots-without-outline"
        autoComplete="off"
        className="w-32"
      />
      <datalist id="plots-without-outline">
        {without.map((plot) => (
          <option key={plot.id} value={plot.number} />
        ))}
      </datalist>
      <Button onClick={onClose} disabled={corners === 0}>
        Close shape ({corners} corners)
      </Button>
      <Button onClick={onRestart} disabled={corners === 0}>
        Start again
      </Button>
      <Button onClick={onDeleteCorner} disabled={!onDeleteCorner}>
        Delete corner
      </Button>
      <Button onClick={onRemoveOutline} disabled={!onRemoveOutline}>
        Remove outline
      </Button>
      <Button aria-label="Zoom in" onClick={() => onZoom(1)}>
        +
      </Button>
      <Button aria-label="Zoom out" onClick={() => onZoom(-1)}>
        −
      </Button>
    </div>
  );
}
