import { data } from "react-router";

import { settingsFields, SettingsForm, type SettingsField } from "~/components/admin/settings-form";
import { requireStaff } from "~/auth/session.server";
import { servicesContext } from "~/context";
import { recordAudit } from "~/domain/audit.server";
import {
  getSiteSettings,
  saveSiteSettings,
  siteSettingsSchema,
  type SiteSettings,
} from "~/domain/settings.server";
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

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  return { values: asFormValues(await getSiteSettings(db)) };
}

/** Checks every field with the settings schema; a refused value comes back as typed, with its message. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { db } = context.get(servicesContext);
  const form = await request.formData();
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
    const errors: Partial<Record<SettingsField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = settingsFields.find((f) => f.name === issue.path[0]);
      if (field) errors[field.name] ??= field.error;
    }
    return data({ values, errors }, { status: 400 });
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
      <SettingsForm values={actionData?.values ?? loaderData.values} errors={actionData?.errors ?? {}} />
    </div>
  );
}
