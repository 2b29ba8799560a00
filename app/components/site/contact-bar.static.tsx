import { ClipboardList, Phone } from "lucide-react";
import { useMatches } from "react-router";

import { EnquiryTrigger } from "#app/components/enquiry/enquiry-trigger.static.tsx";

import { telHref } from "./contact-links.ts";
import { useSite, useT } from "./site-data.ts";
import { chatGreeting, WhatsAppLogo, whatsappHref } from "./whatsapp.static.tsx";

/** What a page's route `handle` tells the contact bar. */
export interface ContactHandle {
  /** What a chat started on this page is about ("Green Meadows at Oragadam"), from its loader data. */
  chatTopic?: (loaderData: unknown) => string;
  /** The page shows its own bar (the project page, whose actions also count chats). */
  ownContactBar?: boolean;
}

/** The deepest page's wishes for the bar. */
function usePageHandle(): { topic?: string; ownBar: boolean } {
  const page = useMatches().at(-1);
  const handle = (page?.handle ?? {}) as ContactHandle;
  return { topic: handle.chatTopic?.(page?.loaderData), ownBar: handle.ownContactBar === true };
}

/** A WhatsApp chat whose greeting names what this page is about. */
export function usePageWhatsApp(): string {
  const { settings } = useSite();
  const t = useT();
  return whatsappHref(settings.whatsappNumber, chatGreeting(t, settings.companyName, usePageHandle().topic));
}

/** The bar's height, which the page keeps free at its end so the bar never covers its last line. */
const barHeight = "h-[calc(4rem+env(safe-area-inset-bottom))]";

const itemClass =
  "flex h-16 flex-col items-center justify-center gap-0.5 text-sm font-semibold focus-visible:-outline-offset-4";

export interface ContactBarProps {
  label: string;
  phone: string;
  whatsapp: string;
  /** The project a chat started here is counted for (chat-event-script.ts sends the count). */
  chatProjectId?: string;
  /** The enquiry button's accessible name. */
  enquireLabel: string;
  project?: { id: string; name: string };
}

/**
 * On phones (below `md`), the ways to reach us at the bottom of the screen: call, WhatsApp and the
 * enquiry form. Plain links in the server's HTML; the enquiry link becomes the dialog's button.
 */
export function ContactBar({
  label,
  phone,
  whatsapp,
  chatProjectId,
  enquireLabel,
  project,
}: ContactBarProps) {
  const t = useT();
  return (
    <nav
      aria-label={label}
      data-contact-bar
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-3 bg-white ring-1 ring-forest-900/15 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] md:hidden"
    >
      <a
        href={telHref(phone)}
        aria-label={t("site:callNumber", { phone })}
        className={`${itemClass} text-forest-800`}
      >
        <Phone aria-hidden="true" className="size-5" />
        {t("site:call")}
      </a>
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        data-chat-project={chatProjectId}
        aria-label={t("site:chatOnWhatsApp")}
        className={`${itemClass} bg-emerald-700 text-white`}
      >
        <WhatsAppLogo className="size-5" />
        WhatsApp
      </a>
      <EnquiryTrigger
        aria-label={enquireLabel}
        projectId={project?.id}
        projectName={project?.name}
        className={`${itemClass} bg-marigold-400 text-forest-900`}
      >
        <ClipboardList aria-hidden="true" className="size-5" />
        {t("site:enquire")}
      </EnquiryTrigger>
    </nav>
  );
}

/**
 * The public layout's bar, greeting with what the page is about, and the room it takes at the end
 * of every page. Pages with a bar of their own still get the room.
 */
export function SiteContactBar() {
  const { settings } = useSite();
  const { ownBar } = usePageHandle();
  const whatsapp = usePageWhatsApp();
  const t = useT();
  return (
    <>
      <div aria-hidden="true" className={`${barHeight} md:hidden`} />
      {ownBar ? null : (
        <ContactBar
          label={t("site:contactUs")}
          phone={settings.phone}
          whatsapp={whatsapp}
          enquireLabel={t("site:enquireNowLabel")}
        />
      )}
    </>
  );
}
