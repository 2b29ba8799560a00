/**
 * A project's TNRERA registration QR code as the page draws it (issue "Find and trust": the RERA
 * directions ask for the QR code on every listing): `size` modules a side, and one SVG path of the
 * dark ones, each a 1 × 1 square. Made on the server by registration-qr.server.ts.
 */
export interface RegistrationQr {
  size: number;
  path: string;
}

/** The text alternative of the QR code. */
export const registrationQrLabel = "TNRERA registration QR code";

/** The light border a reader needs around the code, in modules (the QR standard's quiet zone). */
export const qrQuietZone = 4;
