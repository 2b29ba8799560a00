import { availableParallelism } from "node:os";

import sharp from "sharp";

import type { DB } from "#app/db/database.server.ts";
import { addBlog, getBlogBySlug } from "#app/domain/blogs/blogs.server.ts";
import { addGuidelineValue, saveProjectCharges } from "#app/domain/costs/index.server.ts";
import { addProject } from "#app/domain/projects/projects.server.ts";
import { saveImage } from "#app/domain/media/pipeline.server.ts";
import { writeVisitPlan } from "#app/domain/visits/index.server.ts";
import type { Brochures } from "#app/domain/media/brochures.server.ts";
import type { Storage } from "#app/domain/media/storage.server.ts";
import { drawScene, type SampleDrawing } from "#app/sample-content/painter/drawings.ts";
import { sampleBrochure } from "./sample-brochure.server.ts";
import { addSampleBookings, sampleBookingProject } from "./sample-bookings.server.ts";
import { addSamplePlan } from "./sample-plan-store.server.ts";
import { sampleBlogs } from "./sample-blogs.ts";
import { sampleGuideline, sampleProjects, sampleVisitPlan, type SampleProject } from "./sample-projects.ts";

export interface SeedResult {
  projects: number;
  blogs: number;
}

const drawingKey = (d: SampleDrawing) => `${d.scene}:${d.seed}:${d.light ?? ""}`;

/** Draws each picture, rasterises it and passes it through the media pipeline like an upload. */
async function storePictures(deps: { db: DB; storage: Storage }, drawings: SampleDrawing[]) {
  const pending = [...new Map(drawings.map((d) => [drawingKey(d), d])).values()];
  const urls = new Map<string, string>();
  const worker = async () => {
    for (let drawing = pending.shift(); drawing; drawing = pending.shift()) {
      const png = await sharp(Buffer.from(drawScene(drawing)))
        .png({ compressionLevel: 1 })
        .toBuffer();
      const { url } = await saveImage(deps, png, { fileName: `${drawing.scene}-${drawing.seed}.png` });
      urls.set(drawingKey(drawing), url);
    }
  };
  await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
  return (drawing: SampleDrawing) => urls.get(drawingKey(drawing)) ?? "";
}

/** Issue "What it costs": the sample project's guideline value and charges, written as staff would. */
async function addSampleCosts(db: DB, project: { id: string; name: string }, costs: SampleProject["costs"]) {
  const actor = { name: "Sample content" };
  await addGuidelineValue(db, actor, project, { rupeesPerSqft: costs.guidelinePerSqft, ...sampleGuideline });
  await saveProjectCharges(db, actor, project, costs.charges);
}

/**
 * Adds the sample projects and blogs (spec §7 "Sample data seeding") through the domain modules.
 * Running it again adds nothing twice: a project is known by its name, a blog by its slug. With a
 * brochure store, each project gets a generated PDF brochure; posts are dated days apart.
 */
export async function seedSampleContent(
  deps: { db: DB; storage: Storage; brochures?: Brochures },
  what: { projects: boolean; blogs: boolean },
): Promise<SeedResult> {
  const knownNames = new Set(
    (await deps.db.selectFrom("projects").select("name").execute()).map((r) => r.name),
  );
  const projects = what.projects ? sampleProjects.filter((p) => !knownNames.has(p.name)) : [];
  const blogs = [];
  for (const blog of what.blogs ? sampleBlogs : []) {
    if (!(await getBlogBySlug(deps.db, blog.slug))) blogs.push(blog);
  }

  const urlOf = await storePictures(deps, [
    ...projects.flatMap((p) => p.pictures),
    ...blogs.map((b) => b.picture),
  ]);
  for (const sample of projects) {
    const { pictures, plan, visitPickup, costs, ...project } = sample;
    const images = pictures.map(urlOf);
    const brochure = deps.brochures ? await deps.brochures.put(await sampleBrochure(sample)) : undefined;
    const id = await addProject(deps.db, { ...project, bannerImage: images[0] ?? "", images, brochure });
    await addSamplePlan(deps, id, project, plan, pictures[0]?.seed ?? 1);
    await writeVisitPlan(deps.db, id, sampleVisitPlan(visitPickup));
    await addSampleCosts(deps.db, { id, name: project.name }, costs);
    if (project.name === sampleBookingProject) await addSampleBookings(deps.db, id);
  }
  const now = Date.now();
  for (const { picture, daysAgo, ...blog } of blogs) {
    await addBlog(deps.db, { ...blog, featuredImage: urlOf(picture) }, new Date(now - daysAgo * 86_400_000));
  }
  return { projects: projects.length, blogs: blogs.length };
}
