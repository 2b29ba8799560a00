import { describe, expect, it } from "vitest";

import { emptyProjectValues } from "#app/domain/projects/project-views.ts";

import { projectEditorReducer, toEditorState } from "./project-editor-state.ts";

describe("projectEditorReducer", () => {
  const start = toEditorState({ ...emptyProjectValues, bannerImage: "/media/a", highlights: ["Gated"] });

  it("starts from the values' lists, the banner as a list of one", () => {
    expect(start).toMatchObject({ bannerImage: ["/media/a"], images: [], highlights: ["Gated"] });
    expect(toEditorState(emptyProjectValues).bannerImage).toEqual([]);
  });

  it("changes the lists it is given and keeps the others", () => {
    const next = projectEditorReducer(start, { type: "change", change: { amenities: ["Gym"] } });
    expect(next).toMatchObject({ bannerImage: ["/media/a"], highlights: ["Gated"], amenities: ["Gym"] });
  });

  it("counts each image field uploading once, and keeps the same state when nothing changed", () => {
    let state = projectEditorReducer(start, { type: "uploading", field: "images", busy: true });
    state = projectEditorReducer(state, { type: "uploading", field: "bannerImage", busy: true });
    expect(state.uploading).toEqual(["images", "bannerImage"]);
    expect(projectEditorReducer(state, { type: "uploading", field: "images", busy: true })).toBe(state);
    state = projectEditorReducer(state, { type: "uploading", field: "images", busy: false });
    expect(state.uploading).toEqual(["bannerImage"]);
    expect(projectEditorReducer(start, { type: "uploading", field: "images", busy: false })).toBe(start);
  });
});
