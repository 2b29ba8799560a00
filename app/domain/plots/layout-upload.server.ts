import type { DB } from "#app/db/database.server.ts";
import { MediaError, saveImage, type Storage } from "#app/domain/media/index.server.ts";
import { storeLayout } from "./layout-plans.server.ts";
import type { LayoutUploadAnswer } from "./layout-views.ts";
import { linkReport } from "./svg-rules.ts";

/**
 * Staff's upload of a layout plan: an SVG (cleaned, linked to the inventory's plot numbers, and
 * the link report returned) or a JPEG/PNG/WebP through the media pipeline (checked by content).
 * A refused file stores nothing and answers why.
 */
export type LayoutUpload = LayoutUploadAnswer;

export const layoutUploadMessages = {
  noFile: "Choose the plan's file: an SVG, or a JPEG, PNG or WebP picture.",
  failed: "The plan could not be stored. Try again in a moment.",
};

function looksLikeSvg(file: File, bytes: Uint8Array): boolean {
  if (/\.svg$/i.test(file.name) || file.type === "image/svg+xml") return true;
  const start = new TextDecoder().decode(bytes.subarray(0, 200)).trimStart();
  return start.startsWith("<");
}

export async function uploadLayout(
  deps: { db: DB; storage: Storage },
  projectId: string,
  file: File | null,
  actor: string,
): Promise<LayoutUpload> {
  if (!file || file.size === 0) return { ok: false, message: layoutUploadMessages.noFile };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (looksLikeSvg(file, bytes)) {
    const plotNumbers = (
      await deps.db.selectFrom("plots").select("number").where("project_id", "=", projectId).execute()
    ).map((row) => row.number);
    // Loaded with the first plan uploaded: the XML parser is no part of a visitor's page.
    const { cleanLayoutSvg } = await import("./svg-clean.server.ts");
    const cleaned = cleanLayoutSvg(new TextDecoder().decode(bytes), plotNumbers);
    if (!cleaned.ok) return { ok: false, message: cleaned.message };
    await storeLayout(deps.db, projectId, { kind: "svg", svg: cleaned }, actor);
    return { ok: true, kind: "svg", report: linkReport(cleaned.shapeNumbers, plotNumbers) };
  }
  try {
    const image = await saveImage(deps, bytes, { fileName: file.name });
    await storeLayout(deps.db, projectId, { kind: "image", ...image }, actor);
    return { ok: true, kind: "image" };
  } catch (error) {
    if (error instanceof MediaError) return { ok: false, message: error.message };
    throw error;
  }
}
