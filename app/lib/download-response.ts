/** A file as a download: never cached, never sniffed as anything else. */
export function downloadResponse(body: string, filename: string, contentType: string): Response {
  return new Response(body, {
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
