import { describe, expect, it } from "vitest";

import { addEntry, cleanEntries, filterSuggestions } from "./entries.ts";

describe("entry rules", () => {
  it("adds the trimmed value and ignores empty and repeated ones (any case)", () => {
    expect(addEntry(["Gym"], "  Clubhouse ")).toEqual(["Gym", "Clubhouse"]);
    expect(addEntry(["Gym"], "   ")).toEqual(["Gym"]);
    expect(addEntry(["Gym"], " gym ")).toEqual(["Gym"]);
    expect(cleanEntries([" a ", "", "A", "b"])).toEqual(["a", "b"]);
  });

  it("filters suggestions by case-insensitive substring, without the chosen ones", () => {
    const list = ["DTCP Approved", "RERA Registered", "40 Feet Road", "60 Feet Road"];
    expect(filterSuggestions(list, "feet", [])).toEqual(["40 Feet Road", "60 Feet Road"]);
    expect(filterSuggestions(list, "FEET", ["40 feet road"])).toEqual(["60 Feet Road"]);
    expect(filterSuggestions(list, "", ["RERA Registered"])).toEqual([
      "DTCP Approved",
      "40 Feet Road",
      "60 Feet Road",
    ]);
    expect(filterSuggestions(list, "metro", [])).toEqual([]);
  });
});
