import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { listAllBlogs } from "#app/domain/blogs/blogs.server.ts";
import { listProjects } from "#app/domain/projects/projects.server.ts";
import { removeProject } from "#app/domain/projects/project-save.server.ts";
import { parseMediaUrl } from "#app/domain/media/variants.ts";
import { BrochureStore, checkBrochure } from "#app/domain/media/brochures.server.ts";
import { LocalDiskStorage } from "#app/domain/media/storage.server.ts";
import {
  factTexts,
  formatPlotSizes,
  parsePlotSizes,
  parsePriceRange,
} from "#app/domain/projects/project-facts.ts";
import { formatRupeeRange } from "#app/lib/money.ts";
import { sampleBlogs } from "./sample-blogs.ts";
import { sampleBookingProject } from "./sample-bookings.server.ts";
import { sampleProjects } from "./sample-projects.ts";
import { seedSampleContent } from "./seed.server.ts";

/**
 * One site is seeded step by step and each test reads what the steps before it left: each picture
 * is encoded into its AVIF and WebP variants, minutes on a busy machine, so it is done once.
 */
describe("seeding the sample content", () => {
  const engine = testEngines[0]!;
  const db = useTestDatabase(engine);
  const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), "seed-uploads-")));
  const brochures = new BrochureStore(mkdtempSync(join(tmpdir(), "seed-brochures-")));

  it("adds only the 5 blogs when asked for blogs only", { timeout: 300_000 }, async () => {
    expect(await seedSampleContent({ db: db(), storage }, { projects: false, blogs: true })).toEqual({
      projects: 0,
      blogs: 5,
    });
    expect(await listProjects(db())).toEqual([]);
    const blogs = await listAllBlogs(db());
    expect(blogs.filter((b) => b.status === "Published")).toHaveLength(4);
    for (const blog of blogs) expect(parseMediaUrl(blog.featuredImage), blog.slug).not.toBeNull();
  });

  it(
    "adds the 4 projects with pipeline images, and a second run adds nothing",
    { timeout: 300_000 },
    async () => {
      expect(
        await seedSampleContent({ db: db(), storage, brochures }, { projects: true, blogs: true }),
      ).toEqual({ projects: 4, blogs: 0 });
      const projects = await listProjects(db());
      expect(new Set(projects.map((p) => p.status))).toEqual(
        new Set(["Available", "New Launch", "Few Left", "Sold Out"]),
      );
      for (const project of projects) {
        expect(project.images.length).toBeGreaterThanOrEqual(3);
        expect(project.bannerImage).toBe(project.images[0]);
        const media = parseMediaUrl(project.bannerImage);
        expect(media).not.toBeNull();
        expect(await storage.get(`${media!.name}/480.avif`)).not.toBeNull();
      }
      for (const project of projects) {
        const plots = await db()
          .selectFrom("plots")
          .select("status")
          .where("project_id", "=", project.id)
          .execute();
        expect(plots, project.name).toHaveLength(project.totalPlots);
        const sold = plots.filter((plot) => plot.status === "sold" || plot.status === "booked");
        expect(sold, project.name).toHaveLength(project.soldPlots);
        // The figures now come from the inventory, and read as the sample texts were written.
        const written = sampleProjects.find((sample) => sample.name === project.name)!;
        const price = parsePriceRange(written.priceRange)!;
        expect(factTexts(project), project.name).toEqual({
          priceRange: formatRupeeRange(price.min, price.max),
          plotSizes: formatPlotSizes(parsePlotSizes(written.plotSizes)!),
        });
        expect([project.soldPlots, project.totalPlots]).toEqual([written.soldPlots, written.totalPlots]);
      }
      const layouts = await db().selectFrom("project_layouts").select(["kind", "svg"]).execute();
      expect(layouts.map((layout) => layout.kind).sort()).toEqual(["image", "image", "svg", "svg"]);
      for (const layout of layouts.filter((l) => l.kind === "svg"))
        expect(layout.svg).toContain('data-plot="1"');
      // Issue "Site visits and bookings": two of Sethu Garden City's booked plots have their booking
      // and receipts (three: one booking paid a second instalment), and the figures stay as written.
      const bookings = await db()
        .selectFrom("bookings")
        .innerJoin("projects", "projects.id", "bookings.project_id")
        .innerJoin("plots", "plots.id", "bookings.plot_id")
        .select(["projects.name", "plots.status"])
        .execute();
      expect(bookings).toEqual([
        { name: sampleBookingProject, status: "booked" },
        { name: sampleBookingProject, status: "booked" },
      ]);
      const receipts = await db().selectFrom("booking_receipts").select("number").execute();
      // In the sample series, so the company's first real receipt is its 0001.
      expect(receipts.map((r) => r.number.replace(/\d{4}-\d{2}/, "FY")).sort()).toEqual([
        "SAMPLE-FY/0001",
        "SAMPLE-FY/0002",
        "SAMPLE-FY/0003",
      ]);
      const mediaRows = await db().selectFrom("media").select("id").execute();

      expect(
        await seedSampleContent({ db: db(), storage, brochures }, { projects: true, blogs: true }),
      ).toEqual({ projects: 0, blogs: 0 });
      expect(await listProjects(db())).toHaveLength(4);
      expect(await listAllBlogs(db())).toHaveLength(5);
      expect(await db().selectFrom("media").select("id").execute()).toHaveLength(mediaRows.length);
    },
  );

  it("gives each project its own pictures and a readable PDF brochure, and dates posts apart", async () => {
    const projects = await listProjects(db());
    expect(projects).toHaveLength(sampleProjects.length);
    const pictures = projects.flatMap((p) => p.images);
    expect(new Set(pictures).size).toBe(pictures.length);
    for (const project of projects) {
      const file = await brochures.open(project.brochure);
      expect(file, project.name).not.toBeNull();
      const bytes = new Uint8Array(await new Response(file!.body).arrayBuffer());
      expect(await checkBrochure(bytes)).toBeNull();
    }
    const dates = (await listAllBlogs(db())).map((b) => b.createdAt.toISOString().slice(0, 10));
    expect(new Set(dates).size).toBe(sampleBlogs.length);
  });

  it("deletes the project with sample bookings, and its bookings with it", async () => {
    const sethu = (await listProjects(db())).find((p) => p.name === sampleBookingProject)!;
    const removed = await removeProject({ db: db(), storage, brochures, imageUses: [] }, "Meena", sethu.id);
    expect(removed.toast.type).toBe("success");
    expect(await db().selectFrom("bookings").select("id").execute()).toEqual([]);
    expect(await db().selectFrom("booking_receipts").select("id").execute()).toEqual([]);
  });
});
