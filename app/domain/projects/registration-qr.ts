import type { QrDrawing } from "#app/lib/qr-code.ts";

/**
 * A project's TNRERA registration QR code as the page draws it (issue "Find and trust": the RERA
 * directions ask for the QR code on every listing). Made on the server by registration-qr.server.ts.
 */
export type RegistrationQr = QrDrawing;

/** The text alternative of the QR code. */
export const registrationQrLabel = "TNRERA registration QR code";
