import { afterEach, describe, expect, it, vi } from "vitest";

import { formOf, pngFile, useFileStores, withAuditLogFailing } from "#tests/support/save-workflows.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { fallbackUploadName, uploadFailedMessage } from "#app/domain/media/upload-fields.ts";
import { blogFormMessages } from "./blog-form-fields.ts";
import { blogMessages } from "./blog-messages.ts";
import { removeBlog, saveBlog } from "./blog-save.server.ts";
import { getBlog, getBlogBySlug, listAllBlogs } from "./blogs.server.ts";

const fields = {
  intent: "save",
  title: "How to read a patta",
  slug: "how-to-read-a-patta",
  author: "Meena Raman",
  category: "Legal Advice",
  excerpt: "What the land record tells you.",
  content: "Check the survey number first.",
  tags: ["Legal", "Tips"],
  status: "Draft",
};

describe.each(testEngines)("the blog save workflow on $name", (engine) => {
  const db = useTestDatabase(engine);
  const files = useFileStores(db);
  afterEach(async () => {
    await db().deleteFrom("blogs").execute();
    await db().deleteFrom("revisions").execute();
    await files.clear();
  });

  it("adds a blog with its posted featured image and its audit entry", async () => {
    const form = formOf({ ...fields, [fallbackUploadName("featuredImage")]: await pngFile("cover.png") });
    expect(await saveBlog(files.stores(), "Meena", form)).toEqual({
      toast: { type: "success", message: blogMessages.added },
    });
    const blog = await getBlogBySlug(db(), fields.slug);
    expect(blog!.featuredImage).toMatch(/^\/media\//);
    expect(await files.mediaRows()).toEqual([blog!.featuredImage]);
    expect(await files.auditSummaries()).toEqual(["Added blog How to read a patta (Draft)"]);
  });

  it("stores no upload when the form is invalid", async () => {
    const form = formOf({
      ...fields,
      title: "",
      [fallbackUploadName("featuredImage")]: await pngFile("cover.png"),
    });
    const result = await saveBlog(files.stores(), "Meena", form);
    expect(result).toMatchObject({ status: 400, errors: { title: blogFormMessages.title } });
    expect(result).toMatchObject({ values: { slug: fields.slug, tags: fields.tags } });
    expect(await files.storedImages()).toEqual([]);
    expect(await files.mediaRows()).toEqual([]);
    expect(await listAllBlogs(db())).toEqual([]);
  });

  it("refuses a blog without a featured image, posted or uploaded before", async () => {
    expect(await saveBlog(files.stores(), "Meena", formOf(fields))).toMatchObject({
      status: 400,
      errors: { featuredImage: blogFormMessages.featuredImage },
    });
  });

  it("removes the posted image when the slug is taken, and says so next to the slug", async () => {
    await saveBlog(files.stores(), "Meena", formOf({ ...fields, featuredImage: await files.upload(10) }));
    const again = formOf({
      ...fields,
      title: "Another title",
      [fallbackUploadName("featuredImage")]: await pngFile("cover.png", 20),
    });
    const result = await saveBlog(files.stores(), "Meena", again);
    expect(result).toMatchObject({ status: 400, errors: { slug: blogFormMessages.slugTaken } });
    expect(await files.mediaRows()).toHaveLength(1);
    expect(await files.auditSummaries()).toHaveLength(1);
  });

  it("stores the Tamil texts, and says a taken Tamil slug next to the Tamil slug", async () => {
    const image = await files.upload(10);
    const tamil = {
      titleTa: "பட்டாவைப் படிப்பது எப்படி",
      slugTa: "பட்டா",
      excerptTa: "நில ஆவணம்.",
      contentTa: "<p>சர்வே எண்.</p>",
    };
    await saveBlog(files.stores(), "Meena", formOf({ ...fields, ...tamil, featuredImage: image }));
    expect(await getBlogBySlug(db(), fields.slug)).toMatchObject(tamil);
    const again = formOf({ ...fields, slug: "another", ...tamil, featuredImage: image });
    expect(await saveBlog(files.stores(), "Meena", again)).toMatchObject({
      status: 400,
      errors: { slugTa: blogFormMessages.slugTaTaken },
    });
  });

  it("keeps the form, says 'Error saving blog' and stores nothing when the image store fails", async () => {
    const form = formOf({ ...fields, [fallbackUploadName("featuredImage")]: await pngFile("cover.png") });
    const broken = {
      ...files.stores(),
      storage: {
        put: () => Promise.reject(new Error("disk gone")),
        get: () => Promise.resolve(null),
        deletePrefix: () => Promise.resolve(),
      },
    };
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await saveBlog(broken, "Meena", form);
    quiet.mockRestore();
    expect(result).toMatchObject({
      status: 500,
      formError: blogMessages.saveError,
      errors: { featuredImage: uploadFailedMessage },
      values: { slug: fields.slug },
    });
    expect(blogMessages.saveError).toBe("Error saving blog");
    expect(await listAllBlogs(db())).toEqual([]);
  });

  it("leaves no stored upload, no blog and no audit entry when the write fails", async () => {
    const form = formOf({ ...fields, [fallbackUploadName("featuredImage")]: await pngFile("cover.png") });
    const result = await withAuditLogFailing(db(), () => saveBlog(files.stores(), "Meena", form));
    expect(result).toMatchObject({ status: 500, formError: blogMessages.addFailed });
    expect(await listAllBlogs(db())).toEqual([]);
    expect(await files.auditSummaries()).toEqual([]);
    expect(await files.storedImages()).toEqual([]);
    expect(await files.mediaRows()).toEqual([]);
  });

  it("removes the replaced featured image after an update, and keeps the change if the write fails", async () => {
    const [first, second] = await Promise.all([10, 20].map(files.upload));
    await saveBlog(files.stores(), "Meena", formOf({ ...fields, featuredImage: first! }));
    const blog = await getBlogBySlug(db(), fields.slug);

    const revision = String(blog!.revision);
    const update = formOf({ ...fields, id: blog!.id, revision, status: "Published", featuredImage: second! });
    const failed = await withAuditLogFailing(db(), () => saveBlog(files.stores(), "Arun", update));
    expect(failed).toMatchObject({ status: 500, formError: blogMessages.updateFailed });
    expect(await getBlog(db(), blog!.id)).toMatchObject({ status: "Draft", featuredImage: first });

    expect(await saveBlog(files.stores(), "Arun", update)).toEqual({
      toast: { type: "success", message: blogMessages.updated },
    });
    expect(await getBlog(db(), blog!.id)).toMatchObject({ status: "Published", featuredImage: second });
    expect(await files.mediaRows()).toEqual([second]);
    expect(await files.auditSummaries()).toEqual([
      "Added blog How to read a patta (Draft)",
      "Updated blog How to read a patta (Published)",
    ]);
  });

  it('refuses a save over a colleague\'s since the editor opened, merged with it (issue "Publish later and go back")', async () => {
    const image = await files.upload(10);
    await saveBlog(files.stores(), "Meena", formOf({ ...fields, featuredImage: image! }));
    const blog = await getBlogBySlug(db(), fields.slug);
    const opened = { ...fields, featuredImage: image!, id: blog!.id, revision: String(blog!.revision) };
    await saveBlog(files.stores(), "Meena", formOf({ ...opened, excerpt: "Meena's excerpt." }));

    const refused = await saveBlog(files.stores(), "Arun", formOf({ ...opened, content: "Arun's words." }));
    expect(refused).toMatchObject({
      status: 409,
      revision: blog!.revision + 1,
      values: { excerpt: "Meena's excerpt.", content: "Arun's words." },
      conflict: {
        summary: expect.stringMatching(
          /^Nothing was saved: Meena saved this post on .+, after you opened it\.$/,
        ),
        taken: ["Excerpt"],
        both: [],
      },
    });
    expect(await getBlog(db(), blog!.id)).toMatchObject({
      content: fields.content,
      excerpt: "Meena's excerpt.",
    });
  });

  it("removes the uploads of an update whose blog is gone", async () => {
    const form = formOf({
      ...fields,
      id: "00000000-0000-4000-8000-000000000000",
      [fallbackUploadName("featuredImage")]: await pngFile("cover.png"),
    });
    expect(await saveBlog(files.stores(), "Meena", form)).toEqual({
      toast: { type: "error", message: blogMessages.updateFailed },
    });
    expect(await files.storedImages()).toEqual([]);
  });

  it("deletes a blog with its audit entry, then its featured image", async () => {
    const image = await files.upload(10);
    await saveBlog(files.stores(), "Meena", formOf({ ...fields, featuredImage: image }));
    const blog = await getBlogBySlug(db(), fields.slug);

    const failed = await withAuditLogFailing(db(), () => removeBlog(files.stores(), "Arun", blog!.id));
    expect(failed).toEqual({ toast: { type: "error", message: blogMessages.deleteError } });
    expect(await getBlog(db(), blog!.id)).not.toBeNull();
    expect(await files.mediaRows()).toEqual([image]);

    expect(await removeBlog(files.stores(), "Arun", blog!.id)).toEqual({
      toast: { type: "success", message: blogMessages.deleted },
    });
    expect(await listAllBlogs(db())).toEqual([]);
    expect(await files.mediaRows()).toEqual([]);
    expect(await files.auditSummaries()).toEqual([
      "Added blog How to read a patta (Draft)",
      "Deleted blog How to read a patta",
    ]);
    expect(await removeBlog(files.stores(), "Arun", blog!.id)).toEqual({
      toast: { type: "error", message: blogMessages.deleteFailed },
    });
  });
});
