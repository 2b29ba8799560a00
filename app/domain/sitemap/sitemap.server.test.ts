import { afterEach, describe, expect, it } from "vitest";

import { testProjectInput } from "#tests/support/project-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { addBlog } from "#app/domain/blogs/blogs.server.ts";
import type { BlogInput } from "#app/domain/blogs/blog.ts";
import { addProject, updateProject } from "#app/domain/projects/projects.server.ts";
import { sitemapParts } from "./sitemap.server.ts";

const site = "https://plots.example";

function post(slug: string, status: BlogInput["status"]): BlogInput {
  return {
    title: slug,
    slug,
    excerpt: "An excerpt.",
    content: "Text",
    featuredImage: "/media/abc-1600x1200",
    author: "Meena Sundaram",
    category: "Legal Advice",
    tags: [],
    status,
  };
}

async function sitemapText(...args: Parameters<typeof sitemapParts>): Promise<string> {
  let text = "";
  for await (const part of sitemapParts(...args)) text += part;
  return text;
}

/** The <url> entries as address and lastmod. */
function entries(xml: string): { loc: string; lastmod: string | undefined }[] {
  return [
    ...xml.matchAll(
      /<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g,
    ),
  ].map((m) => ({
    loc: m[1]!,
    lastmod: m[2],
  }));
}

describe.each(testEngines)("the sitemap on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    await db().deleteFrom("projects").execute();
    await db().deleteFrom("blogs").execute();
  });

  it("lists the menu's pages and every Published project and post with lastmod, never a Draft", async () => {
    const shown = await addProject(db(), testProjectInput("Shown", { published: true }));
    const hidden = await addProject(db(), testProjectInput("Hidden", { published: false }));
    await addBlog(db(), post("published-post", "Published"));
    await addBlog(db(), post("draft-post", "Draft"));
    await updateProject(db(), shown, { soldPlots: 20 });
    const changed = await db()
      .selectFrom("projects")
      .select("updated_at")
      .where("id", "=", shown)
      .executeTakeFirstOrThrow();

    const xml = await sitemapText(db(), site);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.endsWith("</urlset>\n")).toBe(true);
    const urls = entries(xml).filter((url) => !url.loc.startsWith(`${site}/ta`));
    expect(urls.map((u) => u.loc)).toEqual([
      `${site}/`,
      `${site}/projects`,
      `${site}/blogs`,
      `${site}/about`,
      `${site}/contact`,
      `${site}/project/${shown}`,
      `${site}/blog/published-post`,
    ]);
    expect(entries(xml).map((u) => u.loc)).toContain(`${site}/ta/project/${shown}`);
    expect(xml).not.toContain(hidden);
    expect(xml).not.toContain("draft-post");
    expect(urls[5]!.lastmod).toBe(new Date(changed.updated_at!).toISOString());
    expect(new Date(urls[6]!.lastmod!).getTime()).not.toBeNaN();
  });

  it("lists each page in English and in Tamil, each naming both and English as x-default", async () => {
    const xml = await sitemapText(db(), site);
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${site}/about"/>` +
      `<xhtml:link rel="alternate" hreflang="ta" href="${site}/ta/about"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/about"/>`;
    expect(xml).toContain(`<url><loc>${site}/about</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>${site}/ta/about</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>${site}/ta</loc>`);
  });

  it("lists a post's Tamil page at its Tamil slug", async () => {
    await addBlog(db(), { ...post("plot-loans", "Published"), slugTa: "மனைக்-கடன்" });
    const tamil = `${site}/ta/blog/${encodeURIComponent("மனைக்-கடன்")}`;
    const xml = await sitemapText(db(), site);
    expect(entries(xml).map((u) => u.loc)).toContain(tamil);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ta" href="${tamil}"/>`);
  });

  it("reads the rows a page at a time and still lists each once", async () => {
    const ids = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(await addProject(db(), testProjectInput(`P${i}`, { published: true })));
    const xml = await sitemapText(db(), site, 2);
    const projectUrls = entries(xml).filter((u) => u.loc.startsWith(`${site}/project/`));
    expect(projectUrls.map((u) => u.loc).sort()).toEqual(ids.map((id) => `${site}/project/${id}`).sort());
  });

  it("escapes what XML would misread in an address", async () => {
    const xml = await sitemapText(db(), "https://plots.example/a&b<c>");
    expect(xml).toContain("<loc>https://plots.example/a&amp;b&lt;c&gt;/projects</loc>");
    expect(xml).not.toContain("a&b");
  });
});
