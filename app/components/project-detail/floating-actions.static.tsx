import { ClipboardList, Phone } from "lucide-react";

import { EnquiryTrigger } from "#app/components/enquiry/enquiry-trigger.static.tsx";
import { ContactBar } from "#app/components/site/contact-bar.static.tsx";
import { telHref } from "#app/components/site/contact-links.ts";
import { useLocale, useT } from "#app/components/site/site-data.ts";
import { WhatsAppLogo } from "#app/components/site/whatsapp.static.tsx";

import chatScript from "./chat-event-script.ts?script";
import { whatsappChatUrl } from "#app/domain/projects/project-page.ts";

export interface FloatingActionsProps {
  project: { id: string; name: string; location: string };
  whatsappNumber: string;
  phone: string;
}

const buttonClass =
  "inline-flex size-13 sm:size-14 items-center justify-center rounded-full shadow-lg ring-1 ring-black/10 transition hover:scale-105 motion-reduce:transition-none";

/**
 * Spec §2: chat, call and enquire, stacked at the bottom right where a thumb reaches them. On
 * phones they are the contact bar instead, which keeps the page's text uncovered. Their WhatsApp
 * links count a chat started for the project (chat-event-script.ts).
 */
export function FloatingActions({ project, whatsappNumber, phone }: FloatingActionsProps) {
  const t = useT();
  const chat = whatsappChatUrl(whatsappNumber, project, useLocale());
  return (
    <>
      <script type="module" src={chatScript} async />
      <ContactBar
        label={t("project:contactAboutProject")}
        phone={phone}
        whatsapp={chat}
        chatProjectId={project.id}
        enquireLabel={t("project:enquireSendAnEnquiry")}
        project={project}
      />
      <FloatingCircles project={project} chat={chat} phone={phone} />
    </>
  );
}

function FloatingCircles({
  project,
  chat,
  phone,
}: {
  project: FloatingActionsProps["project"];
  chat: string;
  phone: string;
}) {
  const t = useT();
  return (
    <nav
      aria-label={t("project:contactAboutProject")}
      className="fixed right-6 bottom-6 z-30 hidden flex-col gap-3 md:flex"
    >
      <a
        href={chat}
        target="_blank"
        rel="noopener noreferrer"
        data-chat-project={project.id}
        aria-label={t("site:chatOnWhatsApp")}
        title={t("site:chatOnWhatsApp")}
        className={`${buttonClass} bg-emerald-700 text-white hover:bg-emerald-800`}
      >
        <WhatsAppLogo className="size-6" />
      </a>
      <a
        href={telHref(phone)}
        aria-label={t("site:callNumber", { phone })}
        title={t("site:callNumber", { phone })}
        className={`${buttonClass} bg-forest-800 text-white hover:bg-forest-900`}
      >
        <Phone className="size-6" aria-hidden="true" />
      </a>
      <EnquiryTrigger
        projectId={project.id}
        projectName={project.name}
        className={`${buttonClass} bg-marigold-400 text-forest-900 hover:bg-marigold-500`}
      >
        <ClipboardList className="size-6" aria-hidden="true" />
        <span className="sr-only">{t("project:sendAnEnquiry")}</span>
      </EnquiryTrigger>
    </nav>
  );
}
