import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { addBlog } from "#app/domain/blogs/blogs.server.ts";
import { addProject, deleteProject, updateProject } from "#app/domain/projects/projects.server.ts";
import { imageUses } from "#server/services.ts";
import { removeUnusedMedia } from "./cleanup.server.ts";
import { saveImage } from "./pipeline.server.ts";
import { LocalDiskStorage } from "./storage.server.ts";

describe.each(testEngines)("removing unused media on $name", (engine) => {
  const db = useTestDatabase(engine);
  let dir: string;
  let storage: LocalDiskStorage;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "media-cleanup-"));
    storage = new LocalDiskStorage(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function upload(shade: number): Promise<string> {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 90, b: 60 } },
    })
      .png()
      .toBuffer();
    return (await saveImage({ db: db(), storage }, png, { fileName: `${shade}.png` })).url;
  }

  const stored = async () => (await readdir(dir)).sort();
  const mediaRows = async () =>
    (await db().selectFrom("media").select("url").execute()).map((r) => r.url).sort();
  const nameOf = (url: string) => url.slice("/media/".length);

  it("keeps images a project or blog shows and removes the rest", async () => {
    const [banner, galleryOne, galleryTwo, featured, loose] = await Promise.all(
      [10, 20, 30, 40, 50].map(upload),
    );
    const projectId = await addProject(db(), {
      name: "Green Meadows",
      location: "Oragadam",
      priceRange: "₹18 L - ₹42 L",
      plotSizes: "800 - 2400 sq.ft",
      totalPlots: 10,
      soldPlots: 2,
      description: "Plots.",
      bannerImage: banner!,
      images: [galleryOne!, galleryTwo!],
      highlights: [],
      amenities: [],
      nearbyPlaces: [],
    });
    await addBlog(db(), {
      title: "Buying land",
      slug: "buying-land",
      excerpt: "Tips.",
      content: "Tips.",
      featuredImage: featured!,
      author: "Meena",
      category: "Real Estate Tips",
      tags: [],
    });

    const all = [banner!, galleryOne!, galleryTwo!, featured!, loose!, "https://images.example.com/a.jpg"];
    expect(await removeUnusedMedia({ db: db(), storage, imageUses }, all)).toEqual([loose]);
    expect(await stored()).toEqual([banner, galleryOne, galleryTwo, featured].map((u) => nameOf(u!)).sort());

    // The gallery drops one image and the banner changes to a gallery image.
    await updateProject(db(), projectId, { bannerImage: galleryOne!, images: [galleryOne!] });
    expect(await removeUnusedMedia({ db: db(), storage, imageUses }, [banner!, galleryTwo!])).toEqual([
      banner,
      galleryTwo,
    ]);
    expect(await mediaRows()).toEqual([featured, galleryOne].sort());

    await deleteProject(db(), projectId);
    expect(await removeUnusedMedia({ db: db(), storage, imageUses }, [galleryOne!, galleryOne!])).toEqual([
      galleryOne,
    ]);
    expect(await stored()).toEqual([nameOf(featured!)]);
    expect(await mediaRows()).toEqual([featured]);
  });

  it("does not mistake one image for another whose address contains it", async () => {
    const url = await upload(70);
    await addProject(db(), {
      name: "Lookalike",
      location: "Madurai",
      priceRange: "₹10 L",
      plotSizes: "1200 sq.ft",
      totalPlots: 1,
      soldPlots: 0,
      description: "Plots.",
      bannerImage: "https://images.example.com/b.jpg",
      images: [`${url}0`, `x${url}`],
      highlights: [],
      amenities: [],
      nearbyPlaces: [],
    });
    expect(await removeUnusedMedia({ db: db(), storage, imageUses }, [url])).toEqual([url]);
  });

  it("keeps an image that a blog's content shows", async () => {
    const [featured, inContent] = await Promise.all([80, 90].map(upload));
    await addBlog(db(), {
      title: "Pictures inside",
      slug: "pictures-inside",
      excerpt: "Tips.",
      content: `<p>Road</p><img src="${inContent}/480.webp" alt="">`,
      featuredImage: featured!,
      author: "Meena",
      category: "Real Estate Tips",
      tags: [],
    });
    expect(await removeUnusedMedia({ db: db(), storage, imageUses }, [featured!, inContent!])).toEqual([]);
  });
});
