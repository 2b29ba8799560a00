import { afterEach, describe, expect, it } from "vitest";

import { testProject } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { draftMaxBytes, draftMessages } from "./draft-model.ts";
import {
  discardDraft,
  discardRecordDrafts,
  editorWithDraft,
  findDraft,
  postedDraftKey,
  saveDraft,
} from "./drafts.server.ts";

/**
 * Issue "Publish later and go back": "The post editor and the project form autosave a private
 * draft every few seconds while typing; after a closed tab or a lost connection the next visit
 * offers to recover it."
 */
const empty = { name: "", description: "", highlights: [] as string[] };
const typed = { name: "Green Meadows", description: "Half a sent", highlights: ["DTCP Approved"] };

describe.each(testEngines)("autosaved drafts on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    await db().deleteFrom("drafts").execute();
    await db().deleteFrom("projects").execute();
  });
  const meena = (recordId: string) => ({ authorId: "meena", entity: "project" as const, recordId });

  it("keeps one draft a person and record, replaced by each save, read by its author only", async () => {
    const id = await testProject(db(), "Green Meadows");
    expect(await saveDraft(db(), meena(id), { values: empty, revision: 3 })).toBeNull();
    const at = new Date("2026-12-03T05:12:00Z");
    expect(await saveDraft(db(), meena(id), { values: typed, revision: 4 }, at)).toBeNull();

    expect(await findDraft(db(), meena(id), empty)).toEqual({ values: typed, revision: 4, savedAt: at });
    expect(await findDraft(db(), { ...meena(id), authorId: "arun" }, empty)).toBeNull();
    expect(await findDraft(db(), { ...meena(id), entity: "blog" }, empty)).toBeNull();
    expect(await db().selectFrom("drafts").select("record_id").execute()).toHaveLength(1);
  });

  it("keeps a draft of a record not yet saved under no id, and fills in what it lacks", async () => {
    expect(await saveDraft(db(), meena(""), { values: { name: "New" }, revision: null })).toBeNull();
    const draft = await findDraft(db(), meena(""), empty);
    expect(draft).toMatchObject({ values: { ...empty, name: "New" }, revision: null });
  });

  it("refuses a draft of a record that is not there, and one larger than 1 MB", async () => {
    const missing = { status: 404, message: draftMessages.unknownRecord };
    const draft = { values: typed, revision: 1 };
    expect(await saveDraft(db(), meena("not-an-id"), draft)).toEqual(missing);
    expect(await saveDraft(db(), meena("0b7d3c1e-4a59-4c6e-9a51-2f3c4d5e6f70"), draft)).toEqual(missing);

    const huge = { ...typed, description: "x".repeat(draftMaxBytes) };
    const refused = { status: 413, message: draftMessages.tooLarge };
    expect(await saveDraft(db(), meena(""), { values: huge, revision: null })).toEqual(refused);
    expect(await db().selectFrom("drafts").selectAll().execute()).toEqual([]);
  });

  it("removes the author's draft when discarded or saved, and everyone's when the record goes", async () => {
    const id = await testProject(db(), "Green Meadows");
    const draft = { values: typed, revision: 1 };
    for (const authorId of ["meena", "arun"]) await saveDraft(db(), { ...meena(id), authorId }, draft);
    await saveDraft(db(), meena(""), draft);

    const form = new FormData();
    form.set("id", id);
    await discardDraft(db(), postedDraftKey("meena", "project", form));
    expect(await findDraft(db(), meena(id), empty)).toBeNull();
    expect(await findDraft(db(), { ...meena(id), authorId: "arun" }, empty)).not.toBeNull();

    await discardRecordDrafts(db(), "project", id);
    const left = await db().selectFrom("drafts").select(["author_id", "record_id"]).execute();
    expect(left).toEqual([{ author_id: "meena", record_id: "" }]);
  });

  describe("an editor opening", () => {
    const editor = { projectId: "p", values: empty, revision: 5 };
    const savedAt = new Date("2026-12-03T05:12:00Z");

    async function opened(updatedAt: Date | null, recover = false, values: object = typed) {
      const id = await testProject(db(), "Green Meadows");
      await saveDraft(db(), meena(id), { values, revision: 4 }, savedAt);
      return { id, ...(await editorWithDraft(db(), meena(id), editor, { updatedAt, recover })) };
    }

    it("offers a draft saved after the record's last save", async () => {
      const { offer, editor: shown } = await opened(new Date("2026-12-03T05:00:00Z"));
      expect(offer).toEqual({ savedAt });
      expect(shown).toBe(editor);
    });

    it("opens on the draft's values and the revision it had opened when recovering", async () => {
      const { offer, editor: shown } = await opened(new Date("2026-12-03T05:00:00Z"), true);
      expect(offer).toBeNull();
      expect(shown).toEqual({ projectId: "p", values: typed, revision: 4 });
    });

    it("drops a draft older than the record's last save, or holding nothing new", async () => {
      const older = await opened(new Date("2026-12-03T06:00:00Z"));
      expect(older).toMatchObject({ editor, offer: null });
      expect(await findDraft(db(), meena(older.id), empty)).toBeNull();

      const same = await opened(null, false, empty);
      expect(same).toMatchObject({ editor, offer: null });
      expect(await findDraft(db(), meena(same.id), empty)).toBeNull();
    });
  });
});
