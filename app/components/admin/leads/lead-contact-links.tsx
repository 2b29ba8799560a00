import { Mail, MessageCircle, Phone } from "lucide-react";

import { mailtoHref, telHref } from "#app/components/site/contact-links.ts";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import type { LeadFactsView } from "#app/domain/leads/lead-page-view.ts";
import { whatsappReplyUrl } from "#app/domain/leads/lead-view.ts";

/** Call, a WhatsApp reply greeting the person and naming the project, and e-mail. */
export function LeadContactLinks({
  lead,
  companyName,
}: {
  lead: Pick<LeadFactsView, "name" | "phone" | "email" | "projectName">;
  companyName: string;
}) {
  return (
    <>
      <LinkButton to={telHref(lead.phone)} variant="primary">
        <Phone aria-hidden className="size-4" />
        Call
      </LinkButton>
      <LinkButton to={whatsappReplyUrl(lead, companyName)} newTab>
        <MessageCircle aria-hidden className="size-4" />
        WhatsApp
      </LinkButton>
      {lead.email ? (
        <LinkButton to={mailtoHref(lead.email)}>
          <Mail aria-hidden className="size-4" />
          E-mail
        </LinkButton>
      ) : null}
    </>
  );
}
