import { describe, expect, it } from "vitest";

import { nearbyPlaceTypes } from "./catalog.ts";
import {
  addEntry,
  amenitySuggestions,
  blogTagSuggestions,
  cleanEntries,
  commonPlaces,
  filterSuggestions,
  highlightSuggestions,
  quickAddPlaces,
} from "./suggestions.ts";

describe("suggestion lists", () => {
  it("has 30 amenities and 30 highlights without repeats, including the spec's", () => {
    expect(new Set(amenitySuggestions).size).toBe(30);
    expect(new Set(highlightSuggestions).size).toBe(30);
    expect(amenitySuggestions).toEqual(
      expect.arrayContaining([
        "24/7 Security",
        "Gated Community",
        "Swimming Pool",
        "Gym",
        "Clubhouse",
        "CCTV Surveillance",
        "Rainwater Harvesting",
        "Solar Street Lights",
        "Compound Wall",
      ]),
    );
    expect(highlightSuggestions).toEqual(
      expect.arrayContaining([
        "DTCP Approved",
        "RERA Registered",
        "Clear Title Property",
        "Bank Loan Available",
        "Vastu Compliant",
        "East Facing Plots",
        "North Facing Plots",
        "40 Feet Road",
        "60 Feet Road",
      ]),
    );
  });

  it("has the spec's 15 blog tags", () => {
    expect(blogTagSuggestions).toEqual([
      "Real Estate",
      "Investment",
      "Property",
      "Land",
      "Plots",
      "DTCP",
      "RERA",
      "Chennai",
      "Bangalore",
      "Coimbatore",
      "Market Trends",
      "Legal",
      "Finance",
      "Tips",
      "Guide",
    ]);
  });

  it("has 20 distinct quick-add places, each with a listed type", () => {
    expect(new Set(commonPlaces.map((p) => p.name)).size).toBe(20);
    for (const place of commonPlaces) expect(nearbyPlaceTypes).toContain(place.type);
  });
});

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

  it("offers at most 8 quick-add places, without those already added", () => {
    expect(quickAddPlaces([])).toEqual(commonPlaces.slice(0, 8));
    const shown = quickAddPlaces([{ name: "it park" }, { name: "Bus Stand" }]);
    expect(shown).toHaveLength(8);
    expect(shown.map((p) => p.name)).not.toContain("IT Park");
    expect(shown[0]!.name).toBe("Software Technology Park");
    expect(quickAddPlaces(commonPlaces.slice(0, 15))).toEqual(commonPlaces.slice(15));
  });
});
