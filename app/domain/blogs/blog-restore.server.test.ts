import { afterEach, describe, expect, it } from "vitest";

import { formOf, useFileStores } from "#tests/support/save-workflows.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { restoreMessages } from "#app/domain/revisions/index.server.ts";
import { blogRevisions, contentText, restoreBlog } from "./blog-restore.server.ts";
import { saveBlog } from "./blog-save.server.ts";
import { getBlogBySlug } from "./blogs.server.ts";

/** Issue "Publish later and go back": a post's history, and "restores any revision as a new save". */
const fields = {
  intent: "save",
  title: "How to read a patta",
  slug: "how-to-read-a-patta",
  author: "Meena Raman",
  category: "Legal Advice",
  excerpt: "What the land record tells you.",
  tags: ["Legal"],
  status: "Draft",
};

it("reads a post's content as its reader does, a line a block, without the markup", () => {
  expect(
    contentText(
      "<h2>Patta &amp; chitta</h2><p>Check the <strong>survey</strong> number.<br>Then the owner.</p>",
    ),
  ).toBe("Patta & chitta\nCheck the survey number.\nThen the owner.");
});

describe.each(testEngines)("a post's history and restore on $name", (engine) => {
  const db = useTestDatabase(engine);
  const files = useFileStores(db);
  afterEach(async () => {
    await db().deleteFrom("blogs").execute();
    await db().deleteFrom("revisions").execute();
    await files.clear();
  });

  it("shows the content's words changed, and restores a revision whose images were deleted since", async () => {
    const [cover, picture, newCover] = [
      await files.upload(40),
      await files.upload(80),
      await files.upload(120),
    ];
    const pictured = `<p>Check the survey number.</p><p><img src="${picture}/40.webp" alt=""></p>`;
    await saveBlog(files.stores(), "Meena", formOf({ ...fields, content: pictured, featuredImage: cover }));
    const { id } = (await getBlogBySlug(db(), fields.slug))!;
    const rewritten = { ...fields, id, revision: "1", featuredImage: newCover };
    await saveBlog(
      files.stores(),
      "Arun",
      formOf({ ...rewritten, content: "<p>Check the patta number.</p>" }),
    );
    // The picture's upload is deleted since (its media row and variants), as the cover was by the save.
    await db().deleteFrom("media").where("url", "=", picture).execute();
    expect(await files.mediaRows()).toEqual([newCover]);

    const [latest] = (await blogRevisions.history(db(), id))!.entries;
    expect(latest!.lines.find((line) => line.field === "content")).toEqual({
      kind: "text",
      field: "content",
      label: "Content",
      parts: [
        { text: "Check the ", change: "same" },
        { text: "survey", change: "removed" },
        { text: "patta", change: "added" },
        { text: " number.", change: "same" },
      ],
    });

    const notes = [restoreMessages.imageGone("featured image"), restoreMessages.picturesGone(1)];
    expect(await restoreBlog(files.stores(), "Meena", id, 1)).toEqual({
      toast: { type: "success", message: [restoreMessages.restored(1, 3), ...notes].join(" ") },
    });
    expect(await getBlogBySlug(db(), fields.slug)).toMatchObject({
      revision: 3,
      content: "<p>Check the survey number.</p><p></p>",
      featuredImage: newCover,
    });
  });
});
