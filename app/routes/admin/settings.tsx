import { data } from "react-router";

import { LeadSettingsForm } from "#app/components/admin/lead-settings-form.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { SettingsForm } from "#app/components/admin/settings/settings-form.tsx";
import { AdLeadFormsForm } from "#app/components/admin/settings/ad-lead-forms-form.tsx";
import { RevisionSettingsForm } from "#app/components/admin/settings/revision-settings-form.tsx";
import { SignInSettingsForm } from "#app/components/admin/settings/sign-in-settings-form.tsx";
import { WhatsAppSettingsForm } from "#app/components/admin/settings/whatsapp-settings-form.tsx";
import {
  getGoogleLeadForms,
  googleFormsText,
  saveGoogleFormsForm,
} from "#app/domain/leads/ad-lead-forms.server.ts";
import { servicesContext } from "#app/context.ts";
import {
  getLeadSettings,
  saveLeadSettingsForm,
  type LeadSettings,
} from "#app/domain/leads/lead-settings.server.ts";
import type { LeadSettingsField } from "#app/domain/leads/lead-settings-fields.ts";
import { getRevisionSettings, saveRevisionSettingsForm } from "#app/domain/revisions/index.server.ts";
import type { SiteSettings } from "#app/domain/settings/settings.ts";
import { settingsFields, type SettingsField } from "#app/domain/settings/settings-fields.ts";
import { getSiteSettings, saveSettingsForm } from "#app/domain/settings/settings.server.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { getSignInSettings, saveSignInSettingsForm } from "#app/domain/staff/sign-in-settings.server.ts";
import {
  getWhatsAppSettings,
  saveWhatsAppSettingsForm,
  whatsAppFormValues,
} from "#app/domain/whatsapp/index.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/settings";

export function meta() {
  return [{ title: "Settings | Back office" }, { name: "robots", content: "noindex" }];
}

function asFormValues(settings: SiteSettings): Record<SettingsField, string> {
  return Object.fromEntries(settingsFields.map((f) => [f.name, String(settings[f.name])])) as Record<
    SettingsField,
    string
  >;
}

function asLeadFormValues(settings: LeadSettings): Record<LeadSettingsField, string> {
  return { salesEmails: settings.salesEmails.join(", "), retentionMonths: String(settings.retentionMonths) };
}

export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, "manage-site");
  const { db, siteUrl, adLeads, whatsApp } = context.get(servicesContext);
  const [site, leads, signIn, googleForms, whatsAppSettings, revisions] = await Promise.all([
    getSiteSettings(db),
    getLeadSettings(db),
    getSignInSettings(db),
    getGoogleLeadForms(db),
    getWhatsAppSettings(db),
    getRevisionSettings(db),
  ]);
  return {
    values: asFormValues(site),
    leadValues: asLeadFormValues(leads),
    companyEmail: site.email,
    signIn,
    adLeadForms: { text: googleFormsText(googleForms), siteUrl, metaReady: adLeads.meta !== undefined },
    whatsApp: {
      values: whatsAppFormValues(whatsAppSettings),
      siteUrl,
      configured: whatsApp.config !== undefined,
    },
    revisions: { values: { keptPerRecord: String(revisions.keptPerRecord) }, errors: {} },
  };
}

/** A section of the company details, or (intent "leads") the Leads section; a refused form comes back as typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "manage-site");
  const { db } = context.get(servicesContext);
  const form = await readForm(request);
  if (form.get("intent") === "sign-in") {
    return redirectWithToast("/admin/settings", await saveSignInSettingsForm(db, staff.name, form));
  }
  if (form.get("intent") === "ad-lead-forms") {
    const result = await saveGoogleFormsForm(db, staff.name, form);
    if ("toast" in result) return redirectWithToast("/admin/settings", result.toast);
    return data({ section: "ad-lead-forms" as const, googleForms: result }, { status: 400 });
  }
  if (form.get("intent") === "whatsapp") {
    const result = await saveWhatsAppSettingsForm(db, staff.name, form);
    if ("toast" in result) return redirectWithToast("/admin/settings", result.toast);
    return data({ section: "whatsapp" as const, whatsApp: result }, { status: 400 });
  }
  if (form.get("intent") === "revisions") {
    const result = await saveRevisionSettingsForm(db, staff.name, form);
    if ("toast" in result) return redirectWithToast("/admin/settings", result.toast);
    return data({ section: "revisions" as const, revisions: result }, { status: 400 });
  }
  if (form.get("intent") === "leads") {
    const result = await saveLeadSettingsForm(db, staff.name, form);
    if ("toast" in result) return redirectWithToast("/admin/settings", result.toast);
    const refused = { section: "leads" as const, leadValues: result.values, leadErrors: result.errors };
    return data(refused, { status: 400 });
  }
  const result = await saveSettingsForm(db, staff.name, form);
  if ("toast" in result) return redirectWithToast("/admin/settings", result.toast);
  return data({ section: "site" as const, values: result.values, errors: result.errors }, { status: 400 });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Settings"
        intro="Company details the public pages show. Each section has its own Save; changes appear on the website as soon as they are saved."
      />
      <SettingsForm
        values={
          actionData?.section === "site" ? { ...loaderData.values, ...actionData.values } : loaderData.values
        }
        errors={actionData?.section === "site" ? actionData.errors : {}}
      />
      <LeadSettingsForm
        values={actionData?.section === "leads" ? actionData.leadValues : loaderData.leadValues}
        errors={actionData?.section === "leads" ? actionData.leadErrors : {}}
        companyEmail={loaderData.companyEmail}
      />
      <AdLeadFormsForm
        {...loaderData.adLeadForms}
        {...(actionData?.section === "ad-lead-forms" ? actionData.googleForms : {})}
      />
      <WhatsAppSettingsForm
        {...loaderData.whatsApp}
        {...(actionData?.section === "whatsapp" ? actionData.whatsApp : { errors: {} })}
      />
      <SignInSettingsForm settings={loaderData.signIn} />
      <RevisionSettingsForm
        {...(actionData?.section === "revisions" ? actionData.revisions : loaderData.revisions)}
      />
    </div>
  );
}
