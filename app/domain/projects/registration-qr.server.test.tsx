import jsQR from "jsqr";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { QrCode } from "#app/components/ui/qr-code.static.tsx";
import { registrationQrLabel } from "./registration-qr.ts";
import { drawnQrCodes, registrationQr } from "./registration-qr.server.ts";

/** The code as the project page draws it, rasterised and read back as a phone's camera would. */
async function decode(url: string): Promise<string | undefined> {
  const qr = registrationQr(url);
  if (!qr) throw new Error("no QR code");
  const svg = renderToStaticMarkup(<QrCode qr={qr} label={registrationQrLabel} />);
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: "#fff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
    ?.data;
}

describe("the TNRERA registration QR code", () => {
  it("decodes to the registration page's address", async () => {
    const page = "https://rera.tn.gov.in/registered-projects/TN-29-Layout-0215-2024";
    expect(await decode(page)).toBe(page);
    const long = `https://rera.tn.gov.in/view-project?id=${"4".repeat(120)}&district=Ramanathapuram`;
    expect(await decode(long)).toBe(long);
  });

  it("is an image named for screen readers, and absent without a registration page", () => {
    const svg = renderToStaticMarkup(
      <QrCode qr={registrationQr("https://rera.tn.gov.in/p/1")!} label={registrationQrLabel} />,
    );
    expect(svg).toMatch(/^<svg role="img" aria-label="TNRERA registration QR code"/);
    expect(svg).toContain("<title>TNRERA registration QR code</title>");
    expect(registrationQr("")).toBeNull();
  });
});

describe("drawn codes", () => {
  it("are drawn once per address and kept in a bounded cache", () => {
    const page = "https://rera.tn.gov.in/registered-projects/TN-29-Layout-0001-2026";
    expect(registrationQr(page)).toBe(registrationQr(page));
    for (let i = 0; i <= drawnQrCodes.max; i++) registrationQr(`https://rera.tn.gov.in/p/${i}`);
    expect(drawnQrCodes.size).toBe(drawnQrCodes.max);
    expect(drawnQrCodes.max).toBeLessThanOrEqual(1000);
  });
});
