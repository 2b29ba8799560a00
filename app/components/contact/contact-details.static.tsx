import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";

import { mailtoHref, telHref } from "#app/components/site/contact-links.ts";
import { useT } from "#app/components/site/site-data.ts";
import type { SiteSettings } from "#app/domain/settings/settings.ts";

/** The white cards of the contact page: the form, quick contact and the office. */
export const contactCardClass = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-8";

const linkClass =
  "font-semibold text-forest-800 underline decoration-forest-300 underline-offset-4 hover:decoration-forest-700";
const iconClass = "size-5";

function DetailsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={contactCardClass}>
      <h2 id={id} className="text-xl font-semibold text-forest-900">
        {title}
      </h2>
      <ul className="mt-6 space-y-5">{children}</ul>
    </section>
  );
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

/** Spec §2 /contact: quick contact details (phone, e-mail, WhatsApp) and the head office. */
export function ContactDetails({ settings }: { settings: SiteSettings }) {
  const t = useT();
  const greeting = t("site:whatsappGreeting", { company: settings.companyName });
  const whatsapp = `https://wa.me/${settings.whatsappNumber}?text=${encodeURIComponent(greeting)}`;
  return (
    <div className="space-y-8">
      <DetailsCard id="quick-contact-heading" title={t("contact:quickContact")}>
        <DetailItem icon={<Phone className={iconClass} aria-hidden="true" />} title={t("contact:callUs")}>
          <a href={telHref(settings.phone)} className={`${linkClass} tabular-nums`}>
            {settings.phone}
          </a>
        </DetailItem>
        <DetailItem icon={<Mail className={iconClass} aria-hidden="true" />} title={t("contact:emailUs")}>
          <a href={mailtoHref(settings.email)} className={`${linkClass} break-all`}>
            {settings.email}
          </a>
        </DetailItem>
        <DetailItem
          icon={<MessageCircle className={iconClass} aria-hidden="true" />}
          title={t("contact:whatsApp")}
        >
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t("contact:chatOnWhatsApp")}
            <span className="sr-only">{t("site:opensInNewTab")}</span>
          </a>
        </DetailItem>
      </DetailsCard>

      <DetailsCard id="office-heading" title={t("contact:visitUs")}>
        <DetailItem icon={<MapPin className={iconClass} aria-hidden="true" />} title={t("site:headOffice")}>
          <address className="not-italic">
            {settings.officeAddress}
            <br />
            {settings.officeCity}, {settings.officeState} {settings.officePostalCode}
          </address>
        </DetailItem>
        <DetailItem
          icon={<Clock className={iconClass} aria-hidden="true" />}
          title={t("contact:businessHours")}
        >
          {settings.businessHours}
        </DetailItem>
      </DetailsCard>
    </div>
  );
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

/** Spec §2 /contact: the office on a map 450 px high, on medium and larger screens only. */
export function OfficeMap({ settings }: { settings: SiteSettings }) {
  const t = useT();
  const map = mapUrls(settings);
  return (
    <section aria-labelledby="map-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <h2 id="map-heading" className="text-xl font-semibold text-forest-900">
        {t("contact:findOffice")}
      </h2>
      <div className="mt-4 hidden overflow-hidden rounded-2xl shadow-sm ring-1 ring-black/5 md:block">
        <iframe
          title={t("contact:mapTitle", { city: settings.officeCity })}
          src={map.embed}
          height={450}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="block h-[450px] w-full border-0"
        />
      </div>
      <p className="mt-3 rounded-2xl bg-white p-5 text-neutral-700 shadow-sm ring-1 ring-black/5 md:hidden">
        {t("contact:mapOnLargerScreens")}
      </p>
      <p className="mt-3 text-sm">
        <a href={map.full} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {t("contact:openMap")}
          <span className="sr-only">{t("site:opensInNewTab")}</span>
        </a>
      </p>
    </section>
  );
}
