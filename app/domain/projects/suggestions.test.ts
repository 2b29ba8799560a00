import { describe, expect, it } from "vitest";

import { nearbyPlaceTypes } from "./project.ts";
import { amenitySuggestions, commonPlaces, highlightSuggestions, quickAddPlaces } from "./suggestions.ts";

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

  it("has 20 distinct quick-add places, each with a listed type", () => {
    expect(new Set(commonPlaces.map((p) => p.name)).size).toBe(20);
    for (const place of commonPlaces) expect(nearbyPlaceTypes).toContain(place.type);
  });
});

describe("entry rules", () => {
  it("offers at most 8 quick-add places, without those already added", () => {
    expect(quickAddPlaces([])).toEqual(commonPlaces.slice(0, 8));
    const shown = quickAddPlaces([{ name: "it park" }, { name: "Bus Stand" }]);
    expect(shown).toHaveLength(8);
    expect(shown.map((p) => p.name)).not.toContain("IT Park");
    expect(shown[0]!.name).toBe("Software Technology Park");
    expect(quickAddPlaces(commonPlaces.slice(0, 15))).toEqual(commonPlaces.slice(15));
  });
});
