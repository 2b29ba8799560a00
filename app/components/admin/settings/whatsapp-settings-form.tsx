import { TextField } from "#app/components/ui/inputs.static.tsx";
import { SettingsSection } from "#app/components/admin/settings-section.tsx";
import { templatePurposeInfo, templatePurposes, whatsAppMessages } from "#app/domain/whatsapp/index.ts";

type Field = `${(typeof templatePurposes)[number]}.${"name" | "language" | "tamil"}` | "salesNumbers";

/**
 * Settings, "WhatsApp" (issue "WhatsApp channel"): the approved template each message uses, by name
 * and language, with the parameters it is given in order; for a message to the buyer, also its
 * Tamil translation (issue "Tamil and English"); and the sales numbers. Whether the Cloud API is set
 * up (its secrets live in the environment, never in the database).
 */
export function WhatsAppSettingsForm({
  values,
  errors,
  siteUrl,
  configured,
}: {
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
  siteUrl: string;
  configured: boolean;
}) {
  return (
    <SettingsSection
      id="settings-whatsapp"
      title="WhatsApp"
      intro={
        <>
          The WhatsApp Cloud API sends its webhooks to{" "}
          <code className="break-all">{siteUrl}/hooks/whatsapp</code>:{" "}
          {configured
            ? "set up (WHATSAPP_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN and WHATSAPP_PHONE_NUMBER_ID on the server)."
            : "not set up yet: the server needs WHATSAPP_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN and WHATSAPP_PHONE_NUMBER_ID."}{" "}
          Each message goes as the approved template named here; leave a name empty to send none. Buyers who
          wrote from a Tamil page get the template&apos;s Tamil translation when its language code is given,
          with the project&apos;s Tamil name. Buyers get messages only when their form agreed to WhatsApp, and
          never after they write STOP.
        </>
      }
      intent="whatsapp"
      saveLabel="WhatsApp"
      errors={errors}
    >
      {templatePurposes.map((purpose) => {
        const info = templatePurposeInfo[purpose];
        const parameters = info.parameters.map((p, i) => `{{${i + 1}}} ${p}`).join(", ");
        return (
          <fieldset
            key={purpose}
            className={`grid gap-3 sm:col-span-2 ${info.toBuyer ? "sm:grid-cols-[2fr_1fr_1fr]" : "sm:grid-cols-[2fr_1fr]"}`}
          >
            <legend className="text-sm font-semibold text-neutral-900">
              {info.label} <span className="font-normal text-neutral-600">(to {info.to})</span>
            </legend>
            <p className="text-sm text-neutral-600 sm:col-span-full">Parameters: {parameters}.</p>
            <TextField
              id={`whatsapp-${purpose}-name`}
              name={`${purpose}.name`}
              label="Template name"
              defaultValue={values[`${purpose}.name`]}
              error={errors[`${purpose}.name`]}
              autoComplete="off"
            />
            <TextField
              id={`whatsapp-${purpose}-language`}
              name={`${purpose}.language`}
              label="Language"
              defaultValue={values[`${purpose}.language`]}
              error={errors[`${purpose}.language`]}
              autoComplete="off"
            />
            {info.toBuyer ? (
              <TextField
                id={`whatsapp-${purpose}-tamil`}
                name={`${purpose}.tamil`}
                label="Tamil translation"
                hint="Its language code, such as ta"
                defaultValue={values[`${purpose}.tamil`]}
                error={errors[`${purpose}.tamil`]}
                autoComplete="off"
              />
            ) : null}
          </fieldset>
        );
      })}
      <TextField
        id="whatsapp-sales-numbers"
        name="salesNumbers"
        label="Sales numbers"
        hint={`New leads without an executive's number alert these. ${whatsAppMessages.salesNumbers}`}
        defaultValue={values.salesNumbers}
        error={errors.salesNumbers}
        inputMode="tel"
        className="sm:col-span-2"
      />
    </SettingsSection>
  );
}
