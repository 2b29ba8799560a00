import type * as PdfLib from "pdf-lib";
import type sharpModule from "sharp";

/**
 * Libraries a visitor's page never needs, loaded with their first use rather than with the server:
 * sharp (libvips) for uploads and share images, pdf-lib for brochures. Each would add tens of MB
 * to the memory of every instance from start (docs/architecture.md, "Performance").
 */
export async function loadSharp(): Promise<typeof sharpModule> {
  return (await import("sharp")).default;
}

export function loadPdfLib(): Promise<typeof PdfLib> {
  return import("pdf-lib");
}
