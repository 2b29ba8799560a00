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

import { SectionHeading } from "./section-heading.static.tsx";
import { useSite } from "./site-data.ts";

const reasons: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ShieldCheck,
    title: "DTCP Approved & RERA Registered",
    text: "Every layout is approved by the Directorate of Town and Country Planning and registered under RERA, so your plot can be registered, financed and built on.",
  },
  {
    icon: FileCheck2,
    title: "Clear Titles",
    text: "Parent documents, encumbrance certificates and patta are verified by independent advocates and shared with you before you pay an advance.",
  },
  {
    icon: MapPin,
    title: "Prime Locations",
    text: "Layouts close to main roads, schools, hospitals and industrial hubs, chosen for daily convenience and steady appreciation.",
  },
  {
    icon: Landmark,
    title: "Bank Loan Assistance",
    text: "Our approved layouts qualify for plot loans from leading banks, and we help you with the application and the paperwork.",
  },
  {
    icon: BadgeIndianRupee,
    title: "Transparent Pricing",
    text: "One clear price per square foot, with registration and other charges listed upfront. No hidden costs at any stage.",
  },
  {
    icon: Handshake,
    title: "After-Sale Support",
    text: "Help with patta transfer, electricity and water connections and building approvals, long after registration day.",
  },
];

const moreBenefits = [
  "Free guided site visits",
  "Documents shared for your lawyer's review before booking",
  "Roads, street lights and drainage laid before sale",
  "Flexible payment schedule from booking to registration",
  "Vastu compliant plot layouts",
  "One relationship manager from first call to handover",
];

/** Why choose us: six reasons as cards and six more benefits as a list (spec §2 Home). */
export function WhyChooseUs() {
  const { settings } = useSite();
  return (
    <section aria-labelledby="why-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="why-heading"
          eyebrow="Why choose us"
          title={`Why families trust ${settings.companyName}`}
        >
          Land is the largest purchase most families make. We make it safe, clear and simple.
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-sand-50 p-6 ring-1 ring-forest-900/10">
              <div className="flex items-center gap-4 sm:block">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-forest-800 text-marigold-400">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-lg font-semibold text-forest-900 sm:mt-5">{title}</h3>
              </div>
              <p className="mt-3 leading-relaxed text-neutral-700 sm:mt-2">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-2xl bg-forest-50 p-6 ring-1 ring-forest-900/10 sm:p-8">
          <h3 className="text-lg font-semibold text-forest-900">And with every plot</h3>
          <ul className="mt-5 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            {moreBenefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3 text-neutral-800">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-forest-700 text-white">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
