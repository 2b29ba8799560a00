import { BackLink } from "#app/components/admin/back-link.tsx";
import { LeadPlot } from "#app/components/admin/plots/lead-plot.tsx";
import { ConfirmStep } from "#app/components/ui/confirm-step.tsx";
import { formErrorClass } from "#app/components/ui/form-styles.ts";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { leadKindLabels } from "#app/domain/leads/lead-model.ts";
import type { LeadPageView } from "#app/domain/leads/lead-page-view.ts";
import type { LeadVisitView } from "#app/domain/leads/lead-visit-view.ts";
import { leadPath, leadsPath, type LeadActionErrors } from "#app/domain/leads/lead-view.ts";
import type { LeadPlotView } from "#app/domain/plots/plot-view.ts";
import type { WhatsAppPanelView } from "#app/domain/whatsapp/index.ts";

import { LeadAlertPanel } from "./lead-alert-panel.tsx";
import { LeadContactLinks } from "./lead-contact-links.tsx";
import { leadDeleteRequest } from "./lead-delete-request.ts";
import { LeadFacts } from "./lead-facts.tsx";
import { LeadFollowUp } from "./lead-follow-up.tsx";
import { LeadHistory } from "./lead-history.tsx";
import { LeadNextStep } from "./lead-next-step.tsx";
import { LeadNotes } from "./lead-notes.tsx";
import { LeadSpamPanel } from "./lead-spam-panel.tsx";
import { LeadStatusBadge } from "./lead-status-badge.tsx";
import { LeadTime } from "./lead-time.tsx";
import { LeadVisit } from "./lead-visit.tsx";
import { LeadWhatsApp } from "./lead-whatsapp.tsx";

/** Issue "Inbox": everything the person sent, and what staff did with it. */
export function LeadPage({
  lead,
  companyName,
  staff,
  plot,
  plotBooking,
  holdHours,
  visit,
  whatsApp,
  mayDelete,
  confirmDelete,
  errors,
}: {
  lead: LeadPageView;
  companyName: string;
  /** Whom the lead may be assigned to. */
  staff: readonly { id: string; name: string }[];
  /** The plot the lead asked about, as the inventory has it now. */
  plot: LeadPlotView | null;
  /** Whether the role books plots, and the lead's plot's open booking (issue "Site visits and bookings"). */
  plotBooking: { mayBook: boolean; bookingId: string | null };
  holdHours: number;
  /** The visit the lead booked into a project's slot, if any. */
  visit: LeadVisitView | null;
  /** The lead's WhatsApp conversation (issue "WhatsApp channel"). */
  whatsApp: WhatsAppPanelView;
  /** Whether this staff member's role deletes leads (owners and sales managers). */
  mayDelete: boolean;
  /** The deletion's confirmation step (`?delete=<id>`, without JavaScript). */
  confirmDelete: boolean;
  errors: LeadActionErrors;
}) {
  const here = leadPath(lead.id);
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <BackLink to={lead.spam ? `${leadsPath}?view=spam` : leadsPath}>
        {lead.spam ? "Spam" : "All leads"}
      </BackLink>
      <PageHeader
        title={lead.name}
        intro={
          <span className="flex flex-wrap items-center gap-2">
            <span>{leadKindLabels[lead.kind]}</span>
            <span aria-hidden>·</span>
            <LeadTime when={lead.when} exact />
            <LeadStatusBadge status={lead.status} />
          </span>
        }
        actions={<LeadContactLinks lead={lead} companyName={companyName} />}
      />
      {errors.form ? (
        <p role="alert" className={formErrorClass}>
          {errors.form}
        </p>
      ) : null}

      <div className="grid items-start gap-5 lg:grid-cols-3">
        <div className="space-y-5 lg:col-span-2">
          <LeadFacts lead={lead} />
          <LeadWhatsApp view={whatsApp} error={errors.whatsapp} text={errors.whatsappText} />
          <LeadNotes notes={lead.notes} errors={errors} />
        </div>
        <div className="space-y-5">
          <LeadFollowUp lead={lead} staff={staff} errors={errors} />
          <LeadNextStep lead={lead} errors={errors} />
          {visit ? <LeadVisit visit={visit} errors={errors} /> : null}
          {plot ? (
            <LeadPlot view={plot} lead={lead} holdHours={holdHours} returnTo={here} booking={plotBooking} />
          ) : null}
          <LeadHistory
            title="Earlier leads from this number"
            items={lead.history.filter((item) => item.earlier)}
          />
          <LeadHistory
            title="Later leads from this number"
            items={lead.history.filter((item) => !item.earlier)}
          />
          <LeadAlertPanel alert={lead.alert} spam={lead.spam} />
          <LeadSpamPanel lead={lead} mayDelete={mayDelete} />
        </div>
      </div>

      {confirmDelete ? (
        <ConfirmStep
          request={leadDeleteRequest(lead)}
          fields={{ intent: "delete", id: lead.id }}
          closeHref={here}
        />
      ) : null}
    </div>
  );
}
