import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { data, redirect } from "react-router";

import { ContactForm } from "~/components/contact/contact-form";
import { mailtoHref, telHref } from "~/components/site/contact-links";
import { contactSchema, readFormValues, type ContactField } from "~/domain/leads/lead-forms";
import type { ContactResult } from "~/domain/leads/lead-form-results";
import { messages } from "~/domain/leads/lead-options";
import type { SiteSettings } from "~/domain/settings/settings";
import { submitPublicLead } from "~/domain/leads/public-lead.server";
import { fieldErrors } from "~/lib/form-errors";
import { seoMeta } from "~/lib/seo";
import { siteFromMatches, useSite } from "~/components/site/site-data";

import type { Route } from "./+types/contact";

const contactFields: ContactField[] = ["name", "phone", "email", "subject", "message"];

export function meta({ matches }: Route.MetaArgs) {
  const { settings, siteUrl } = siteFromMatches(matches);
  return seoMeta({
    title: "Contact Us",
    description: `Call, e-mail or message ${settings.companyName}, or visit our head office in ${settings.officeCity}, ${settings.officeState}. ${settings.businessHours}.`,
    path: "/contact",
    siteUrl,
    siteName: settings.companyName,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = await readFormValues(request);
  const fromScript = values.js === "1";
  // A page rendered for a post shows what the visitor typed: no cache may keep it.
  const noStore = { "Cache-Control": "no-store" };
  const typed = fromScript
    ? undefined
    : Object.fromEntries(contactFields.map((field) => [field, values[field] ?? ""]));

  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    return data<ContactResult>(
      { ok: false, errors: fieldErrors<ContactField>(parsed.error), values: typed },
      { status: 400, headers: noStore },
    );
  }
  const message = parsed.data;

  const outcome = await submitPublicLead(context, "contact", values, {
    kind: "contact",
    name: message.name,
    phone: message.phone,
    email: message.email,
    message: message.message,
    details: { subject: message.subject },
    page: "/contact",
    projectId: null,
  });
  if (!outcome.ok && outcome.reason === "limited") {
    return data<ContactResult>(
      { ok: false, errors: {}, formError: messages.rateLimited, values: typed },
      { status: 429, headers: { ...noStore, "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  if (!outcome.ok) {
    return data<ContactResult>(
      { ok: false, errors: {}, formError: messages.failed, values: typed },
      { status: 503, headers: noStore },
    );
  }

  if (!fromScript) return redirect("/contact?sent=1#contact-status", 303);
  return data<ContactResult>({ ok: true }, { headers: noStore });
}

export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : parentHeaders;
}

function mapUrls(settings: SiteSettings) {
  const lat = settings.mapLatitude;
  const lon = settings.mapLongitude;
  const bbox = [lon - 0.012, lat - 0.008, lon + 0.012, lat + 0.008].map((n) => n.toFixed(5)).join(",");
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`,
    full: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
  };
}

function DetailItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-forest-50 text-forest-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-neutral-600">{title}</h3>
        <div className="mt-0.5 text-base text-neutral-900">{children}</div>
      </div>
    </li>
  );
}

const linkClass =
  "font-semibold text-forest-800 underline decoration-forest-300 underline-offset-4 hover:decoration-forest-700";

export default function Contact({ actionData }: Route.ComponentProps) {
  const { settings } = useSite();
  const map = mapUrls(settings);
  const greeting = `Hello ${settings.companyName}, I would like to know more about your plots.`;
  const whatsapp = `https://wa.me/${settings.whatsappNumber}?text=${encodeURIComponent(greeting)}`;
  const iconClass = "size-5";

  return (
    <>
      <div className="bg-forest-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold tracking-wider text-marigold-300 uppercase">Contact</p>
          <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">Contact Us</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-forest-50">
            Questions about a plot, a site visit or the documents? Send us a message, call or chat with us:
            our team in {settings.officeCity} will help you.
          </p>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10 lg:px-8 lg:py-16">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-2xl font-semibold text-forest-900">
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-neutral-600">
            Fields marked <span aria-hidden="true">*</span>
            <span className="sr-only">as required</span> are required. We reply on working days.
          </p>
          <ContactForm pageResult={actionData} />
        </section>

        <div className="space-y-8">
          <section
            aria-labelledby="quick-contact-heading"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-8"
          >
            <h2 id="quick-contact-heading" className="text-xl font-semibold text-forest-900">
              Quick contact
            </h2>
            <ul className="mt-6 space-y-5">
              <DetailItem icon={<Phone className={iconClass} aria-hidden="true" />} title="Call us">
                <a href={telHref(settings.phone)} className={`${linkClass} tabular-nums`}>
                  {settings.phone}
                </a>
              </DetailItem>
              <DetailItem icon={<Mail className={iconClass} aria-hidden="true" />} title="Email us">
                <a href={mailtoHref(settings.email)} className={`${linkClass} break-all`}>
                  {settings.email}
                </a>
              </DetailItem>
              <DetailItem icon={<MessageCircle className={iconClass} aria-hidden="true" />} title="WhatsApp">
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  Chat with us on WhatsApp
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </DetailItem>
            </ul>
          </section>

          <section
            aria-labelledby="office-heading"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-8"
          >
            <h2 id="office-heading" className="text-xl font-semibold text-forest-900">
              Visit us
            </h2>
            <ul className="mt-6 space-y-5">
              <DetailItem icon={<MapPin className={iconClass} aria-hidden="true" />} title="Head office">
                <address className="not-italic">
                  {settings.officeAddress}
                  <br />
                  {settings.officeCity}, {settings.officeState} {settings.officePostalCode}
                </address>
              </DetailItem>
              <DetailItem icon={<Clock className={iconClass} aria-hidden="true" />} title="Business hours">
                {settings.businessHours}
              </DetailItem>
            </ul>
          </section>
        </div>
      </div>

      <section aria-labelledby="map-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <h2 id="map-heading" className="text-xl font-semibold text-forest-900">
          Find our office
        </h2>
        <div className="mt-4 hidden overflow-hidden rounded-2xl shadow-sm ring-1 ring-black/5 md:block">
          <iframe
            title={`Map of our head office in ${settings.officeCity}`}
            src={map.embed}
            height={450}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="block h-[450px] w-full border-0"
          />
        </div>
        <p className="mt-3 rounded-2xl bg-white p-5 text-neutral-700 shadow-sm ring-1 ring-black/5 md:hidden">
          Map is available on larger screens
        </p>
        <p className="mt-3 text-sm">
          <a href={map.full} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Open the map on OpenStreetMap
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </section>
    </>
  );
}
