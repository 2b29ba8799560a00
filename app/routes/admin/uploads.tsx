import { requirePermission } from "#app/domain/staff/session.server.ts";
import { servicesContext } from "#app/context.ts";
import { MediaError, mediaLimits, saveImage } from "#app/domain/media/pipeline.server.ts";
import { uploadFailedMessage } from "#app/domain/media/upload-fields.ts";
import { readForm } from "#app/lib/read-form.ts";

import type { Route } from "./+types/uploads";

/** Room for the multipart boundaries and headers around one file at the size limit. */
const multipartOverhead = 64 * 1024;

function refuse(error: string, status: number): Response {
  return Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
}

function tooLarge(fileName?: string): Response {
  const limit = Math.round(mediaLimits.maxBytes / 1024 / 1024);
  return refuse(`${fileName?.trim() || "The file"} is larger than the ${limit} MB limit.`, 413);
}

/** The body, read until it passes `limit` bytes: null then, so a huge post is never held in memory. */
async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/**
 * The back office's image upload (spec §7 "Image upload", now on our own server): one image per
 * request in the multipart field `file`, checked and stored by the media pipeline. Answers
 * `{ url, width, height }`, or `{ error }` naming the file and the reason with 400 or 413 (a body
 * that is not a readable form gets app/lib/read-form.ts's plain 415 or 400).
 */
export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, "edit-content");
  const { db, storage } = context.get(servicesContext);

  const limit = mediaLimits.maxBytes + multipartOverhead;
  if (Number(request.headers.get("Content-Length") ?? 0) > limit) return tooLarge();
  const body = await readCapped(request, limit);
  if (body === null) return tooLarge();

  const file = (await readForm(request, body)).get("file");
  if (!(file instanceof File)) return refuse("Choose an image file to upload.", 400);
  if (file.size > mediaLimits.maxBytes) return tooLarge(file.name);

  try {
    const saved = await saveImage({ db, storage }, new Uint8Array(await file.arrayBuffer()), {
      fileName: file.name,
    });
    return Response.json(saved, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof MediaError) return refuse(error.message, 400);
    console.error("Image upload failed:", error);
    return refuse(`${file.name}: ${uploadFailedMessage}`, 500);
  }
}
