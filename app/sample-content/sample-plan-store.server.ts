import sharp from "sharp";

import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { storeLayout } from "#app/domain/plots/layout-plans.server.ts";
import { syncProjectFigures } from "#app/domain/plots/plot-figures.server.ts";
import { plotColumns } from "#app/domain/plots/plot-save.server.ts";
import { cleanLayoutSvg } from "#app/domain/plots/svg-clean.server.ts";
import { saveImage } from "#app/domain/media/pipeline.server.ts";
import type { Storage } from "#app/domain/media/storage.server.ts";
import { newId } from "#app/lib/ids.ts";
import { planHeight, planWidth, samplePlan, type SamplePlanKind } from "./sample-plans.ts";

/**
 * Gives a sample project its inventory and layout plan: as an SVG through the same clean-up as an
 * upload, or as a picture through the media pipeline with every plot outlined. Two plots are held
 * for a week for a sample buyer, so the plan shows a hold. The project's figures then come from
 * its inventory, as for any project with plots (the plans are drawn to give the texts written in
 * sample-projects.ts).
 */
export async function addSamplePlan(
  deps: { db: DB; storage: Storage },
  projectId: string,
  project: Parameters<typeof samplePlan>[0],
  kind: SamplePlanKind,
  seed: number,
): Promise<void> {
  const plan = samplePlan(project, seed);
  const now = new Date();
  const holdUntil = timestamp(new Date(now.getTime() + 7 * 86_400_000));
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("plots")
      .values(
        plan.plots.map((plot) => ({
          id: newId(),
          project_id: projectId,
          ...plotColumns({ ...plot, block: "", premium: 0 }),
          price: plot.price,
          status: plot.status,
          hold_for: plot.status === "on_hold" ? "Sample buyer" : null,
          held_by: plot.status === "on_hold" ? "Sample content" : null,
          hold_until: plot.status === "on_hold" ? holdUntil : null,
          outline: kind === "image" ? JSON.stringify(plot.outline) : null,
          created_at: timestamp(now),
          updated_at: timestamp(now),
        })),
      )
      .execute();
    await syncProjectFigures(trx, projectId);
  });
  if (kind === "svg") {
    const cleaned = cleanLayoutSvg(
      plan.svg,
      plan.plots.map((plot) => plot.number),
    );
    if (!cleaned.ok) throw new Error(`The sample plan was refused: ${cleaned.message}`);
    await storeLayout(deps.db, projectId, { kind: "svg", svg: cleaned }, null);
    return;
  }
  const png = await sharp(Buffer.from(plan.imageSvg)).png({ compressionLevel: 1 }).toBuffer();
  const { url } = await saveImage(deps, png, { fileName: `layout-plan-${seed}.png` });
  await storeLayout(deps.db, projectId, { kind: "image", url, width: planWidth, height: planHeight }, null);
}
