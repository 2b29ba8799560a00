import { afterEach, describe, expect, it, vi } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import {
  addBlog,
  deleteBlog,
  getBlog,
  countUntranslatedBlogs,
  getPublishedBlogBySlug,
  listAllBlogs,
  listBlogTableEntries,
  listPublishedBlogs,
  listPublishedCategories,
  postShowsImage,
  publicDate,
  SlugTakenError,
  updateBlog,
} from "./blogs.server.ts";
import type { BlogInput } from "./blog.ts";

function blogInput(overrides: Partial<BlogInput> = {}): BlogInput {
  return {
    title: "How to check DTCP approval",
    slug: "how-to-check-dtcp-approval",
    excerpt: "What to look for before you pay an advance.",
    content: "Line one\nLine two",
    featuredImage: "/media/abc-1600x1200",
    author: "Meena Sundaram",
    category: "Legal Advice",
    tags: ["DTCP", "Legal", "Tips"],
    ...overrides,
  };
}

const at = (iso: string) => vi.setSystemTime(new Date(iso));

describe.each(testEngines)("blogs on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    vi.useRealTimers();
    await db().deleteFrom("blogs").execute();
  });

  it("adds a draft by default with createdAt and updatedAt now and publishedAt null", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-04-01T08:00:00.000Z");
    const id = await addBlog(db(), blogInput());
    expect(await getBlog(db(), id)).toEqual({
      ...blogInput(),
      id,
      status: "Draft",
      createdAt: new Date("2026-04-01T08:00:00.000Z"),
      updatedAt: new Date("2026-04-01T08:00:00.000Z"),
      publishedAt: null,
      publishAt: null,
      unpublishAt: null,
      revision: 1,
      titleTa: "",
      slugTa: "",
      excerptTa: "",
      contentTa: "",
    });
  });

  it("sets publishedAt to now when added as Published", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-04-02T08:00:00.000Z");
    const id = await addBlog(db(), blogInput({ status: "Published" }));
    expect((await getBlog(db(), id))?.publishedAt).toEqual(new Date("2026-04-02T08:00:00.000Z"));
  });

  it("keeps the order of tags and ignores duplicates", async () => {
    const id = await addBlog(db(), blogInput({ tags: ["RERA", "Chennai", "RERA", "Guide"] }));
    expect((await getBlog(db(), id))?.tags).toEqual(["RERA", "Chennai", "Guide"]);
    await updateBlog(db(), id, { tags: ["Finance"] });
    expect((await getBlog(db(), id))?.tags).toEqual(["Finance"]);
  });

  it("resets publishedAt on every save as Published and keeps it when going back to Draft", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-05-01T00:00:00.000Z");
    const id = await addBlog(db(), blogInput({ status: "Published" }));

    at("2026-05-02T00:00:00.000Z");
    expect(await updateBlog(db(), id, { title: "Edited", status: "Published" })).toBe(true);
    let blog = await getBlog(db(), id);
    expect(blog?.publishedAt).toEqual(new Date("2026-05-02T00:00:00.000Z"));
    expect(blog?.updatedAt).toEqual(new Date("2026-05-02T00:00:00.000Z"));
    expect(blog?.createdAt).toEqual(new Date("2026-05-01T00:00:00.000Z"));

    at("2026-05-03T00:00:00.000Z");
    await updateBlog(db(), id, { status: "Draft" });
    blog = await getBlog(db(), id);
    expect(blog?.status).toBe("Draft");
    expect(blog?.publishedAt).toEqual(new Date("2026-05-02T00:00:00.000Z"));
    expect(blog?.updatedAt).toEqual(new Date("2026-05-03T00:00:00.000Z"));

    at("2026-05-04T00:00:00.000Z");
    await updateBlog(db(), id, { excerpt: "Still a draft" });
    expect((await getBlog(db(), id))?.publishedAt).toEqual(new Date("2026-05-02T00:00:00.000Z"));

    at("2026-05-05T00:00:00.000Z");
    await updateBlog(db(), id, { status: "Published" });
    expect((await getBlog(db(), id))?.publishedAt).toEqual(new Date("2026-05-05T00:00:00.000Z"));

    at("2026-05-06T00:00:00.000Z");
    await updateBlog(db(), id, { excerpt: "Saved while Published" });
    expect((await getBlog(db(), id))?.publishedAt).toEqual(new Date("2026-05-06T00:00:00.000Z"));
  });

  it("shows the public only Published blogs, newest created first", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-01-01T00:00:00Z");
    await addBlog(db(), blogInput({ slug: "old", status: "Published", category: "Finance" }));
    at("2026-01-03T00:00:00Z");
    await addBlog(db(), blogInput({ slug: "draft", status: "Draft", category: "Vastu Tips" }));
    at("2026-01-02T00:00:00Z");
    await addBlog(db(), blogInput({ slug: "new", status: "Published" }));

    const page = await listPublishedBlogs(db());
    expect(page.blogs.map((b) => b.slug)).toEqual(["new", "old"]);
    expect(page.total).toBe(2);
    expect((await listAllBlogs(db())).map((b) => b.slug)).toEqual(["draft", "new", "old"]);
    expect(await listPublishedCategories(db())).toEqual(["Finance", "Legal Advice"]);
  });

  it("filters the public list by category and pages it", async () => {
    for (let i = 0; i < 15; i++) {
      await addBlog(
        db(),
        blogInput({ slug: `post-${i}`, status: "Published", category: i < 13 ? "Finance" : "Vastu Tips" }),
      );
    }
    const first = await listPublishedBlogs(db(), { category: "Finance", limit: 12 });
    expect(first.blogs).toHaveLength(12);
    expect(first.total).toBe(13);
    const second = await listPublishedBlogs(db(), { category: "Finance", limit: 12, offset: 12 });
    expect(second.blogs).toHaveLength(1);
    expect((await listPublishedBlogs(db(), { category: "Nothing here" })).total).toBe(0);
  });

  it("finds a blog by slug for the public only when Published", async () => {
    await addBlog(db(), blogInput({ slug: "live", status: "Published" }));
    await addBlog(db(), blogInput({ slug: "hidden", status: "Draft" }));
    expect((await getPublishedBlogBySlug(db(), "live"))?.slug).toBe("live");
    expect(await getPublishedBlogBySlug(db(), "hidden")).toBeNull();
    expect(await getPublishedBlogBySlug(db(), "missing")).toBeNull();
    expect(await getPublishedBlogBySlug(db(), "")).toBeNull();
  });

  it("refuses a slug that another blog uses, on add and on update", async () => {
    const first = await addBlog(db(), blogInput({ slug: "taken" }));
    await expect(addBlog(db(), blogInput({ slug: "taken" }))).rejects.toBeInstanceOf(SlugTakenError);
    const second = await addBlog(db(), blogInput({ slug: "other" }));
    await expect(updateBlog(db(), second, { slug: "taken" })).rejects.toBeInstanceOf(SlugTakenError);
    expect(await updateBlog(db(), first, { slug: "taken" })).toBe(true);
    expect(await listAllBlogs(db())).toHaveLength(2);
  });

  it("keeps a post's Tamil texts and leaves them as they are when a save omits them", async () => {
    const tamil = {
      titleTa: "DTCP அங்கீகாரத்தைச் சரிபார்ப்பது எப்படி",
      slugTa: "dtcp-அங்கீகாரம்",
      excerptTa: "முன்பணம் கொடுக்கும் முன் பாருங்கள்.",
      contentTa: "<p>கடிதத்தைக் கேளுங்கள்.</p>",
    };
    const id = await addBlog(db(), blogInput(tamil));
    expect(await getBlog(db(), id)).toMatchObject(tamil);
    await updateBlog(db(), id, { title: "Edited" });
    expect(await getBlog(db(), id)).toMatchObject(tamil);
    await updateBlog(db(), id, { excerptTa: "", slugTa: "" });
    expect(await getBlog(db(), id)).toMatchObject({ ...tamil, excerptTa: "", slugTa: "" });
  });

  it("refuses a Tamil slug that another post uses as its Tamil or English slug", async () => {
    const first = await addBlog(db(), blogInput({ slug: "first", slugTa: "மனை-வழிகாட்டி" }));
    const taken = addBlog(db(), blogInput({ slug: "second", slugTa: "மனை-வழிகாட்டி" }));
    await expect(taken).rejects.toMatchObject({ field: "slugTa" });
    await expect(taken).rejects.toBeInstanceOf(SlugTakenError);
    await expect(addBlog(db(), blogInput({ slug: "third", slugTa: "first" }))).rejects.toMatchObject({
      field: "slugTa",
    });
    // Posts without a Tamil slug are many; a post may reuse its own English slug.
    const second = await addBlog(db(), blogInput({ slug: "second" }));
    await addBlog(db(), blogInput({ slug: "third" }));
    expect(await updateBlog(db(), second, { slugTa: "second" })).toBe(true);
    await expect(updateBlog(db(), second, { slugTa: "மனை-வழிகாட்டி" })).rejects.toMatchObject({
      field: "slugTa",
    });
    expect(await updateBlog(db(), first, { slugTa: "மனை-வழிகாட்டி" })).toBe(true);
  });

  it("finds a Published post on Tamil pages by its Tamil slug or its English slug", async () => {
    await addBlog(db(), blogInput({ slug: "dtcp-guide", slugTa: "dtcp-வழிகாட்டி", status: "Published" }));
    await addBlog(db(), blogInput({ slug: "rera-guide", status: "Published" }));
    await addBlog(db(), blogInput({ slug: "draft", slugTa: "வரைவு", status: "Draft" }));
    const found = async (slug: string, locale: "en" | "ta") =>
      (await getPublishedBlogBySlug(db(), slug, locale))?.slug ?? null;
    expect(await found("dtcp-வழிகாட்டி", "ta")).toBe("dtcp-guide");
    // Decomposed Tamil (as some keyboards type it) finds the same post.
    expect(await found("dtcp-வழிகாட்டி".normalize("NFD"), "ta")).toBe("dtcp-guide");
    expect(await found("dtcp-guide", "ta")).toBe("dtcp-guide");
    expect(await found("rera-guide", "ta")).toBe("rera-guide");
    expect(await found("வரைவு", "ta")).toBeNull();
    expect(await found("dtcp-வழிகாட்டி", "en")).toBeNull();
    expect(await found("dtcp-guide", "en")).toBe("dtcp-guide");
    expect(await getPublishedBlogBySlug(db(), "", "ta")).toBeNull();
  });

  it("counts the texts each post lacks in Tamil, for the table and the dashboard", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-01-01T00:00:00Z");
    await addBlog(db(), blogInput({ slug: "none", status: "Published" }));
    at("2026-01-02T00:00:00Z");
    await addBlog(db(), blogInput({ slug: "some", titleTa: "தலைப்பு", contentTa: "<p>உள்ளடக்கம்</p>" }));
    at("2026-01-03T00:00:00Z");
    await addBlog(
      db(),
      blogInput({ slug: "all", titleTa: "அ", slugTa: "அ", excerptTa: "அ", contentTa: "<p>அ</p>" }),
    );
    const rows = await listBlogTableEntries(db(), { search: "", limit: 10, offset: 0 });
    expect(rows.map((row) => [row.slug, row.untranslated])).toEqual([
      ["all", 0],
      ["some", 2],
      ["none", 4],
    ]);
    expect(await countUntranslatedBlogs(db())).toBe(2);
  });

  it("knows a picture shown only in a post's Tamil content is in use", async () => {
    const url = "/media/0123456789abcdef";
    await addBlog(db(), blogInput({ contentTa: `<p><img src="${url}/480.webp" alt=""></p>` }));
    expect(await postShowsImage(db(), url)).toBe(true);
    expect(await postShowsImage(db(), "/media/fedcba9876543210")).toBe(false);
  });

  it("deletes a blog with its tags and reports unknown ids", async () => {
    const id = await addBlog(db(), blogInput());
    expect(await deleteBlog(db(), id)).toBe(true);
    expect(await getBlog(db(), id)).toBeNull();
    expect(await db().selectFrom("blog_tags").selectAll().execute()).toEqual([]);
    expect(await deleteBlog(db(), id)).toBe(false);
    expect(await getBlog(db(), "nonsense")).toBeNull();
    expect(await updateBlog(db(), id, { title: "gone" })).toBe(false);
  });

  it("reads missing timestamps as now (created, updated) and null (published)", async () => {
    const id = await addBlog(db(), blogInput());
    await db()
      .updateTable("blogs")
      .set({ created_at: null, updated_at: null, published_at: null })
      .where("id", "=", id)
      .execute();
    const before = Date.now();
    const blog = await getBlog(db(), id);
    expect(blog?.createdAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(blog?.updatedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(blog?.publishedAt).toBeNull();
  });

  it("dates a blog publicly by publishedAt, else createdAt", () => {
    const createdAt = new Date("2026-01-01");
    const publishedAt = new Date("2026-02-01");
    expect(publicDate({ createdAt, publishedAt })).toBe(publishedAt);
    expect(publicDate({ createdAt, publishedAt: null })).toBe(createdAt);
  });
});
