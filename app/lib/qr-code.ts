/**
 * A QR code as a page draws it: `size` modules a side, and one SVG path of the dark ones, each a
 * 1 × 1 square. Made on the server by qr-code.server.ts; drawn by `QrCode` (components/ui).
 */
export interface QrDrawing {
  size: number;
  path: string;
}

/** The light border a reader needs around the code, in modules (the QR standard's quiet zone). */
export const qrQuietZone = 4;
