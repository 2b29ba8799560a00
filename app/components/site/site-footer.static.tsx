import { Clock, Mail, MapPin, Phone } from "lucide-react";

import { indiaYear } from "#app/lib/india-time.ts";
import { useHref, useSite, useT } from "./site-data.ts";

import { mailtoHref, telHref } from "./contact-links.ts";
import { siteNavigation } from "./navigation.ts";
import { PageWhatsAppLink } from "./whatsapp-link.static.tsx";

const headingClass = "text-sm font-semibold tracking-wider text-marigold-400 uppercase";
const linkClass = "rounded-sm text-forest-100 underline-offset-4 hover:text-white hover:underline";

/** The footer of every public page: who we are, where to go, how to reach us (spec §2 Home). */
export function SiteFooter() {
  const { settings } = useSite();
  const t = useT();
  const href = useHref();
  const socialLinks = [
    { label: "Facebook", href: settings.facebookUrl },
    { label: "Instagram", href: settings.instagramUrl },
    { label: "YouTube", href: settings.youtubeUrl },
  ].filter((link) => link.href !== "");

  return (
    <footer className="surface-dark bg-forest-900 text-forest-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.6fr] lg:px-8">
        <div>
          <a href={href("/")} className="inline-flex items-center gap-3 rounded-md">
            <img src="/logo.svg" alt="" width={44} height={44} className="size-11" />
            <span className="text-xl font-semibold text-white">{settings.companyName}</span>
          </a>
          <p className="mt-5 max-w-sm leading-relaxed">
            {t("site:footerAbout", { year: settings.foundedYear })}
          </p>
          {socialLinks.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2" aria-label={t("site:socialMedia")}>
              {socialLinks.map((link) => (
                <li key={link.label}>
                  <a href={link.href} className={linkClass} rel="noopener noreferrer" target="_blank">
                    {link.label}
                    <span className="sr-only">{t("site:opensInNewTab")}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <nav id="footer-nav" aria-labelledby="footer-nav-heading">
          <h2 id="footer-nav-heading" className={headingClass}>
            {t("site:explore")}
          </h2>
          <ul className="mt-5 space-y-3">
            {siteNavigation.map((link) => (
              <li key={link.to}>
                <a href={href(link.to)} className={linkClass}>
                  {t(link.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="md:col-span-2 lg:col-span-1">
          <h2 className={headingClass}>{t("site:contactUs")}</h2>
          <ul className="mt-5 space-y-4">
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-marigold-400" />
              <a href={telHref(settings.phone)} className={`${linkClass} tabular-nums`}>
                {settings.phone}
              </a>
            </li>
            <li>
              <PageWhatsAppLink
                className={`flex gap-3 ${linkClass}`}
                iconClassName="mt-0.5 size-5 shrink-0 text-marigold-400"
              />
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-marigold-400" />
              <a href={mailtoHref(settings.email)} className={`${linkClass} break-all`}>
                {settings.email}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-marigold-400" />
              <address className="not-italic">
                <span className="font-semibold text-white">{t("site:headOffice")}</span>
                <br />
                {settings.officeAddress}, {settings.officeCity}
                <br />
                {settings.officeState} {settings.officePostalCode}
              </address>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-marigold-400" />
              <span>{settings.businessHours}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-6 pb-24 text-sm text-forest-200 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>{t("site:copyright", { year: indiaYear(), company: settings.companyName })}</p>
          <p>{t("site:approvals")}</p>
        </div>
      </div>
    </footer>
  );
}
