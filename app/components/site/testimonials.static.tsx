import { Star } from "lucide-react";

import { initials } from "#app/lib/initials.ts";
import { SectionHeading } from "./section-heading.static.tsx";
import { useLocale, useT } from "./site-data.ts";
import { testimonialsIn, type Testimonial } from "./testimonials.ts";

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
  const t = useT();
  return (
    <div role="img" aria-label={t("home:rating", { rating })} className="flex gap-0.5">
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
  const t = useT();
  const testimonials = testimonialsIn(useLocale());
  return (
    <section aria-labelledby="testimonials-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={t("home:testimonialsEyebrow")}
          title={t("home:testimonialsTitle")}
        >
          {t("home:testimonialsIntro")}
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
