import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testProject, testProjectInput } from "#tests/support/project-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { addBlog } from "#app/domain/blogs/blogs.server.ts";
import { saveImage } from "#app/domain/media/pipeline.server.ts";
import { LocalDiskStorage } from "#app/domain/media/storage.server.ts";
import { addProject, getPublishedProject } from "#app/domain/projects/projects.server.ts";
import { projectInLocale } from "#app/domain/projects/index.ts";
import {
  postShareImage,
  projectShareImage,
  RenderedImages,
  shareImageResponse,
} from "./share-images.server.ts";

describe("projectShareImage", () => {
  const base = testProject({ id: "0b6f4c1e-2f1a-4c55-9d5e-1a2b3c4d5e6f" });
  const version = (changes: Parameters<typeof testProject>[0]) =>
    projectShareImage({ ...base, ...changes }).path;

  it("has a versioned address, the size and the description", () => {
    expect(projectShareImage(base)).toEqual({
      path: expect.stringMatching(
        /^\/share\/project\/0b6f4c1e-2f1a-4c55-9d5e-1a2b3c4d5e6f-[0-9a-f]{10}\.jpg$/,
      ),
      alt: expect.stringContaining("Green Meadows, Oragadam"),
      width: 1200,
      height: 630,
    });
  });

  it("gets a new address when anything drawn changes, and keeps it otherwise", () => {
    const path = projectShareImage(base).path;
    for (const changes of [
      { name: "Green Meadows II" },
      { location: "Sriperumbudur" },
      { priceMin: 1_900_000 },
      { soldPlots: 97 },
      { reraNumber: "TN/01/Layout/0002/2025" },
      { bannerImage: "/media/other" },
    ]) {
      expect(version(changes), JSON.stringify(changes)).not.toBe(path);
    }
    expect(version({ description: "Another text.", priceMax: 5_000_000, updatedAt: new Date(0) })).toBe(path);
  });

  it("addresses a post's image by its slug", () => {
    const blog = { title: "T", slug: "how-to-check", category: "Finance", featuredImage: "" };
    expect(postShareImage(blog).path).toMatch(/^\/share\/post\/how-to-check-[0-9a-f]{10}\.jpg$/);
  });
});

describe("RenderedImages", () => {
  it("renders an image asked for twice at once only once, and keeps it", async () => {
    const images = new RenderedImages(1024 * 1024);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from("jpeg");
    };
    const [one, two] = await Promise.all([images.get("/a", render), images.get("/a", render)]);
    expect(one).toBe(two);
    await images.get("/a", render);
    expect(renders).toBe(1);
    await images.get("/b", render);
    expect(renders).toBe(2);
  });

  it("keeps no more than its size", async () => {
    const images = new RenderedImages(10);
    let renders = 0;
    const render = async () => Buffer.alloc(6, ++renders);
    await images.get("/a", render);
    await images.get("/b", render);
    await images.get("/a", render);
    expect(renders).toBe(3);
  });
});

describe.each(testEngines)("GET /share/... on $name", (engine) => {
  const db = useTestDatabase(engine);
  let tmp: string;
  let storage: LocalDiskStorage;
  const images = new RenderedImages(8 * 1024 * 1024);
  const respond = (kind: string, file: string, locale?: string) =>
    shareImageResponse({ db: db(), storage, images }, { locale, kind, file });
  const fileOf = (path: string) => path.split("/").pop()!;

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), "share-images-"));
    storage = new LocalDiskStorage(join(tmp, "uploads"));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it("serves a Published project's image for a year, made from its banner", async () => {
    const banner = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#e39a1c" } })
      .jpeg()
      .toBuffer();
    const { url } = await saveImage({ db: db(), storage }, banner);
    const id = await addProject(db(), testProjectInput("Kovai Hills", { bannerImage: url, published: true }));
    const { path } = projectShareImage((await getPublishedProject(db(), id))!);

    const response = await respond("project", fileOf(path));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("Content-Length")).toBe(String(body.length));
    expect(await sharp(body).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    // The banner's marigold shows at the top, where no text is drawn.
    const { dominant } = await sharp(body).extract({ left: 0, top: 0, width: 1200, height: 100 }).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b + 80);
  });

  it("sends an older version to the current one", async () => {
    const id = await addProject(db(), testProjectInput("Bay View", { published: true }));
    const { path } = projectShareImage((await getPublishedProject(db(), id))!);
    const response = await respond("project", `${id}-0000000000.jpg`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(path);
  });

  it("draws a Tamil page's image under /share/ta/, from the project's Tamil texts", async () => {
    const id = await addProject(
      db(),
      testProjectInput("Sethu Garden", {
        published: true,
        nameTa: "சேது கார்டன்",
        reraNumber: "TN/12/Layout/0001/2025",
      }),
    );
    const project = (await getPublishedProject(db(), id))!;
    const english = projectShareImage(project);
    const tamil = projectShareImage(projectInLocale(project, "ta"), "ta");
    expect(tamil.path).toMatch(new RegExp(`^/share/ta/project/${id}-[0-9a-f]{10}\\.jpg$`));
    expect(tamil.alt).toContain("சேது கார்டன்");
    expect(tamil.alt).toContain("TNRERA பதிவு எண் TN/12/Layout/0001/2025");
    expect(english.alt).toContain("TNRERA registration TN/12/Layout/0001/2025");
    const response = await respond("project", fileOf(tamil.path), "ta");
    expect(response.status).toBe(200);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 1200 });
    // The English image's address is not the Tamil one's, and no other language is known.
    expect((await respond("project", fileOf(english.path), "ta")).status).toBe(302);
    expect((await respond("project", fileOf(tamil.path), "hi")).status).toBe(404);
  });

  it("knows no Draft, unknown or malformed image", async () => {
    const draft = await addProject(db(), testProjectInput("Draft Acres", { published: false }));
    const unknown = "0b6f4c1e-2f1a-4c55-9d5e-1a2b3c4d5e6f";
    for (const [kind, file] of [
      ["project", `${draft}-0123456789.jpg`],
      ["project", `${unknown}-0123456789.jpg`],
      ["project", `${draft}.jpg`],
      ["project", "..%2f..%2fsite.db"],
      ["lead", `${draft}-0123456789.jpg`],
      ["post", "draft-post-0123456789.jpg"],
      ["post", "no-such-post-0123456789.jpg"],
    ] as const) {
      const response = await respond(kind, file);
      expect(response.status, `${kind}/${file}`).toBe(404);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("serves a published post's image, on the plain background without a featured image", async () => {
    const post = {
      excerpt: "E.",
      content: "C.",
      featuredImage: "",
      author: "Meena",
      category: "Finance",
      tags: [],
    };
    await addBlog(db(), { ...post, title: "Home loans for plots", slug: "home-loans", status: "Published" });
    await addBlog(db(), { ...post, title: "Not yet", slug: "draft-post", status: "Draft" });
    const { path } = postShareImage({ ...post, title: "Home loans for plots", slug: "home-loans" });
    const response = await respond("post", fileOf(path));
    expect(response.status).toBe(200);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 630,
    });
  });
});
