import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";

import { bindFields } from "~/components/ui/field";
import { fieldsToCorrect, FormError, SubmitButton } from "~/components/ui/form-status";
import { TextField } from "~/components/ui/inputs";
import { settingsFieldSpecs, type SettingsField } from "~/domain/settings/settings-fields";
import type { FieldErrors } from "~/lib/form-errors";

interface Group {
  title: string;
  intro: string;
  fields: SettingsField[];
}

/** The Settings page's fields, in the groups staff see them. */
const settingsGroups: Group[] = [
  {
    title: "Company and contact",
    intro: "Shown in the header, the footer, the Contact page and the floating call and WhatsApp buttons.",
    fields: ["companyName", "phone", "email", "whatsappNumber", "businessHours"],
  },
  {
    title: "Head office",
    intro:
      "The address on the Contact page and in the footer; the map there points at the latitude and longitude.",
    fields: ["officeAddress", "officeCity", "officeState", "officePostalCode", "mapLatitude", "mapLongitude"],
  },
  {
    title: "Company story and numbers",
    intro: "Used on the home and About pages. The numbers are shown as written, e.g. 12+ or 95%.",
    fields: [
      "foundedYear",
      "firstProjectCity",
      "statYears",
      "statProjects",
      "statCustomers",
      "statSatisfaction",
    ],
  },
  {
    title: "Social links",
    intro: "Full addresses starting with https://. Leave a field empty to hide that link.",
    fields: ["facebookUrl", "instagramUrl", "youtubeUrl"],
  },
];

/** Fields that take a whole row, and the latitude that starts one (so it sits beside the longitude). */
const placement: Partial<Record<SettingsField, string>> = {
  businessHours: "sm:col-span-2",
  officeAddress: "sm:col-span-2",
  mapLatitude: "sm:col-start-1",
};

const groupId = (title: string) => `settings-${title.toLowerCase().replace(/\W+/g, "-")}`;

/** Every setting in one form; refused values stay as typed, with the message under the field. */
export function SettingsForm({
  values,
  errors,
}: {
  values: Record<SettingsField, string>;
  errors: FieldErrors<SettingsField>;
}) {
  const busy = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const field = bindFields({ idPrefix: "settings", errors, values });

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors]);

  return (
    <Form method="post" noValidate ref={formRef} className="space-y-6">
      <FormError message={fieldsToCorrect(errors)} />
      {settingsGroups.map((group) => (
        <section
          key={group.title}
          aria-labelledby={groupId(group.title)}
          className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-neutral-200 sm:p-6"
        >
          <h2 id={groupId(group.title)} className="text-lg font-semibold text-forest-900">
            {group.title}
          </h2>
          <p className="mt-1 text-sm text-neutral-600">{group.intro}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {group.fields.map((name) => {
              const { label, hint, rule, autoComplete = "off" } = settingsFieldSpecs[name];
              return (
                <TextField
                  key={name}
                  {...field(name)}
                  label={label}
                  hint={hint}
                  rule={rule}
                  autoComplete={autoComplete}
                  className={placement[name]}
                />
              );
            })}
          </div>
        </section>
      ))}
      <div className="flex justify-end">
        <SubmitButton pending={busy} pendingLabel="Saving...">
          Save settings
        </SubmitButton>
      </div>
    </Form>
  );
}
