import { describe, expect, it } from "vitest";

import { parseMediaUrl, variantKey, variantUrl, variantWidths, variantWidthSteps } from "./variants.ts";

describe("variantWidths", () => {
  it("uses every step below a large original and never upscales", () => {
    expect(variantWidths(2000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(1)).toEqual([1]);
  });

  it("always returns at least one width, the largest last", () => {
    for (const width of [1, 479, 480, 481, 5000]) {
      const widths = variantWidths(width);
      expect(widths.length).toBeGreaterThan(0);
      expect(widths.at(-1)).toBe(Math.min(width, variantWidthSteps.at(-1)!));
    }
  });
});

describe("parseMediaUrl", () => {
  it("reads the name and intrinsic size", () => {
    expect(parseMediaUrl("/media/0123456789abcdef-1200x800")).toEqual({
      name: "0123456789abcdef-1200x800",
      width: 1200,
      height: 800,
    });
  });

  it("refuses anything else", () => {
    for (const url of [
      "https://images.example.com/photo.jpg",
      "/media/0123456789abcdef-1200x800/480.webp",
      "/media/0123456789ABCDEF-1200x800",
      "/media/0123456789abcde-1200x800",
      "/media/0123456789abcdef-0x800",
      "/media/../0123456789abcdef-1x1",
      "/media/0123456789abcdef-1200x800?x=1",
      "",
    ]) {
      expect(parseMediaUrl(url), url).toBeNull();
    }
  });
});

describe("variant names", () => {
  it("puts variants under the image name", () => {
    const url = "/media/0123456789abcdef-1200x800";
    expect(variantUrl(url, 480, "avif")).toBe(`${url}/480.avif`);
    expect(variantUrl(url, 1200, "webp")).toBe(`${url}/1200.webp`);
    expect(variantKey("0123456789abcdef-1200x800", 960, "webp")).toBe("0123456789abcdef-1200x800/960.webp");
  });
});
