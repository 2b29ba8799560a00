import { describe, expect, it } from "vitest";

import { complianceMessages as compliance } from "./compliance.ts";
import { parseProjectForm } from "./project-form.ts";
import { projectFormMessages as messages } from "./project-form-fields.ts";

const banner = "/media/0123456789abcdef-1600x1200";
const gallery = "/media/fedcba9876543210-800x600";

type Fields = Record<string, string | string[]>;

const valid: Fields = {
  name: "  Green Meadows  ",
  location: "Oragadam, Chennai",
  priceRange: "₹18 L - ₹42 L",
  plotSizes: "800 - 2400 sq.ft",
  totalPlots: "180",
  soldPlots: "96",
  description: "A DTCP approved gated layout.",
  status: "New Launch",
  bannerImage: banner,
  images: [banner, gallery],
};

function form(fields: Fields): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  }
  return data;
}

function parse(changes: Fields = {}, without: string[] = []) {
  const fields = { ...valid, ...changes };
  for (const key of without) delete fields[key];
  return parseProjectForm(form(fields));
}

function errorsOf(changes: Fields = {}, without: string[] = []) {
  const result = parse(changes, without);
  if (result.ok) throw new Error("expected the form to be refused");
  return result.errors;
}

describe("project form", () => {
  it("accepts a complete project, trimming texts and turning counts into numbers", () => {
    const result = parse();
    expect(result).toEqual({
      ok: true,
      project: {
        name: "Green Meadows",
        location: "Oragadam, Chennai",
        priceRange: "₹18 L - ₹42 L",
        plotSizes: "800 - 2400 sq.ft",
        city: "Chennai",
        locality: "Oragadam",
        latitude: null,
        longitude: null,
        reraNumber: "",
        reraDate: "",
        reraWebsite: "https://rera.tn.gov.in",
        reraUrl: "",
        approvalNumber: "",
        approvalYear: "",
        exemptionReason: "",
        // Not asked to publish: a draft, which needs no registration yet.
        published: false,
        publishAt: null,
        unpublishAt: null,
        totalPlots: 180,
        soldPlots: 96,
        description: "A DTCP approved gated layout.",
        status: "New Launch",
        bannerImage: banner,
        images: [banner, gallery],
        highlights: [],
        amenities: [],
        nearbyPlaces: [],
        nameTa: "",
        locationTa: "",
        descriptionTa: "",
        highlightsTa: [],
        amenitiesTa: [],
      },
    });
  });

  it.each([
    ["name", messages.name],
    ["location", messages.location],
    ["priceRange", messages.priceRange],
    ["plotSizes", messages.plotSizes],
    ["description", messages.description],
    ["totalPlots", messages.totalPlots],
  ])("requires %s (spaces only count as empty)", (field, message) => {
    expect(errorsOf({ [field]: "   " })[field as "name"]).toBe(message);
    expect(errorsOf({}, [field])[field as "name"]).toBe(message);
  });

  it("refuses a price or size text that cannot be read into numbers", () => {
    expect(errorsOf({ priceRange: "Price on request" }).priceRange).toBe(messages.priceUnread);
    expect(errorsOf({ plotSizes: "Various" }).plotSizes).toBe(messages.sizesUnread);
    expect(parse({ priceRange: "12-38 Lakhs", plotSizes: "1 - 2 grounds" }).ok).toBe(true);
  });

  it("keeps a typed city and locality, else reads them from the location", () => {
    const typed = parse({ city: " Kanchipuram ", locality: "Walajabad" });
    expect(typed.ok && typed.project).toMatchObject({ city: "Kanchipuram", locality: "Walajabad" });
    const read = parse({ location: "Kovaipudur, Coimbatore", locality: "" });
    expect(read.ok && read.project).toMatchObject({ city: "Coimbatore", locality: "Kovaipudur" });
  });

  it("takes map coordinates as a pair of decimal degrees", () => {
    const both = parse({ latitude: "12.8342", longitude: " 79.956 " });
    expect(both.ok && both.project).toMatchObject({ latitude: 12.8342, longitude: 79.956 });
    expect(errorsOf({ latitude: "12.8342" }).latitude).toBe(messages.coordinates);
    expect(errorsOf({ latitude: "95", longitude: "79.9" }).latitude).toBe(messages.coordinates);
    expect(errorsOf({ latitude: "north", longitude: "79.9" }).latitude).toBe(messages.coordinates);
  });

  it("publishes only with registration details or an exemption, listing each reason", () => {
    const errors = errorsOf({ publication: "Published", description: "Only 10 mins from OMR. T&C apply." });
    expect(errors).toEqual({
      reraNumber: compliance.registrationOrExemption,
      exemptionReason: compliance.registrationOrExemption,
      description: compliance.termsApply,
    });
    const registered = {
      publication: "Published",
      reraNumber: "TN/29/Layout/0215/2024",
      reraDate: "2024-06-12",
      reraUrl: "https://rera.tn.gov.in/project/0215",
    };
    const result = parse(registered);
    expect(result.ok && result.project).toMatchObject({
      published: true,
      reraNumber: "TN/29/Layout/0215/2024",
    });
    expect(parse({ publication: "Published", exemptionReason: "Layout under 500 sq.m" }).ok).toBe(true);
    expect(errorsOf({ ...registered, reraNumber: "RERA 215" }).reraNumber).toBe(compliance.reraNumber);
    expect(errorsOf({ ...registered, reraUrl: "http://x" }).reraUrl).toBe(compliance.reraUrl);
    expect(errorsOf({ approvalYear: "24" }).approvalYear).toBe(compliance.approvalYear);
  });

  it("refuses texts over their limits", () => {
    expect(errorsOf({ name: "x".repeat(121) }).name).toBe(messages.tooLong(120));
  });

  it("makes sold plots optional (empty is 0) and the status Available by default", () => {
    const result = parse({ soldPlots: "", status: "" });
    expect(result.ok && result.project).toMatchObject({ soldPlots: 0, status: "Available" });
    const missing = parse({}, ["soldPlots", "status"]);
    expect(missing.ok && missing.project).toMatchObject({ soldPlots: 0, status: "Available" });
  });

  it.each(["12.5", "-3", "1e3", "ten", "0x10"])("refuses plot count %s", (value) => {
    expect(errorsOf({ totalPlots: value })).toEqual({ totalPlots: messages.totalPlotsNumber });
    expect(errorsOf({ soldPlots: value }).soldPlots).toBe(messages.soldPlotsNumber);
  });

  it("accepts zero plots and refuses absurdly many", () => {
    const result = parse({ totalPlots: "0", soldPlots: "0" });
    expect(result.ok && result.project).toMatchObject({ totalPlots: 0, soldPlots: 0 });
    expect(errorsOf({ totalPlots: "100001" }).totalPlots).toBe(messages.plotsTooMany);
  });

  it("refuses more plots sold than there are, saying so, even alongside other errors", () => {
    expect(errorsOf({ totalPlots: "10", soldPlots: "11" }).soldPlots).toBe(messages.soldAboveTotal);
    const errors = errorsOf({ totalPlots: "10", soldPlots: "11", bannerImage: "" });
    expect(errors).toMatchObject({ soldPlots: messages.soldAboveTotal, bannerImage: messages.bannerImage });
    expect(parse({ totalPlots: "10", soldPlots: "10" }).ok).toBe(true);
  });

  it("requires a banner image and accepts only image addresses", () => {
    expect(errorsOf({ bannerImage: "" }).bannerImage).toBe("Please upload a banner image");
    expect(errorsOf({}, ["bannerImage"]).bannerImage).toBe("Please upload a banner image");
    expect(errorsOf({ bannerImage: "javascript:alert(1)" }).bannerImage).toBe(messages.imageUrl);
    expect(errorsOf({ images: ["/media/../../etc/passwd"] }).images).toBe(messages.imageUrl);
    const external = parse({ bannerImage: "https://images.example.com/a.jpg" });
    expect(external.ok).toBe(true);
  });

  it("keeps gallery order, drops repeated images and limits the count", () => {
    const result = parse({ images: [gallery, banner, gallery] });
    expect(result.ok && result.project.images).toEqual([gallery, banner]);
    const many = Array.from({ length: 31 }, (_, i) => `/media/${i.toString(16).padStart(16, "0")}-800x600`);
    expect(errorsOf({ images: many }).images).toBe(messages.tooManyImages);
  });

  it("trims highlights and amenities and drops empty and repeated ones", () => {
    const result = parse({
      highlights: [" DTCP Approved ", "", "dtcp approved", "40 Feet Road"],
      amenities: ["Gym", "  ", "Gym"],
    });
    expect(result.ok && result.project.highlights).toEqual(["DTCP Approved", "40 Feet Road"]);
    expect(result.ok && result.project.amenities).toEqual(["Gym"]);
    expect(errorsOf({ amenities: ["x".repeat(121)] }).amenities).toBe(messages.entryTooLong);
  });

  it("reads nearby places, defaulting the type to General and skipping a blank row", () => {
    const result = parse({
      nearbyName: [" Tidel Park ", "Bus Stand", ""],
      nearbyDistance: ["5 km", " 2 km ", ""],
      nearbyType: ["IT Hub", "", "General"],
      nearbyNameTa: ["டைடல் பார்க்", ""],
    });
    expect(result.ok && result.project.nearbyPlaces).toEqual([
      { name: "Tidel Park", distance: "5 km", type: "IT Hub", nameTa: "டைடல் பார்க்" },
      { name: "Bus Stand", distance: "2 km", type: "General", nameTa: "" },
    ]);
  });

  it("takes the Tamil texts, each optional, within the English limits", () => {
    const result = parse({ nameTa: " கிரீன் மெடோஸ் ", highlightsTa: ["DTCP அங்கீகாரம்", " "] });
    expect(result.ok && result.project).toMatchObject({
      nameTa: "கிரீன் மெடோஸ்",
      locationTa: "",
      highlightsTa: ["DTCP அங்கீகாரம்"],
    });
    expect(errorsOf({ nameTa: "அ".repeat(121) }).nameTa).toBe(messages.tooLong(120));
  });

  it("requires both the name and the distance of a nearby place and a listed type", () => {
    const onlyName = { nearbyName: "Temple", nearbyDistance: "  ", nearbyType: "Temple" };
    expect(errorsOf(onlyName).nearbyPlaces).toBe(messages.nearbyIncomplete);
    const onlyDistance = { nearbyName: "", nearbyDistance: "3 km", nearbyType: "Temple" };
    expect(errorsOf(onlyDistance).nearbyPlaces).toBe(messages.nearbyIncomplete);
    const badType = { nearbyName: "Temple", nearbyDistance: "3 km", nearbyType: "Castle" };
    expect(errorsOf(badType).nearbyPlaces).toBe(messages.nearbyType);
  });

  it("gives back what was typed with the errors", () => {
    const result = parse({ name: "", location: "Madurai", highlights: ["Vastu Compliant"] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.values).toMatchObject({
      name: "",
      location: "Madurai",
      highlights: ["Vastu Compliant"],
    });
  });
});
