import { describe, expect, it } from "vitest";

import { testProject } from "#tests/support/project-data.ts";

import { projectInLocale, untranslatedProjectFields } from "./project-language.ts";

const places = [
  { name: "Mahindra World City", nameTa: "மஹிந்திரா வேர்ல்டு சிட்டி", distance: "6 km", type: "IT Hub" },
  { name: "Oragadam bus stand", distance: "2 km", type: "Bus Stand" },
];

describe("a project in Tamil", () => {
  it("shows each Tamil text where there is one and the English one where there is none", () => {
    const project = testProject({
      nameTa: "கிரீன் மெடோஸ்",
      descriptionTa: "",
      highlightsTa: ["DTCP அங்கீகாரம்"],
      nearbyPlaces: places,
    });
    const tamil = projectInLocale(project, "ta");
    expect(tamil.name).toBe("கிரீன் மெடோஸ்");
    expect(tamil.location).toBe("Oragadam");
    expect(tamil.description).toBe("A layout.");
    expect(tamil.highlights).toEqual(["DTCP அங்கீகாரம்"]);
    expect(tamil.amenities).toEqual(["Park"]);
    expect(tamil.nearbyPlaces.map((place) => place.name)).toEqual([
      "மஹிந்திரா வேர்ல்டு சிட்டி",
      "Oragadam bus stand",
    ]);
    expect(projectInLocale(project, "en")).toBe(project);
  });

  it("names the fields that have English and no Tamil yet", () => {
    expect(untranslatedProjectFields(testProject({ nearbyPlaces: places }))).toEqual([
      "name",
      "location",
      "description",
      "highlights",
      "amenities",
      "nearbyPlaces",
    ]);
    const translated = testProject({
      nameTa: "கிரீன் மெடோஸ்",
      locationTa: "ஒரகடம்",
      descriptionTa: "ஒரு மனைப்பிரிவு.",
      highlightsTa: ["DTCP அங்கீகாரம்"],
      amenities: [],
      nearbyPlaces: [places[0]!],
    });
    expect(untranslatedProjectFields(translated)).toEqual([]);
  });
});
