import { RowIcon } from "#app/components/admin/row-icons.tsx";
import { telHref } from "#app/components/site/contact-links.ts";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import { displayPhone, whatsappReplyUrl, type LeadRow } from "#app/domain/leads/lead-view.ts";

/** Call and a WhatsApp reply, named by the number so that each row's pair stays apart. */
export function LeadRowContact({ row, companyName }: { row: LeadRow; companyName: string }) {
  const phone = displayPhone(row.phone);
  return (
    <div className="flex items-center gap-1.5">
      <LinkButton to={telHref(row.phone)} aria-label={`Call ${phone}`} title={`Call ${phone}`} size="icon">
        <RowIcon name="call" className="size-4 text-forest-800" />
      </LinkButton>
      <LinkButton
        to={whatsappReplyUrl(row, companyName)}
        newTab
        aria-label={`WhatsApp ${phone}`}
        title={`WhatsApp ${phone}`}
        size="icon"
      >
        <RowIcon name="whatsapp" className="size-4 text-green-700" />
      </LinkButton>
    </div>
  );
}
