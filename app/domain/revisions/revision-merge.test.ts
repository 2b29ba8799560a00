import { describe, expect, it } from "vitest";

import { fieldText, mergeSaves } from "./revision-merge.ts";

/** Issue "Publish later and go back": a refused save merged with the colleague's, field by field. */
const fields = ["name", "price", "description", "highlights", "places"] as const;
const opened = {
  name: "Green Meadows",
  price: "₹18 L - ₹42 L",
  description: "Plots near the SIPCOT park.",
  highlights: ["DTCP Approved"],
  places: [{ name: "SIPCOT", distance: "2 km" }],
};

describe("merging a refused save with the one that came first", () => {
  it("takes what only they changed, keeps what only you changed, and sets out what you both changed", () => {
    const theirs = { ...opened, price: "₹20 L - ₹45 L", description: "Theirs.", highlights: ["Gated"] };
    const mine = { ...opened, name: "Green Meadows Phase 2", description: "Mine." };
    const merged = mergeSaves(opened, mine, theirs, fields);
    expect(merged.values).toEqual({
      ...opened,
      name: "Green Meadows Phase 2",
      price: "₹20 L - ₹45 L",
      description: "Mine.",
      highlights: ["Gated"],
    });
    expect(merged.taken).toEqual(["price", "highlights"]);
    expect(merged.both).toEqual(["description"]);
  });

  it("counts the same change made by both as no difference, and records read in another key order as the same", () => {
    const theirs = { ...opened, name: "Renamed", places: [{ distance: "2 km", name: "SIPCOT" }] };
    const mine = { ...opened, name: "Renamed" };
    expect(mergeSaves(opened, mine, theirs, fields)).toEqual({ values: mine, taken: [], both: [] });
  });

  it("sets out every difference when the save it was opened at is not kept", () => {
    const theirs = { ...opened, price: "₹20 L - ₹45 L" };
    const mine = { ...opened, name: "Renamed" };
    const merged = mergeSaves(null, mine, theirs, fields);
    expect(merged.values).toEqual(mine);
    expect(merged.taken).toEqual([]);
    expect(merged.both).toEqual(["name", "price"]);
  });

  it("writes a field's value as a line of text", () => {
    expect(fieldText("Plain")).toBe("Plain");
    expect(fieldText(["Gated", "DTCP Approved"])).toBe("Gated; DTCP Approved");
    expect(fieldText([{ name: "SIPCOT", distance: "2 km", type: "" }])).toBe("SIPCOT, 2 km");
    expect(fieldText(null)).toBe("");
    expect(fieldText("2026-12-25T09:00")).toBe("Dec 25, 2026, 9:00 AM");
  });
});
