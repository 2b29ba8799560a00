/**
 * How uploaded images are named and where their variants live. Shared by the server (which writes
 * them) and the browser (which builds `srcset`), so no Node imports here.
 *
 * An image is named `<16 random lowercase hex chars>-<width>x<height>`; the size in the name lets a
 * page set `width`/`height` (no layout shift) without a database lookup. Its URL is
 * `/media/<name>` and its variants are `<name>/<w>.avif` and `<name>/<w>.webp`.
 */

export const variantWidthSteps = [480, 960, 1600] as const;

export const variantFormats = ["avif", "webp"] as const;
export type VariantFormat = (typeof variantFormats)[number];

const mediaUrlPattern = /^\/media\/([0-9a-z]{16}-([1-9][0-9]{0,5})x([1-9][0-9]{0,5}))$/;

/** The widths to encode: the steps below the original, plus the original when under the top step. */
export function variantWidths(originalWidth: number): number[] {
  const width = Math.max(1, Math.floor(originalWidth));
  const widths: number[] = variantWidthSteps.filter((step) => step < width);
  const largest = variantWidthSteps[variantWidthSteps.length - 1]!;
  const top = Math.min(width, largest);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

export function mediaName(id: string, width: number, height: number): string {
  return `${id}-${width}x${height}`;
}

export function mediaUrl(name: string): string {
  return `/media/${name}`;
}

/** The name and intrinsic size of a `/media/...` URL, or null for anything else (external URLs). */
export function parseMediaUrl(url: string): { name: string; width: number; height: number } | null {
  const match = mediaUrlPattern.exec(url);
  if (!match) return null;
  return { name: match[1]!, width: Number(match[2]), height: Number(match[3]) };
}

export function variantKey(name: string, width: number, format: VariantFormat): string {
  return `${name}/${width}.${format}`;
}

export function variantUrl(url: string, width: number, format: VariantFormat): string {
  return `${url.replace(/\/+$/, "")}/${width}.${format}`;
}
