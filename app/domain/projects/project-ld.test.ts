import { describe, expect, it } from "vitest";

import { testProject } from "#tests/support/project-data.ts";
import { jsonLdText } from "#app/lib/json-ld.ts";
import { projectBreadcrumbLd, projectListingLd } from "./project-ld.ts";

const site = "https://plots.example";

describe("projectListingLd", () => {
  it("gives the listing its name, address, price range, pictures and TNRERA registration", () => {
    const project = testProject({ id: "p1", latitude: 12.83, longitude: 79.95 });
    const ld = projectListingLd(project, site);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": ["Product", "RealEstateListing"],
      name: "Green Meadows",
      description: "A layout.",
      url: "https://plots.example/project/p1",
      image: ["https://plots.example/media/one/960.webp", "https://plots.example/media/two/960.webp"],
      identifier: {
        "@type": "PropertyValue",
        name: "TNRERA registration",
        value: "TN/01/Layout/0001/2025",
      },
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "INR",
        lowPrice: 1_800_000,
        highPrice: 4_200_000,
        offerCount: 84,
        availability: "https://schema.org/InStock",
        seller: { "@id": "https://plots.example/#organization" },
      },
      contentLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Oragadam, Chennai",
          addressRegion: "Tamil Nadu",
          addressCountry: "IN",
        },
        geo: { "@type": "GeoCoordinates", latitude: 12.83, longitude: 79.95 },
      },
    });
  });

  it("leaves out the price, map point and registration it does not have", () => {
    const ld = projectListingLd(
      testProject({ priceMin: null, priceMax: null, reraNumber: "", latitude: null, longitude: null }),
      site,
    );
    expect(ld).not.toHaveProperty("offers");
    expect(ld).not.toHaveProperty("identifier");
    expect(ld.contentLocation).not.toHaveProperty("geo");
  });

  it("says when the plots are sold out or few", () => {
    const offers = (changes: Parameters<typeof testProject>[0]) =>
      projectListingLd(testProject(changes), site).offers as { availability: string; offerCount: number };
    expect(offers({ soldPlots: 180 })).toMatchObject({
      availability: "https://schema.org/SoldOut",
      offerCount: 0,
    });
    expect(offers({ status: "Sold Out" }).availability).toBe("https://schema.org/SoldOut");
    expect(offers({ status: "Few Left" }).availability).toBe("https://schema.org/LimitedAvailability");
  });

  it("keeps texts with markup inside the script", () => {
    const text = jsonLdText(projectListingLd(testProject({ description: "Plots</script><b>" }), site));
    expect(text).not.toMatch(/<\/script/i);
    expect((JSON.parse(text) as { description: string }).description).toBe("Plots</script><b>");
  });
});

describe("projectBreadcrumbLd", () => {
  it("goes Home > Projects > the project", () => {
    const ld = projectBreadcrumbLd({ id: "p1", name: "Green Meadows" }, site);
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://plots.example/" },
      { "@type": "ListItem", position: 2, name: "Projects", item: "https://plots.example/projects" },
      { "@type": "ListItem", position: 3, name: "Green Meadows", item: "https://plots.example/project/p1" },
    ]);
  });
});

describe("a Tamil page's structured data", () => {
  it("says the listing is in Tamil, at its Tamil address, with the breadcrumbs in Tamil", () => {
    const project = testProject({ id: "p1", name: "கிரீன் மெடோஸ்" });
    const listing = projectListingLd(project, "https://plots.example", "ta");
    expect(listing).toMatchObject({ inLanguage: "ta", url: "https://plots.example/ta/project/p1" });
    expect(projectListingLd(project, "https://plots.example")).toMatchObject({ inLanguage: "en" });
    expect(projectBreadcrumbLd(project, "https://plots.example", "ta")).toMatchObject({
      itemListElement: [
        { name: "முகப்பு", item: "https://plots.example/ta" },
        { name: "திட்டங்கள்", item: "https://plots.example/ta/projects" },
        { name: "கிரீன் மெடோஸ்", item: "https://plots.example/ta/project/p1" },
      ],
    });
  });
});
