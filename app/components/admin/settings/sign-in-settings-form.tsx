import { CheckboxField } from "#app/components/ui/checkbox-field.static.tsx";
import type { SignInSettings } from "#app/domain/staff/sign-in-settings.ts";

import { SettingsSection } from "#app/components/admin/settings-section.tsx";

/** Settings, "Sign-in" (issue "Roles"): whether owners must use two-factor sign-in. */
export function SignInSettingsForm({ settings }: { settings: SignInSettings }) {
  return (
    <SettingsSection
      id="settings-sign-in"
      title="Sign-in"
      intro="Owners can change everything, staff and settings included. With this on, an owner without two-factor sign-in must set it up before anything else in the back office, and cannot turn it off."
      intent="sign-in"
      saveLabel="sign-in settings"
      errors={{}}
    >
      <CheckboxField
        id="sign-in-owners-need-two-factor"
        name="ownersNeedTwoFactor"
        label="Owners must use two-factor sign-in"
        defaultChecked={settings.ownersNeedTwoFactor}
        key={String(settings.ownersNeedTwoFactor)}
      />
    </SettingsSection>
  );
}
