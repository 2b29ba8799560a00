import { qrQuietZone, type QrDrawing } from "#app/lib/qr-code.ts";

/** A QR code drawn black on white with its quiet zone, sharp at any size; `label` is what it holds. */
export function QrCode({
  qr,
  label,
  className = "size-28",
}: {
  qr: QrDrawing;
  label: string;
  className?: string;
}) {
  const side = qr.size + 2 * qrQuietZone;
  return (
    <svg
      role="img"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${-qrQuietZone} ${-qrQuietZone} ${side} ${side}`}
      width={side * 3}
      height={side * 3}
      shapeRendering="crispEdges"
      className={`${className} shrink-0 rounded-md ring-1 ring-black/10`}
    >
      <title>{label}</title>
      <rect x={-qrQuietZone} y={-qrQuietZone} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
