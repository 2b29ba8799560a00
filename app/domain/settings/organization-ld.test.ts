import { describe, expect, it } from "vitest";

import { jsonLdText } from "#app/lib/json-ld.ts";
import { openingHoursText, organizationLd } from "./organization-ld.ts";
import { defaultSiteSettings } from "./settings.ts";

const site = "https://plots.example";

describe("organizationLd", () => {
  it("describes the company as a real-estate business with its office, phone, e-mail and hours", () => {
    const ld = organizationLd(defaultSiteSettings, site);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "RealEstateAgent",
      "@id": "https://plots.example/#organization",
      name: defaultSiteSettings.companyName,
      url: "https://plots.example/",
      logo: "https://plots.example/logo.svg",
      telephone: defaultSiteSettings.phone,
      email: defaultSiteSettings.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: defaultSiteSettings.officeAddress,
        addressLocality: defaultSiteSettings.officeCity,
        addressRegion: defaultSiteSettings.officeState,
        postalCode: defaultSiteSettings.officePostalCode,
        addressCountry: "IN",
      },
      openingHours: "Mo-Sa 09:00-19:00",
    });
  });

  it("leaves out hours it cannot read and social links that are not set, never inventing them", () => {
    const ld = organizationLd(
      {
        ...defaultSiteSettings,
        businessHours: "By appointment",
        facebookUrl: "",
        instagramUrl: "",
        youtubeUrl: "",
      },
      site,
    );
    expect(ld).not.toHaveProperty("openingHours");
    expect(ld).not.toHaveProperty("sameAs");
    const social = organizationLd(
      { ...defaultSiteSettings, facebookUrl: "https://facebook.com/plots" },
      site,
    );
    expect(social.sameAs).toContain("https://facebook.com/plots");
  });

  it("keeps a company name with markup inside the script", () => {
    const text = jsonLdText(organizationLd({ ...defaultSiteSettings, companyName: "A</script>B" }, site));
    expect(text).not.toContain("</script>");
    expect((JSON.parse(text) as { name: string }).name).toBe("A</script>B");
  });
});

describe("openingHoursText", () => {
  it("writes days and times as schema.org does", () => {
    expect(openingHoursText({ days: [1, 2, 3, 4, 5], opens: 570, closes: 1080 })).toBe("Mo-Fr 09:30-18:00");
    expect(openingHoursText({ days: [0, 1, 2, 3, 4, 5, 6], opens: 600, closes: 1080 })).toBe(
      "Mo-Su 10:00-18:00",
    );
    expect(openingHoursText({ days: [6], opens: 600, closes: 780 })).toBe("Sa 10:00-13:00");
  });
});
