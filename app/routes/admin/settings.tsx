import { data } from "react-router";

import { LeadSettingsForm } from "~/components/admin/lead-settings-form";
import { SettingsForm } from "~/components/admin/settings-form";
import { requireStaff } from "~/domain/staff/session.server";
import { servicesContext } from "~/context";
import { recordAudit } from "~/domain/audit/audit.server";
import type { LeadSettingsField } from "~/domain/leads/lead-settings-fields";
import {
  getLeadSettings,
  leadSettingsSchema,
  parseEmailList,
  saveLeadSettings,
  type LeadSettings,
} from "~/domain/leads/lead-settings.server";
import { siteSettingsSchema, type SiteSettings } from "~/domain/settings/settings";
import { settingsFields, type SettingsField } from "~/domain/settings/settings-fields";
import { getSiteSettings, saveSiteSettings } from "~/domain/settings/settings.server";
import { fieldErrors } from "~/lib/form-errors";
import { redirectWithToast } from "~/lib/toast.server";

import type { Route } from "./+types/settings";

export function meta() {
  return [{ title: "Settings | Back office" }, { name: "robots", content: "noindex" }];
}

const numberFields = new Set<SettingsField>(["mapLatitude", "mapLongitude", "foundedYear"]);

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
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const [site, leads] = await Promise.all([getSiteSettings(db), getLeadSettings(db)]);
  return { values: asFormValues(site), leadValues: asLeadFormValues(leads), companyEmail: site.email };
}

/** Settings, "Leads": the alert addresses and the retention period of closed leads. */
async function saveLeadsSection(form: FormData, context: Route.ActionArgs["context"], actor: string) {
  const { db } = context.get(servicesContext);
  const values: Record<LeadSettingsField, string> = {
    salesEmails: String(form.get("salesEmails") ?? ""),
    retentionMonths: String(form.get("retentionMonths") ?? ""),
  };
  const months = values.retentionMonths.trim();
  const parsed = leadSettingsSchema.safeParse({
    salesEmails: parseEmailList(values.salesEmails),
    retentionMonths: months === "" ? Number.NaN : Number(months),
  });
  if (!parsed.success) {
    const errors = fieldErrors<LeadSettingsField>(parsed.error);
    return data({ section: "leads" as const, leadValues: values, leadErrors: errors }, { status: 400 });
  }
  await saveLeadSettings(db, parsed.data);
  await recordAudit(db, {
    actor,
    action: "updated",
    entity: "settings",
    summary: `Updated lead settings: alerts to ${parsed.data.salesEmails.length > 0 ? parsed.data.salesEmails.join(", ") : "the company e-mail"}, closed leads kept ${parsed.data.retentionMonths === 0 ? "indefinitely" : `${parsed.data.retentionMonths} months`}`,
  });
  return redirectWithToast("/admin/settings", { type: "success", message: "Lead settings saved." });
}

/** Checks every field with the settings schema; a refused value comes back as typed, with its message. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { db } = context.get(servicesContext);
  const form = await request.formData();
  if (form.get("intent") === "leads") return saveLeadsSection(form, context, staff.name);
  const values = Object.fromEntries(
    settingsFields.map((f) => [f.name, String(form.get(f.name) ?? "")]),
  ) as Record<SettingsField, string>;
  const candidate = Object.fromEntries(
    settingsFields.map(({ name }) => {
      const text = values[name].trim();
      // Number("") is 0: an empty number field must be refused, not saved as zero.
      return [name, numberFields.has(name) ? (text === "" ? Number.NaN : Number(text)) : text];
    }),
  );
  const parsed = siteSettingsSchema.safeParse(candidate);
  if (!parsed.success) {
    const errors = fieldErrors<SettingsField>(parsed.error);
    return data({ section: "site" as const, values, errors }, { status: 400 });
  }

  const before = await getSiteSettings(db);
  await saveSiteSettings(db, parsed.data);
  const changed = settingsFields.filter((f) => before[f.name] !== parsed.data[f.name]).map((f) => f.label);
  if (changed.length > 0) {
    await recordAudit(db, {
      actor: staff.name,
      action: "updated",
      entity: "settings",
      summary: `Updated settings: ${changed.join(", ")}`,
    });
  }
  return redirectWithToast("/admin/settings", { type: "success", message: "Settings saved." });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-forest-900 sm:text-3xl">Settings</h1>
        <p className="mt-1 text-neutral-600">
          Company details the public pages show. Changes appear on the website as soon as they are saved.
        </p>
      </div>
      <SettingsForm
        values={actionData?.section === "site" ? actionData.values : loaderData.values}
        errors={actionData?.section === "site" ? actionData.errors : {}}
      />
      <LeadSettingsForm
        values={actionData?.section === "leads" ? actionData.leadValues : loaderData.leadValues}
        errors={actionData?.section === "leads" ? actionData.leadErrors : {}}
        companyEmail={loaderData.companyEmail}
      />
    </div>
  );
}
