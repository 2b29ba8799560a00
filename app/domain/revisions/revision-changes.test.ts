import { describe, expect, it } from "vitest";

import { revisionEntries, wordChanges, type HistoryFields, type KeptSave } from "./revision-changes.ts";

/** Issue "Publish later and go back": "a history view of every save, field by field, with text diffs". */
interface Fields {
  name: string;
  description: string;
  highlights: string[];
  images: string[];
}

const spec: HistoryFields<Fields> = {
  labels: {
    name: "Project name",
    description: "Description",
    highlights: "Highlights",
    images: "Gallery images",
  },
  texts: { description: (text) => text },
  images: ["images"],
};

const save = (revision: number, fields: Fields, actor = "Meena Raman"): KeptSave<Fields> => ({
  revision,
  actor,
  savedAt: new Date(Date.UTC(2026, 5, 10, 10, revision)),
  fields,
});

const first = {
  name: "Green Meadows",
  description: "Plots near the SIPCOT park.",
  highlights: ["Gated"],
  images: ["/media/0123456789abcdef-1600x1200"],
};

describe("the words a long text changed", () => {
  it("sets out the words taken out and put in, the rest kept", () => {
    expect(wordChanges("Plots near the SIPCOT park.", "Plots beside the SIPCOT park.")).toEqual([
      { text: "Plots ", change: "same" },
      { text: "near", change: "removed" },
      { text: "beside", change: "added" },
      { text: " the SIPCOT park.", change: "same" },
    ]);
  });

  it("reads a text that was empty as all put in", () => {
    expect(wordChanges("", "New words")).toEqual([{ text: "New words", change: "added" }]);
  });
});

describe("a record's history", () => {
  it("lists each save against the one before it: short fields before and after, long texts as words", () => {
    const second = { ...first, name: "Green Meadows Phase 2", description: "Plots beside the SIPCOT park." };
    const [latest, created] = revisionEntries([save(2, second, "Arun"), save(1, first)], 2, spec);
    expect(latest).toMatchObject({
      revision: 2,
      actor: "Arun",
      current: true,
      shows: "changes",
      savedAt: "2026-06-10T10:02:00.000Z",
      savedLabel: expect.stringContaining("3:32"),
      lines: [
        {
          kind: "change",
          field: "name",
          label: "Project name",
          before: "Green Meadows",
          after: "Green Meadows Phase 2",
        },
        {
          kind: "text",
          field: "description",
          label: "Description",
          parts: expect.arrayContaining([
            { text: "near", change: "removed" },
            { text: "beside", change: "added" },
          ]),
        },
      ],
    });
    expect(created).toMatchObject({ revision: 1, current: false, shows: "created" });
    expect(created!.lines).toEqual([
      { kind: "value", field: "name", label: "Project name", value: "Green Meadows" },
      { kind: "value", field: "description", label: "Description", value: "Plots near the SIPCOT park." },
      { kind: "value", field: "highlights", label: "Highlights", value: "Gated" },
      { kind: "images", field: "images", label: "Gallery images", before: null, after: first.images },
    ]);
  });

  it("shows the values of a save whose predecessor is not kept, and a list's change as its text", () => {
    const later = { ...first, highlights: ["Gated", "DTCP Approved"] };
    const [changed, oldest] = revisionEntries([save(6, later), save(5, first)], 7, spec);
    expect(changed!.lines).toEqual([
      {
        kind: "change",
        field: "highlights",
        label: "Highlights",
        before: "Gated",
        after: "Gated; DTCP Approved",
      },
    ]);
    expect(changed!.current).toBe(false);
    expect(oldest).toMatchObject({ revision: 5, shows: "values" });
    expect(oldest!.lines.map((line) => line.field)).toEqual(["name", "description", "highlights", "images"]);
  });

  it("sets out an image field's pictures before and after, not their addresses", () => {
    const added = "/media/fedcba9876543210-1200x800";
    const [changed] = revisionEntries(
      [save(2, { ...first, images: [...first.images, added] }), save(1, first)],
      2,
      spec,
    );
    expect(changed!.lines).toEqual([
      {
        kind: "images",
        field: "images",
        label: "Gallery images",
        before: first.images,
        after: [...first.images, added],
      },
    ]);
  });

  it("reads a long text as its spec says, and leaves out a field a save did not change", () => {
    const markup: HistoryFields<Fields> = {
      ...spec,
      texts: { description: (html) => html.replace(/<[^>]*>/g, "") },
    };
    const bold = { ...first, description: "<p><strong>Plots near the SIPCOT park.</strong></p>" };
    const [entry] = revisionEntries(
      [save(2, bold), save(1, { ...first, description: "<p>Plots near the SIPCOT park.</p>" })],
      2,
      markup,
    );
    expect(entry!.lines).toEqual([]);
  });
});
