/** A file as a download: never cached, never sniffed as anything else. */
export function downloadResponse(body: string | Uint8Array, filename: string, contentType: string): Response {
  // pdf-lib's bytes are a plain ArrayBuffer's (TypeScript types them over any buffer).
  return new Response(typeof body === "string" ? body : (body as Uint8Array<ArrayBuffer>), {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A CSV file as a download, in UTF-8. */
export function csvResponse(body: string, filename: string): Response {
  return downloadResponse(body, filename, "text/csv; charset=utf-8");
}
