import { OurMission, OurStory, OurValues } from "#app/components/about/about-sections.static.tsx";
import { PageBanner } from "#app/components/site/page-banner.static.tsx";
import { siteFromMatches, useSite, useT } from "#app/components/site/site-data.ts";
import { translator } from "#app/i18n/translations.ts";
import { scriptlessPage } from "#app/lib/scriptless.ts";
import { seoMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  const { settings, siteUrl, locale } = siteFromMatches(matches);
  const t = translator(locale);
  return seoMeta({
    locale,
    title: t("about:metaTitle"),
    description: t("about:metaDescription", {
      year: settings.foundedYear,
      company: settings.companyName,
      projects: settings.statProjects,
      customers: settings.statCustomers,
    }),
    path: "/about",
    siteUrl,
    siteName: settings.companyName,
  });
}

/** Text and pictures: the page ships no framework runtime (issue 13). */
export const handle = scriptlessPage();

export default function About() {
  const { settings } = useSite();
  const t = useT();
  return (
    <>
      <PageBanner eyebrow={t("about:eyebrow")} title={t("about:title", { year: settings.foundedYear })}>
        {t("about:intro", { company: settings.companyName })}
      </PageBanner>
      <OurStory settings={settings} />
      <OurValues />
      <OurMission />
    </>
  );
}
