import { useMemo } from "react";

import { SettingsSection } from "#app/components/admin/settings-section.tsx";
import { bindFields } from "#app/components/ui/field.static.tsx";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { settingsFieldSpecs, type SettingsField } from "#app/domain/settings/settings-fields.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";

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
    title: "In Tamil",
    intro:
      "The company's texts on the Tamil pages (under /ta). A field left empty shows the English there; project and post texts are translated in their own editors.",
    fields: [
      "companyNameTa",
      "businessHoursTa",
      "officeAddressTa",
      "officeCityTa",
      "officeStateTa",
      "firstProjectCityTa",
    ],
  },
  {
    title: "Social links",
    intro: "Full addresses starting with https://. Leave a field empty to hide that link.",
    fields: ["facebookUrl", "instagramUrl", "youtubeUrl"],
  },
  {
    title: "Plots",
    intro: "How plots of a project's inventory are held for a buyer (see a project's Plots page).",
    fields: ["plotHoldHours"],
  },
  {
    title: "Bookings",
    intro: "How bookings are approved (see Bookings).",
    fields: ["bookingDiscountApproval"],
  },
  {
    title: "Costs",
    intro:
      "The loan estimate shown with every plot's all-in cost. Rates, guideline values and a project's charges are on the Costs page.",
    fields: ["loanSharePercent", "loanTenureYears", "loanRatePercent"],
  },
];

/** Fields that take a whole row, and the latitude that starts one (so it sits beside the longitude). */
const placement: Partial<Record<SettingsField, string>> = {
  businessHours: "sm:col-span-2",
  officeAddress: "sm:col-span-2",
  businessHoursTa: "sm:col-span-2",
  officeAddressTa: "sm:col-span-2",
  mapLatitude: "sm:col-start-1",
};

const groupId = (title: string) => `settings-${title.toLowerCase().replace(/\W+/g, "-")}`;

/** The company details, a section and a Save each; refused values stay as typed, with the message under the field. */
export function SettingsForm({
  values,
  errors,
}: {
  values: Record<SettingsField, string>;
  errors: FieldErrors<SettingsField>;
}) {
  const field = bindFields({ idPrefix: "settings", errors, values });
  // Each section counts and focuses its own fields' errors; kept per refused save, not per render.
  const sectionErrors = useMemo(
    () =>
      settingsGroups.map((group) =>
        Object.fromEntries(
          Object.entries(errors).filter(([name]) => group.fields.includes(name as SettingsField)),
        ),
      ),
    [errors],
  );
  return settingsGroups.map((group, index) => (
    <SettingsSection
      key={group.title}
      id={groupId(group.title)}
      title={group.title}
      intro={group.intro}
      intent="site"
      saveLabel={group.title.toLowerCase()}
      errors={sectionErrors[index]!}
    >
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
    </SettingsSection>
  ));
}
