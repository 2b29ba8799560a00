import { ClipboardList, MessageCircle, Phone } from "lucide-react";

import { EnquiryTrigger } from "~/components/enquiry/enquiry-trigger";
import { telHref } from "~/components/site/contact-links";

import { whatsappChatUrl } from "../../domain/projects/project-page";

export interface FloatingActionsProps {
  project: { id: string; name: string; location: string };
  whatsappNumber: string;
  phone: string;
}

const buttonClass =
  "inline-flex size-13 sm:size-14 items-center justify-center rounded-full shadow-lg ring-1 ring-black/10 transition hover:scale-105 motion-reduce:transition-none";

/**
 * Counts a 'chat started' for the project (no personal data) as the WhatsApp link opens. The
 * beacon is queued by the browser, so the link opens at once and the count survives the tab
 * switching away; where sendBeacon is missing, a keepalive fetch does the same.
 */
function recordChatStarted(projectId: string): void {
  const body = new URLSearchParams({ kind: "whatsapp", projectId });
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon("/interest", body)) return;
    void fetch("/interest", { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(
      () => {},
    );
  } catch {
    // Counting interest must never stand between the visitor and the chat.
  }
}

/** Spec §2: chat, call and enquire, stacked at the bottom right where a thumb reaches them. */
export function FloatingActions({ project, whatsappNumber, phone }: FloatingActionsProps) {
  return (
    <nav
      aria-label="Contact us about this project"
      className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 flex flex-col gap-3 sm:right-6 sm:bottom-6"
    >
      <a
        href={whatsappChatUrl(whatsappNumber, project)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => recordChatStarted(project.id)}
        aria-label="Chat on WhatsApp"
        title="Chat on WhatsApp"
        className={`${buttonClass} bg-emerald-700 text-white hover:bg-emerald-800`}
      >
        <MessageCircle className="size-6" aria-hidden="true" />
      </a>
      <a
        href={telHref(phone)}
        aria-label={`Call ${phone}`}
        title={`Call ${phone}`}
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
        <span className="sr-only">Send an enquiry</span>
      </EnquiryTrigger>
    </nav>
  );
}
