import { usePageWhatsApp } from "./contact-bar.tsx";
import { WhatsAppLogo } from "./whatsapp.tsx";

/** "Message us on WhatsApp", greeting with what the page is about (the mobile menu, the footer). */
export function PageWhatsAppLink({
  className,
  iconClassName,
  onClick,
}: {
  className: string;
  iconClassName: string;
  onClick?(): void;
}) {
  return (
    <a
      href={usePageWhatsApp()}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      className={className}
    >
      <WhatsAppLogo className={iconClassName} />
      Message us on WhatsApp
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
