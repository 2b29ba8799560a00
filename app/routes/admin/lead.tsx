import { data, isRouteErrorResponse } from "react-router";

import { LeadNotFound } from "#app/components/admin/leads/lead-not-found.tsx";
import { LeadPage } from "#app/components/admin/leads/lead-page.tsx";
import { servicesContext } from "#app/context.ts";
import { recordLeadView } from "#app/domain/leads/lead-access.server.ts";
import { getLead } from "#app/domain/leads/lead-inbox.server.ts";
import { leadGone, toLeadPage, workOnLead } from "#app/domain/leads/lead-pages.server.ts";
import { leadVisit } from "#app/domain/leads/lead-visit.server.ts";
import { leadPath, leadsPath } from "#app/domain/leads/lead-view.ts";
import { bookingOfPlot } from "#app/domain/bookings/index.server.ts";
import { loadLeadPlot } from "#app/domain/plots/plot-page.server.ts";
import { businessHoursFrom } from "#app/domain/settings/business-hours.ts";
import { getSiteSettings } from "#app/domain/settings/settings.server.ts";
import { can, mayAssign, mayWorkLead } from "#app/domain/staff/roles.ts";
import { forbidden, requirePermission } from "#app/domain/staff/session.server.ts";
import { listActiveStaff } from "#app/domain/staff/staff.server.ts";
import { leadWhatsApp, replyOnWhatsApp, type WhatsAppLead } from "#app/domain/whatsapp/index.server.ts";
import { whatsAppMessages } from "#app/domain/whatsapp/index.ts";
import type { LeadDetail } from "#app/domain/leads/lead-inbox.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { confirmedId } from "#app/lib/table-page.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/lead";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.lead.name} · Leads | Back office` : "Lead not found | Back office" },
    { name: "robots", content: "noindex" },
  ];
}

const whatsAppLead = (lead: LeadDetail): WhatsAppLead => ({
  id: lead.id,
  name: lead.name,
  phone: lead.phone,
  consent: lead.consent,
  personId: lead.personId,
  project: lead.projectName,
  projectTa: lead.projectNameTa,
  language: lead.language,
});

/** Issue "Inbox": everything the person sent, and what staff did with it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = requirePermission(context, "read-leads");
  const { db, auth, whatsApp } = context.get(servicesContext);
  const lead = await getLead(db, params.id);
  if (!lead) throw data({ notFound: true }, { status: 404 });
  if (!mayWorkLead(me, lead.assignedTo)) throw forbidden();
  const [site, staff, plot, visit, whatsAppView] = await Promise.all([
    getSiteSettings(db),
    listActiveStaff(auth),
    loadLeadPlot(db, lead),
    leadVisit(db, lead.id),
    leadWhatsApp(db, whatsAppLead(lead), whatsApp.config !== undefined, new Date()),
    recordLeadView(db, me, lead.id),
  ]);
  const manages = can(me.role, "manage-leads");
  const mayBook = can(me.role, "book-plots");
  return {
    plot,
    plotBooking: {
      mayBook,
      bookingId: mayBook && plot?.plot ? await bookingOfPlot(db, plot.plot.id) : null,
    },
    visit,
    whatsApp: whatsAppView,
    holdHours: site.plotHoldHours,
    lead: toLeadPage(lead, new Date(), businessHoursFrom(site.businessHours)),
    companyName: site.companyName,
    // A sales executive can take the lead for themselves, not give it to someone else.
    staff: manages ? staff : staff.filter((s) => s.id === me.id),
    mayDelete: manages,
    confirmDelete: manages && new URL(request.url).searchParams.has("delete"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "read-leads");
  const services = context.get(servicesContext);
  const lead = await getLead(services.db, params.id);
  if (!lead) return redirectWithToast(leadsPath, leadGone);
  if (!mayWorkLead(staff, lead.assignedTo)) throw forbidden();
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "delete" && !can(staff.role, "manage-leads")) throw forbidden();
  const assignee = String(form.get("assignee") ?? "") || null;
  if (intent === "follow-up" && !mayAssign(staff, lead.assignedTo, assignee)) throw forbidden();
  // Without JavaScript nobody has confirmed yet: confirmedId answers with the confirmation step.
  if (intent === "delete") confirmedId(form, leadPath(lead.id));
  if (intent === "whatsapp") {
    const configured = services.whatsApp.config !== undefined;
    const now = new Date();
    const sent = await replyOnWhatsApp(services.db, {
      lead: whatsAppLead(lead),
      staffName: staff.name,
      form,
      configured,
      now,
    });
    if ("error" in sent)
      return data({ errors: { whatsapp: sent.error, whatsappText: sent.text } }, { status: 400 });
    services.whatsApp.kick();
    return redirectWithToast(leadPath(lead.id), { type: "success", message: whatsAppMessages.queued });
  }
  const result = await workOnLead(services, { name: staff.name }, lead, form);
  if ("errors" in result) return data({ errors: result.errors }, { status: 400 });
  return redirectWithToast(result.to, result.toast);
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPage {...loaderData} errors={actionData?.errors ?? {}} />;
}

/** An unknown or malformed address: "not found" inside the back office; signed out goes up. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <LeadNotFound />;
}
