import { usePageWhatsApp } from "./contact-bar.static.tsx";
import { useT } from "./site-data.ts";
import { WhatsAppLogo } from "./whatsapp.static.tsx";

/** "Message us on WhatsApp", greeting with what the page is about (the mobile menu, the footer). */
export function PageWhatsAppLink({ className, iconClassName }: { className: string; iconClassName: string }) {
  const t = useT();
  return (
    <a href={usePageWhatsApp()} target="_blank" rel="noopener noreferrer" className={className}>
      <WhatsAppLogo className={iconClassName} />
      {t("site:messageOnWhatsApp")}
      <span className="sr-only">{t("site:opensInNewTab")}</span>
    </a>
  );
}
