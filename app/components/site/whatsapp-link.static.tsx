import { usePageWhatsApp } from "./contact-bar.static.tsx";
import { WhatsAppLogo } from "./whatsapp.static.tsx";

/** "Message us on WhatsApp", greeting with what the page is about (the mobile menu, the footer). */
export function PageWhatsAppLink({ className, iconClassName }: { className: string; iconClassName: string }) {
  return (
    <a href={usePageWhatsApp()} target="_blank" rel="noopener noreferrer" className={className}>
      <WhatsAppLogo className={iconClassName} />
      Message us on WhatsApp
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
