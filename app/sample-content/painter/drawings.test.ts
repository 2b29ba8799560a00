import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { blogCategories, blogStatuses } from "#app/domain/blogs/blog.ts";
import { nearbyPlaceTypes, projectStatuses } from "#app/domain/projects/project.ts";
import { drawScene, scenes } from "./drawings.ts";
import { sampleBlogs } from "#app/sample-content/sample-blogs.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";

/** Spec §4: the slug rule of the blog form. */
function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .trim();
}

describe("drawScene", () => {
  it.each(scenes)("renders the %s scene to a 1600 x 1200 PNG", async (scene) => {
    const svg = drawScene({ scene, seed: 7 });
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toContain("<text");
    expect(svg).not.toMatch(/href=|NaN|Infinity|undefined/);
    expect(svg.length).toBeLessThan(260_000);
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([1600, 1200]);
    const { channels } = await sharp(png).stats();
    // not a blank image: every colour channel varies
    for (const channel of channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(10);
  });

  it.each(scenes)("is deterministic for the %s scene and varies with the seed", (scene) => {
    expect(drawScene({ scene, seed: 42 })).toBe(drawScene({ scene, seed: 42 }));
    expect(drawScene({ scene, seed: 42 })).not.toBe(drawScene({ scene, seed: 43 }));
  });
});

describe("sample projects", () => {
  it("has four projects, one of each status", () => {
    expect(sampleProjects).toHaveLength(4);
    expect(sampleProjects.map((p) => p.status).sort()).toEqual([...projectStatuses].sort());
  });

  it("has consistent figures and lists", () => {
    for (const project of sampleProjects) {
      expect(project.priceRange).toMatch(/^₹\d+(\.\d)? L - ₹\d+(\.\d)? L$/);
      expect(project.plotSizes).toMatch(/^\d+ - \d+ sq\.ft$/);
      expect(project.soldPlots).toBeLessThanOrEqual(project.totalPlots);
      if (project.status === "Sold Out") expect(project.soldPlots).toBe(project.totalPlots);
      if (project.status === "Few Left")
        expect(project.totalPlots - project.soldPlots).toBeLessThanOrEqual(15);
      expect(project.highlights.length).toBeGreaterThanOrEqual(5);
      expect(project.highlights.length).toBeLessThanOrEqual(7);
      expect(project.amenities.length).toBeGreaterThanOrEqual(6);
      expect(project.amenities.length).toBeLessThanOrEqual(9);
      expect(project.nearbyPlaces.length).toBeGreaterThanOrEqual(5);
      expect(project.nearbyPlaces.length).toBeLessThanOrEqual(7);
      expect(project.pictures.length).toBeGreaterThanOrEqual(3);
      expect(project.pictures.length).toBeLessThanOrEqual(4);
      expect(new Set(project.pictures.map((p) => p.scene)).size).toBe(project.pictures.length);
    }
  });

  it("uses nearby place types from the list", () => {
    const types: readonly string[] = nearbyPlaceTypes;
    for (const place of sampleProjects.flatMap((p) => p.nearbyPlaces)) {
      expect(types).toContain(place.type);
      expect(place.distance).toMatch(/^\d+(\.\d+)? km$/);
    }
  });

  it("uses only known scenes", () => {
    const known: readonly string[] = scenes;
    for (const picture of sampleProjects.flatMap((p) => p.pictures)) expect(known).toContain(picture.scene);
  });
});

describe("sample blogs", () => {
  it("has five blogs, four published and one draft", () => {
    expect(sampleBlogs).toHaveLength(5);
    for (const blog of sampleBlogs) expect(blogStatuses).toContain(blog.status);
    expect(sampleBlogs.filter((b) => b.status === "Published")).toHaveLength(4);
    expect(sampleBlogs.filter((b) => b.status === "Draft")).toHaveLength(1);
  });

  it("has unique slugs that follow the slug rule", () => {
    const slugs = sampleBlogs.map((b) => b.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const blog of sampleBlogs) {
      expect(blog.slug).toBe(slugify(blog.title));
      expect(slugify(blog.slug)).toBe(blog.slug);
      expect(blog.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("uses five different categories from the list", () => {
    const categories: readonly string[] = blogCategories;
    for (const blog of sampleBlogs) expect(categories).toContain(blog.category);
    expect(new Set(sampleBlogs.map((b) => b.category)).size).toBe(5);
  });

  it("has tags, an excerpt and 300-600 words of content", () => {
    for (const blog of sampleBlogs) {
      expect(blog.tags.length).toBeGreaterThanOrEqual(3);
      expect(blog.tags.length).toBeLessThanOrEqual(5);
      expect(blog.excerpt.length).toBeGreaterThan(40);
      expect(blog.author.trim()).not.toBe("");
      const words = blog.content
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(300);
      expect(words).toBeLessThanOrEqual(600);
    }
  });
});
