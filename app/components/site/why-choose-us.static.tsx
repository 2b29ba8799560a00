import {
  BadgeIndianRupee,
  Check,
  FileCheck2,
  Handshake,
  Landmark,
  MapPin,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";

import type { home } from "#app/i18n/messages/en/home.ts";

import { SectionHeading } from "./section-heading.static.tsx";
import { useSite, useT } from "./site-data.ts";

type HomeKey = `home:${keyof typeof home}`;

const reasons: { icon: LucideIcon; title: HomeKey; text: HomeKey }[] = [
  { icon: ShieldCheck, title: "home:reasonApprovedTitle", text: "home:reasonApprovedText" },
  { icon: FileCheck2, title: "home:reasonTitlesTitle", text: "home:reasonTitlesText" },
  { icon: MapPin, title: "home:reasonLocationsTitle", text: "home:reasonLocationsText" },
  { icon: Landmark, title: "home:reasonLoansTitle", text: "home:reasonLoansText" },
  { icon: BadgeIndianRupee, title: "home:reasonPricingTitle", text: "home:reasonPricingText" },
  { icon: Handshake, title: "home:reasonSupportTitle", text: "home:reasonSupportText" },
];

const moreBenefits: HomeKey[] = [
  "home:benefitSiteVisits",
  "home:benefitDocuments",
  "home:benefitInfrastructure",
  "home:benefitPayment",
  "home:benefitVastu",
  "home:benefitManager",
];

/** Why choose us: six reasons as cards and six more benefits as a list (spec §2 Home). */
export function WhyChooseUs() {
  const { settings } = useSite();
  const t = useT();
  return (
    <section aria-labelledby="why-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="why-heading"
          eyebrow={t("home:whyEyebrow")}
          title={t("home:whyTitle", { company: settings.companyName })}
        >
          {t("home:whyIntro")}
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-sand-50 p-6 ring-1 ring-forest-900/10">
              <div className="flex items-center gap-4 sm:block">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-forest-800 text-marigold-400">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-lg font-semibold text-forest-900 sm:mt-5">{t(title)}</h3>
              </div>
              <p className="mt-3 leading-relaxed text-neutral-700 sm:mt-2">{t(text)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-2xl bg-forest-50 p-6 ring-1 ring-forest-900/10 sm:p-8">
          <h3 className="text-lg font-semibold text-forest-900">{t("home:andWithEveryPlot")}</h3>
          <ul className="mt-5 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            {moreBenefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3 text-neutral-800">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-forest-700 text-white">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </span>
                {t(benefit)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
