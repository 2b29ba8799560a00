import { LRUCache } from "lru-cache";
import QRCode from "qrcode";

import type { RegistrationQr } from "./registration-qr.ts";

/**
 * The QR code of a registration page's address, or null without one. Error correction M (15% of
 * the code may be lost) stays readable from a printed or photographed screen. Each run of dark
 * modules in a row becomes one rectangle of the path, which keeps the markup small.
 */
export function registrationQr(url: string): RegistrationQr | null {
  if (url === "") return null;
  let qr = drawnQrCodes.get(url);
  if (!qr) {
    qr = drawQr(url);
    drawnQrCodes.set(url, qr);
  }
  return qr;
}

/**
 * Codes already drawn, by address: drawing one took 3% of the project page's time, on every view.
 * Bounded by count (a code is a few KB of path), far above the number of projects a site shows.
 */
export const drawnQrCodes = new LRUCache<string, RegistrationQr>({ max: 500 });

function drawQr(url: string): RegistrationQr {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      if (column > start) parts.push(`M${start} ${row}h${column - start}v1h-${column - start}z`);
      else column++;
    }
  }
  return { size: modules.size, path: parts.join("") };
}
