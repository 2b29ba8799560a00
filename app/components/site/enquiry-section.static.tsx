import { Clock, Mail, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { EnquiryPageForm } from "#app/components/enquiry/enquiry-form.static.tsx";

import { mailtoHref, telHref } from "./contact-links.ts";
import { SectionHeading } from "./section-heading.static.tsx";
import { useSite, useT } from "./site-data.ts";

function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-forest-800 text-marigold-400">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      {children}
    </li>
  );
}

/** The home page's enquiry form (spec §3 Enquiry), beside the ways to reach us directly. */
export function EnquirySection({ project }: { project: { id: string; name: string } | null }) {
  const { settings } = useSite();
  const t = useT();
  return (
    <section id="enquiry" aria-labelledby="enquiry-heading" className="bg-sand-100 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:gap-16 lg:px-8">
        <div>
          <SectionHeading
            id="enquiry-heading"
            eyebrow={t("home:enquiryEyebrow")}
            title={t("home:enquiryTitle")}
            align="left"
          >
            {t("home:enquiryIntro")}
          </SectionHeading>
          <ul className="mt-8 space-y-4 text-neutral-800">
            <ContactLine icon={Phone}>
              <a
                href={telHref(settings.phone)}
                className="font-semibold text-forest-900 tabular-nums hover:underline"
              >
                {settings.phone}
              </a>
            </ContactLine>
            <ContactLine icon={Mail}>
              <a
                href={mailtoHref(settings.email)}
                className="font-semibold break-all text-forest-900 hover:underline"
              >
                {settings.email}
              </a>
            </ContactLine>
            <ContactLine icon={Clock}>{settings.businessHours}</ContactLine>
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10 sm:p-8">
          <EnquiryPageForm project={project} companyName={settings.companyName} />
        </div>
      </div>
    </section>
  );
}
