import { describe, expect, it } from "vitest";

import { editorForm, restoreMessages, restoreOutcome } from "./revision-restore.ts";

/** Issue "Publish later and go back": "restores any revision as a new save", through the editor's save. */
describe("restoring a revision through the editor's save", () => {
  it("posts the revision's values as the editor does: texts once, lists repeated, records a field a part", () => {
    const form = editorForm(
      {
        name: "Green Meadows",
        highlights: ["Gated", "DTCP Approved"],
        nearbyPlaces: [
          { name: "SIPCOT", distance: "2 km", type: "" },
          { name: "Airport", distance: "20 km", type: "Airport" },
        ],
      },
      { nearbyPlaces: { name: "nearbyName", distance: "nearbyDistance", type: "nearbyType" } },
    );
    expect([...form]).toEqual([
      ["name", "Green Meadows"],
      ["highlights", "Gated"],
      ["highlights", "DTCP Approved"],
      ["nearbyName", "SIPCOT"],
      ["nearbyDistance", "2 km"],
      ["nearbyType", ""],
      ["nearbyName", "Airport"],
      ["nearbyDistance", "20 km"],
      ["nearbyType", "Airport"],
    ]);
  });

  const restore = { revision: 3, current: 7, notes: [restoreMessages.galleryGone(2)] };

  it("says which revision it was restored as, and what could not be brought back", () => {
    expect(restoreOutcome({ toast: { type: "success", message: "Saved" } }, restore, {})).toEqual({
      toast: {
        type: "success",
        message:
          "Restored revision 3 as revision 8. 2 gallery images deleted since could not be brought back.",
      },
    });
  });

  it("names each field today's rules refuse, by its label, and passes a failure on", () => {
    const refused = restoreOutcome(
      { status: 400, errors: { description: "Enter a description." } },
      restore,
      { description: "Description" },
    );
    expect(refused).toEqual({
      toast: {
        type: "error",
        message:
          "Nothing was saved: revision 3 does not meet today's rules. Description: Enter a description.",
      },
    });
    const failed = { toast: { type: "error" as const, message: "Failed to update project" } };
    expect(restoreOutcome(failed, restore, {})).toEqual(failed);
  });
});
