import { TextAreaField } from "#app/components/ui/inputs.static.tsx";

import { SettingsSection } from "#app/components/admin/settings-section.tsx";

/**
 * Settings, "Ad lead forms" (issue "One inbox"): where Google and Meta send their leads, each
 * Google Ads lead form's key and project, and whether Meta is set up (its secrets live in the
 * environment, never in the database).
 */
export function AdLeadFormsForm({
  text,
  error,
  siteUrl,
  metaReady,
}: {
  text: string;
  error?: string;
  siteUrl: string;
  metaReady: boolean;
}) {
  return (
    <SettingsSection
      id="settings-ad-lead-forms"
      title="Ad lead forms"
      intro={
        <>
          Google Ads lead forms send their leads to{" "}
          <code className="break-all">{siteUrl}/hooks/google-leads</code> with the key set for each form
          below. Facebook and Instagram lead ads reach <code className="break-all">{siteUrl}/hooks/meta</code>
          :{" "}
          {metaReady
            ? "set up (META_APP_SECRET, META_VERIFY_TOKEN and META_PAGE_TOKEN on the server)."
            : "not set up yet: the server needs META_APP_SECRET, META_VERIFY_TOKEN and META_PAGE_TOKEN."}
        </>
      }
      intent="ad-lead-forms"
      saveLabel="ad lead forms"
      errors={error ? { googleForms: error } : {}}
    >
      <TextAreaField
        id="settings-google-forms"
        name="googleForms"
        label="Google Ads lead forms"
        hint="One form a line: its ID, a comma, its key, and the project's name if the form is for one. Example: 123456789, my-secret-key, Green Meadows"
        defaultValue={text}
        key={text}
        error={error}
        rows={4}
        className="sm:col-span-2"
      />
    </SettingsSection>
  );
}
