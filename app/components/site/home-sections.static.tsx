import {
  BadgeIndianRupee,
  CalendarCheck,
  Check,
  FileCheck2,
  FileSearch,
  Handshake,
  KeyRound,
  Landmark,
  MapPin,
  PenLine,
  ShieldCheck,
  Star,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";

import { useSite } from "./site-data.ts";
import { initials } from "#app/lib/initials.ts";

import { testimonials, type Testimonial } from "./testimonials.ts";

const headingTones = {
  light: { eyebrow: "text-marigold-700", title: "text-forest-900", intro: "text-neutral-600" },
  // On a dark section the introduction keeps the section's own text colour.
  dark: { eyebrow: "text-marigold-400", title: "text-white", intro: "" },
};

/** A section's heading block: a small label, the heading and an optional introduction. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "center",
  tone = "light",
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "left";
  tone?: keyof typeof headingTones;
}) {
  const colours = headingTones[tone];
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className={`text-sm font-semibold tracking-widest uppercase ${colours.eyebrow}`}>{eyebrow}</p>
      <h2
        id={id}
        className={`mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl ${colours.title}`}
      >
        {title}
      </h2>
      {children && <p className={`mt-4 text-lg leading-relaxed ${colours.intro}`}>{children}</p>}
    </div>
  );
}

/** The company's track record (spec §2 Home: 12+, 50+, 2000+, 95%), from the settings. */
export function TrackRecord({ className = "" }: { className?: string }) {
  const { settings } = useSite();
  const stats = [
    { value: settings.statYears, label: "Years of Experience" },
    { value: settings.statProjects, label: "Projects" },
    { value: settings.statCustomers, label: "Happy Customers" },
    { value: settings.statSatisfaction, label: "Satisfaction" },
  ];
  return (
    <dl
      className={`grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-forest-900/10 md:grid-cols-4 ${className}`}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse items-center bg-white px-4 py-6 text-center sm:py-8"
        >
          <dt className="mt-1 text-sm font-semibold text-neutral-600 sm:text-base">{stat.label}</dt>
          <dd className="text-4xl font-semibold text-forest-800 tabular-nums sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

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

const avatarColours = [
  "bg-forest-700 text-white",
  "bg-marigold-400 text-forest-900",
  "bg-forest-200 text-forest-900",
  "bg-sand-100 text-forest-900",
];

function Avatar({ testimonial, index }: { testimonial: Testimonial; index: number }) {
  if (testimonial.image) {
    return (
      <img
        src={testimonial.image}
        alt=""
        width={48}
        height={48}
        className="size-12 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`flex size-12 shrink-0 items-center justify-center rounded-full text-base font-semibold ${avatarColours[index % avatarColours.length]}`}
    >
      {initials(testimonial.name)}
    </span>
  );
}

function Rating({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`size-5 ${star <= rating ? "fill-marigold-400 text-marigold-500" : "fill-neutral-200 text-neutral-300"}`}
        />
      ))}
    </div>
  );
}

/** What our buyers say: fixed content (spec §2 Home, §3 Testimonial). */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="What our buyers say">
          Families across Tamil Nadu and Bangalore who bought their plot with us.
        </SectionHeading>
        <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.id}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-forest-900/10">
                <Rating rating={testimonial.rating} />
                <blockquote className="mt-4 flex-1 leading-relaxed text-neutral-700">
                  <p>“{testimonial.text}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-forest-900/10 pt-5">
                  <Avatar testimonial={testimonial} index={index} />
                  <span className="min-w-0">
                    <span className="block font-semibold text-forest-900">{testimonial.name}</span>
                    <span className="block text-sm text-neutral-600">{testimonial.location}</span>
                    <span className="mt-0.5 block text-sm font-semibold text-forest-700">
                      {testimonial.investment}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

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
