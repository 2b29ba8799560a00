import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";

import type { SiteSettings } from "~/domain/settings/settings";

export type SettingsField = keyof SiteSettings;

interface FieldSpec {
  name: SettingsField;
  label: string;
  /** Shown under the field, and as the message when the value is refused. */
  hint?: string;
  error: string;
  type?: "text" | "email" | "tel" | "url";
  inputMode?: "numeric" | "decimal" | "tel";
  autoComplete?: string;
  wide?: boolean;
  /** Starts a new row, so a pair (latitude and longitude) sits side by side. */
  newRow?: boolean;
}

interface Group {
  title: string;
  intro: string;
  fields: FieldSpec[];
}

/** The Settings page's fields, in the order and groups staff see them. */
export const settingsGroups: Group[] = [
  {
    title: "Company and contact",
    intro: "Shown in the header, the footer, the Contact page and the floating call and WhatsApp buttons.",
    fields: [
      {
        name: "companyName",
        label: "Company name",
        error: "Enter the company name (at most 80 characters).",
        autoComplete: "organization",
      },
      {
        name: "phone",
        label: "Phone",
        type: "tel",
        inputMode: "tel",
        hint: "As visitors should read it, e.g. +91 98765 43210",
        error: "Enter a phone number of 6 to 20 characters.",
      },
      { name: "email", label: "Email", type: "email", error: "Enter a valid email address." },
      {
        name: "whatsappNumber",
        label: "WhatsApp number",
        inputMode: "numeric",
        hint: "Digits only, with the country code, e.g. 919876543210",
        error: "Digits only, with the country code (for example 919876543210).",
      },
      {
        name: "businessHours",
        label: "Business hours",
        hint: "e.g. Monday to Saturday, 9:00 AM to 7:00 PM",
        error: "Enter the business hours (at most 120 characters).",
        wide: true,
      },
    ],
  },
  {
    title: "Head office",
    intro:
      "The address on the Contact page and in the footer; the map there points at the latitude and longitude.",
    fields: [
      {
        name: "officeAddress",
        label: "Address",
        error: "Enter the street address (at most 200 characters).",
        wide: true,
      },
      { name: "officeCity", label: "City", error: "Enter the city." },
      { name: "officeState", label: "State", error: "Enter the state." },
      {
        name: "officePostalCode",
        label: "PIN code",
        inputMode: "numeric",
        error: "Enter a 6-digit PIN code.",
      },
      {
        name: "mapLatitude",
        label: "Map latitude",
        newRow: true,
        inputMode: "decimal",
        hint: "e.g. 9.3639",
        error: "Enter a latitude between -90 and 90.",
      },
      {
        name: "mapLongitude",
        label: "Map longitude",
        inputMode: "decimal",
        hint: "e.g. 78.8395",
        error: "Enter a longitude between -180 and 180.",
      },
    ],
  },
  {
    title: "Company story and numbers",
    intro: "Used on the home and About pages. The numbers are shown as written, e.g. 12+ or 95%.",
    fields: [
      {
        name: "foundedYear",
        label: "Founded in (year)",
        inputMode: "numeric",
        error: "Enter a year between 1900 and 2100.",
      },
      {
        name: "firstProjectCity",
        label: "City of the first project",
        error: "Enter the city of the first project.",
      },
      {
        name: "statYears",
        label: "Years of experience",
        error: "Enter a short value, e.g. 12+ (at most 10 characters).",
      },
      {
        name: "statProjects",
        label: "Projects completed",
        error: "Enter a short value, e.g. 50+ (at most 10 characters).",
      },
      {
        name: "statCustomers",
        label: "Happy customers",
        error: "Enter a short value, e.g. 2000+ (at most 10 characters).",
      },
      {
        name: "statSatisfaction",
        label: "Customer satisfaction",
        error: "Enter a short value, e.g. 95% (at most 10 characters).",
      },
    ],
  },
  {
    title: "Social links",
    intro: "Full addresses starting with https://. Leave a field empty to hide that link.",
    fields: [
      {
        name: "facebookUrl",
        label: "Facebook page",
        type: "url",
        error: "Enter a full address starting with https://, or leave it empty.",
      },
      {
        name: "instagramUrl",
        label: "Instagram profile",
        type: "url",
        error: "Enter a full address starting with https://, or leave it empty.",
      },
      {
        name: "youtubeUrl",
        label: "YouTube channel",
        type: "url",
        error: "Enter a full address starting with https://, or leave it empty.",
      },
    ],
  },
];

export const settingsFields: FieldSpec[] = settingsGroups.flatMap((group) => group.fields);

const groupId = (title: string) => `settings-${title.toLowerCase().replace(/\W+/g, "-")}`;

const input =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-neutral-900 focus:border-forest-600 focus:ring-2 focus:ring-forest-600/30 focus:outline-none";

/** Every setting in one form; refused values stay as typed, with the message under the field. */
export function SettingsForm({
  values,
  errors,
}: {
  values: Record<SettingsField, string>;
  errors: Partial<Record<SettingsField, string>>;
}) {
  const busy = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const errorCount = Object.keys(errors).length;

  useEffect(() => {
    if (errorCount > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors, errorCount]);

  return (
    <Form method="post" noValidate ref={formRef} className="space-y-6">
      {errorCount > 0 ? (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          Nothing was saved: please correct the {errorCount === 1 ? "field" : `${errorCount} fields`} marked
          below.
        </div>
      ) : null}
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
            {group.fields.map((field) => {
              const error = errors[field.name];
              const describedBy = [
                error ? `${field.name}-error` : null,
                field.hint ? `${field.name}-hint` : null,
              ]
                .filter(Boolean)
                .join(" ");
              return (
                <div
                  key={field.name}
                  className={field.wide ? "sm:col-span-2" : field.newRow ? "sm:col-start-1" : undefined}
                >
                  <label htmlFor={field.name} className="block text-sm font-medium text-neutral-800">
                    {field.label}
                  </label>
                  <input
                    id={field.name}
                    name={field.name}
                    type={field.type ?? "text"}
                    inputMode={field.inputMode}
                    autoComplete={field.autoComplete ?? "off"}
                    defaultValue={values[field.name]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy || undefined}
                    className={`${input} ${error ? "border-red-600" : "border-neutral-300"}`}
                  />
                  {field.hint ? (
                    <p id={`${field.name}-hint`} className="mt-1 text-xs text-neutral-600">
                      {field.hint}
                    </p>
                  ) : null}
                  {error ? (
                    <p id={`${field.name}-error`} className="mt-1 text-sm text-red-700">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
        </section>
      ))}
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-forest-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-forest-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700 disabled:opacity-70"
        >
          {busy ? "Saving..." : "Save settings"}
        </button>
      </div>
    </Form>
  );
}
