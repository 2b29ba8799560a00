import QRCode from "qrcode";

import type { QrDrawing } from "./qr-code.ts";

/**
 * The QR code of `text` (ADR 009). Error correction M (15% of the code may be lost) stays readable
 * from a printed or photographed screen. Each run of dark modules in a row becomes one rectangle
 * of the path, which keeps the markup small.
 */
export function drawQrCode(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
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
