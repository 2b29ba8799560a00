import { LRUCache } from "lru-cache";

import { drawQrCode } from "#app/lib/qr-code.server.ts";
import type { RegistrationQr } from "./registration-qr.ts";

/** The QR code of a registration page's address, or null without one. */
export function registrationQr(url: string): RegistrationQr | null {
  if (url === "") return null;
  let qr = drawnQrCodes.get(url);
  if (!qr) {
    qr = drawQrCode(url);
    drawnQrCodes.set(url, qr);
  }
  return qr;
}

/**
 * Codes already drawn, by address: drawing one took 3% of the project page's time, on every view.
 * Bounded by count (a code is a few KB of path), far above the number of projects a site shows.
 */
export const drawnQrCodes = new LRUCache<string, RegistrationQr>({ max: 500 });
