import { CalendarCheck, FileSearch, KeyRound, MapPin, PenLine, type LucideIcon } from "lucide-react";

import { SectionHeading } from "./section-heading.static.tsx";

const steps: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: MapPin,
    title: "Site visit",
    text: "Walk the layout with our team, see the roads, boundaries and surroundings, and shortlist your plots.",
  },
  {
    icon: FileSearch,
    title: "Document verification",
    text: "Take copies of the approvals, title deeds and encumbrance certificate to your lawyer. We answer every question.",
  },
  {
    icon: PenLine,
    title: "Booking",
    text: "Reserve your plot with a booking advance and a written agreement, with the price locked in.",
  },
  {
    icon: CalendarCheck,
    title: "Registration",
    text: "Register the sale deed at the Sub-Registrar office. We prepare the paperwork and coordinate your bank loan.",
  },
  {
    icon: KeyRound,
    title: "Handover",
    text: "Receive the original documents, get the patta in your name, and build whenever you are ready.",
  },
];

/** How buying a plot works, step by step: what a first-time buyer wants to know before calling. */
export function BuyingSteps() {
  return (
    <section
      aria-labelledby="steps-heading"
      className="bg-forest-900 py-16 text-forest-100 sm:py-24 surface-dark"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="steps-heading"
          eyebrow="Simple and transparent"
          title="How buying a plot with us works"
          tone="dark"
        >
          Five clear steps from your first visit to the day the land is yours.
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
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 leading-relaxed">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
