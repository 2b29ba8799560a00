import { OurMission, OurStory, OurValues } from "#app/components/about/about-sections.static.tsx";
import { PageBanner } from "#app/components/site/page-banner.static.tsx";
import { siteFromMatches, useSite } from "#app/components/site/site-data.ts";
import { scriptlessPage } from "#app/lib/scriptless.ts";
import { seoMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  const { settings, siteUrl } = siteFromMatches(matches);
  return seoMeta({
    title: "About Us",
    description: `Founded in ${settings.foundedYear}, ${settings.companyName} has completed ${settings.statProjects} DTCP approved, RERA registered plot projects for ${settings.statCustomers} happy customers across Tamil Nadu.`,
    path: "/about",
    siteUrl,
    siteName: settings.companyName,
  });
}

/** Text and pictures: the page ships no framework runtime (issue 13). */
export const handle = scriptlessPage();

export default function About() {
  const { settings } = useSite();
  return (
    <>
      <PageBanner
        eyebrow="About us"
        title={`Helping families own land with confidence since ${settings.foundedYear}`}
      >
        {settings.companyName} develops DTCP approved, RERA registered residential plots with clear titles
        across Tamil Nadu and the Bangalore outskirts.
      </PageBanner>
      <OurStory settings={settings} />
      <OurValues />
      <OurMission />
    </>
  );
}
