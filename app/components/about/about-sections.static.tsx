import { BadgeCheck, HeartHandshake, ShieldCheck, TrendingUp, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { useHref, useT } from "#app/components/site/site-data.ts";
import type { SiteSettings } from "#app/domain/settings/settings.ts";
import type { about } from "#app/i18n/messages/en/about.ts";

type AboutKey = `about:${keyof typeof about}`;

/** A section of the about page: full width, with its heading and content in the page's column. */
function AboutSection({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">{children}</div>
    </section>
  );
}

/** Spec §2 /about: 'Our Story' and the company's stats, from the settings. */
export function OurStory({ settings }: { settings: SiteSettings }) {
  const t = useT();
  const stats = [
    { value: settings.statYears, label: t("about:statYears") },
    { value: settings.statProjects, label: t("about:statProjects") },
    { value: settings.statCustomers, label: t("about:statCustomers") },
    { value: settings.statSatisfaction, label: t("about:statSatisfaction") },
  ];
  return (
    <AboutSection id="story-heading">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-16">
        <div>
          <h2 id="story-heading" className="text-2xl font-semibold text-forest-900 sm:text-3xl">
            {t("about:storyTitle")}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-neutral-700">
            <p>
              {t("about:storyBeginning", {
                company: settings.companyName,
                year: settings.foundedYear,
                city: settings.firstProjectCity,
              })}
            </p>
            <p>
              {t("about:storyToday", {
                years: settings.statYears,
                projects: settings.statProjects,
                customers: settings.statCustomers,
                satisfaction: settings.statSatisfaction,
              })}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6"
            >
              <dt className="mt-1 text-sm font-medium text-neutral-600">{stat.label}</dt>
              <dd className="text-3xl font-semibold text-forest-800 tabular-nums sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </AboutSection>
  );
}

const values: { title: AboutKey; text: AboutKey; icon: LucideIcon }[] = [
  { title: "about:valueTrustTitle", text: "about:valueTrustText", icon: ShieldCheck },
  { title: "about:valueQualityTitle", text: "about:valueQualityText", icon: BadgeCheck },
  { title: "about:valueCustomerTitle", text: "about:valueCustomerText", icon: HeartHandshake },
  { title: "about:valueGrowthTitle", text: "about:valueGrowthText", icon: TrendingUp },
];

/** Spec §2 /about: the four values. */
export function OurValues() {
  const t = useT();
  return (
    <AboutSection id="values-heading" className="bg-white">
      <h2 id="values-heading" className="text-2xl font-semibold text-forest-900 sm:text-3xl">
        {t("about:valuesTitle")}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map(({ title, text, icon: Icon }) => (
          <li key={title} className="rounded-2xl bg-sand-50 p-6 ring-1 ring-black/5">
            <span className="flex size-12 items-center justify-center rounded-full bg-forest-100 text-forest-800">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-forest-900">{t(title)}</h3>
            <p className="mt-2 leading-relaxed text-neutral-700">{t(text)}</p>
          </li>
        ))}
      </ul>
    </AboutSection>
  );
}

const linkButton =
  "inline-flex items-center justify-center rounded-lg px-5 py-3 text-base font-semibold shadow-sm transition-colors";

/** Spec §2 /about: the mission statement, with the ways on from here. */
export function OurMission() {
  const t = useT();
  const href = useHref();
  return (
    <AboutSection id="mission-heading">
      <div className="rounded-3xl bg-forest-900 px-6 py-10 text-white sm:px-12 sm:py-14">
        <h2 id="mission-heading" className="text-sm font-semibold tracking-wider text-marigold-300 uppercase">
          {t("about:missionTitle")}
        </h2>
        <p className="mt-4 max-w-3xl text-xl leading-relaxed font-medium sm:text-2xl">
          {t("about:missionText")}
        </p>
        <div className="surface-dark mt-8 flex flex-col gap-3 sm:flex-row">
          <a
            href={href("/projects")}
            className={`${linkButton} bg-marigold-400 text-forest-900 hover:bg-marigold-500`}
          >
            {t("about:viewOurProjects")}
          </a>
          <a
            href={href("/contact")}
            className={`${linkButton} bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20`}
          >
            {t("about:contactUs")}
          </a>
        </div>
      </div>
    </AboutSection>
  );
}
