import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";

import { BlogDialog } from "#app/components/admin/blog-dialog.tsx";
import {
  LeadAlertPanel,
  LeadContactLinks,
  LeadDeleteForm,
  LeadFacts,
  LeadHistory,
  LeadNotes,
  LeadSpamPanel,
  LeadWorkPanel,
} from "#app/components/admin/lead-detail.tsx";
import { LeadStatusBadge } from "#app/components/admin/lead-table.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { LeadPlot } from "#app/components/admin/plots/lead-plot.tsx";
import { servicesContext } from "#app/context.ts";
import { businessHoursFrom } from "#app/domain/settings/business-hours.ts";
import { getLead } from "#app/domain/leads/lead-inbox.server.ts";
import { leadKindLabels } from "#app/domain/leads/lead-model.ts";
import { leadGone, toLeadPage, workOnLead } from "#app/domain/leads/lead-pages.server.ts";
import { leadPath, leadsPath } from "#app/domain/leads/lead-view.ts";
import { loadLeadPlot } from "#app/domain/plots/plot-page.server.ts";
import { getSiteSettings } from "#app/domain/settings/settings.server.ts";
import { requireStaff } from "#app/domain/staff/session.server.ts";
import { listActiveStaff } from "#app/domain/staff/staff.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/lead";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.lead.name} · Leads | Back office` : "Lead not found | Back office" },
    { name: "robots", content: "noindex" },
  ];
}

/** Issue "Inbox": everything the person sent, and what staff did with it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db, auth } = context.get(servicesContext);
  const lead = await getLead(db, params.id);
  if (!lead) throw data({ notFound: true }, { status: 404 });
  const [site, staff, plot] = await Promise.all([
    getSiteSettings(db),
    listActiveStaff(auth),
    loadLeadPlot(db, lead),
  ]);
  return {
    plot,
    holdHours: site.plotHoldHours,
    lead: toLeadPage(lead, new Date(), businessHoursFrom(site.businessHours)),
    companyName: site.companyName,
    staff,
    confirmDelete: new URL(request.url).searchParams.has("delete"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const services = context.get(servicesContext);
  const lead = await getLead(services.db, params.id);
  if (!lead) return redirectWithToast(leadsPath, leadGone);
  const form = await readForm(request);
  // Without JavaScript nobody has confirmed yet: show the confirmation step first.
  if (form.get("intent") === "delete" && form.get("confirm") !== "yes") {
    throw redirect(`${leadPath(lead.id)}?delete`);
  }
  const result = await workOnLead(services, { name: staff.name }, lead, form);
  if ("errors" in result) return data({ errors: result.errors }, { status: 400 });
  return redirectWithToast(result.to, result.toast);
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, companyName, staff, confirmDelete, plot, holdHours } = loaderData;
  const errors = actionData?.errors ?? {};
  const here = leadPath(lead.id);
  const earlier = lead.history.filter((item) => item.earlier);
  const later = lead.history.filter((item) => !item.earlier);
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <Link
        to={lead.spam ? `${leadsPath}?view=spam` : leadsPath}
        className="inline-flex items-center gap-1 text-sm font-medium text-forest-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {lead.spam ? "Spam" : "All leads"}
      </Link>
      <PageHeader
        title={lead.name}
        intro={
          <span className="flex flex-wrap items-center gap-2">
            <span>{leadKindLabels[lead.kind]}</span>
            <span aria-hidden>·</span>
            <time dateTime={lead.when.iso} title={lead.when.exact}>
              {lead.when.exact}
            </time>
            <LeadStatusBadge status={lead.status} />
          </span>
        }
        actions={<LeadContactLinks lead={lead} companyName={companyName} />}
      />
      {errors.form ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
          {errors.form}
        </p>
      ) : null}

      <div className="grid items-start gap-5 lg:grid-cols-3">
        <div className="space-y-5 lg:col-span-2">
          <LeadFacts lead={lead} />
          <LeadNotes notes={lead.notes} errors={errors} />
        </div>
        <div className="space-y-5">
          <LeadWorkPanel lead={lead} staff={staff} errors={errors} />
          {plot ? <LeadPlot view={plot} lead={lead} holdHours={holdHours} returnTo={here} /> : null}
          <LeadHistory title="Earlier leads from this number" items={earlier} />
          <LeadHistory title="Later leads from this number" items={later} />
          <LeadAlertPanel alert={lead.alert} spam={lead.spam} />
          <LeadSpamPanel spam={lead.spam} spamReason={lead.spamReason} deleteHref={`${here}?delete`} />
        </div>
      </div>

      {confirmDelete ? (
        <BlogDialog title="Delete lead" closeHref={here} size="narrow">
          <LeadDeleteForm lead={lead} closeHref={here} />
        </BlogDialog>
      ) : null}
    </div>
  );
}

/** An unknown or malformed address: "not found" inside the back office; signed out goes up. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="mx-auto max-w-xl rounded-lg bg-white px-6 py-12 text-center shadow-sm ring-1 ring-neutral-200">
      <h1 className="text-2xl font-semibold text-forest-900">Lead not found</h1>
      <p className="mt-2 text-neutral-600">It may have been deleted, or the address is mistyped.</p>
      <Link
        to={leadsPath}
        className="mt-6 inline-block rounded-md bg-forest-700 px-4 py-2 text-sm font-semibold text-white hover:bg-forest-800"
      >
        Back to Leads
      </Link>
    </div>
  );
}
