import { CalendarCheck, FileSearch, KeyRound, MapPin, PenLine, type LucideIcon } from "lucide-react";

import type { home } from "#app/i18n/messages/en/home.ts";

import { SectionHeading } from "./section-heading.static.tsx";
import { useT } from "./site-data.ts";

type HomeKey = `home:${keyof typeof home}`;

const steps: { icon: LucideIcon; title: HomeKey; text: HomeKey }[] = [
  { icon: MapPin, title: "home:stepVisitTitle", text: "home:stepVisitText" },
  { icon: FileSearch, title: "home:stepDocumentsTitle", text: "home:stepDocumentsText" },
  { icon: PenLine, title: "home:stepBookingTitle", text: "home:stepBookingText" },
  { icon: CalendarCheck, title: "home:stepRegistrationTitle", text: "home:stepRegistrationText" },
  { icon: KeyRound, title: "home:stepHandoverTitle", text: "home:stepHandoverText" },
];

/** How buying a plot works, step by step: what a first-time buyer wants to know before calling. */
export function BuyingSteps() {
  const t = useT();
  return (
    <section
      aria-labelledby="steps-heading"
      className="bg-forest-900 py-16 text-forest-100 sm:py-24 surface-dark"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="steps-heading"
          eyebrow={t("home:stepsEyebrow")}
          title={t("home:stepsTitle")}
          tone="dark"
        >
          {t("home:stepsIntro")}
        </SectionHeading>
        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-5 lg:gap-4">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-full bg-marigold-400 text-forest-900">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span aria-hidden="true" className="text-3xl font-semibold text-white/40 tabular-nums">
                  {String(index + 1).padStart(2, "0")}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-white">
                <span className="sr-only">{t("home:stepNumber", { number: index + 1 })}</span>
                {t(title)}
              </h3>
              <p className="mt-2 leading-relaxed">{t(text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
