import { PageHeader } from "#app/components/ui/page-header.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { formErrorClass, successClass } from "#app/components/ui/form-styles.ts";
import {
  twoFactorMessages,
  type TwoFactorActionData,
  type TwoFactorView,
} from "#app/domain/staff/two-factor-view.ts";

import { PasswordForm } from "./password-form.tsx";
import { RecoveryCodes } from "./recovery-codes.tsx";
import { TwoFactorSetup } from "./two-factor-setup.tsx";

/** Issue "Roles": two-factor sign-in for one's own account, off, being set up or on. */
export function TwoFactorPage({
  view,
  required,
  result,
}: {
  view: TwoFactorView;
  /** Settings make owners use it, and this account is an owner. */
  required: boolean;
  result?: TwoFactorActionData;
}) {
  const errorFor = (intent: string) => (result?.intent === intent ? result.error : undefined);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Two-factor sign-in"
        intro="After your password, a code from an app on your phone: a stolen password alone no longer signs anyone in."
      />
      {required && view.state !== "on" ? (
        <p role="alert" className={formErrorClass}>
          {twoFactorMessages.setUpFirst}
        </p>
      ) : null}
      {result?.message ? (
        <p role="status" className={successClass}>
          {result.message}
        </p>
      ) : null}
      {result?.recoveryCodes ? <RecoveryCodes codes={result.recoveryCodes} /> : null}
      {view.state === "off" ? (
        <Panel title="Off" intro="Your account signs in with its password alone.">
          <PasswordForm
            intent="start"
            label="Set up two-factor sign-in"
            pendingLabel="Setting up..."
            error={errorFor("start")}
          />
        </Panel>
      ) : null}
      {view.state === "setting-up" ? (
        <TwoFactorSetup keyText={view.key} qr={view.qr} error={errorFor("confirm")} />
      ) : null}
      {view.state === "on" ? (
        <>
          <Panel
            title="On"
            intro={`Signing in asks for a code from your app after your password. Recovery codes left: ${view.recoveryCodesLeft}.`}
          >
            <h3 className="font-semibold text-neutral-900">New recovery codes</h3>
            <p className="mt-1 mb-3 text-sm text-neutral-600">
              Ten new codes replace the ones you have: make them when you have used most, or lost them.
            </p>
            <PasswordForm
              intent="recovery-codes"
              label="Make new recovery codes"
              pendingLabel="Making..."
              variant="secondary"
              error={errorFor("recovery-codes")}
            />
          </Panel>
          <Panel title="Turn off">
            {required ? (
              <p className="text-sm text-neutral-700">{twoFactorMessages.ownersMustUse}</p>
            ) : (
              <PasswordForm
                intent="turn-off"
                label="Turn off two-factor sign-in"
                pendingLabel="Turning off..."
                variant="danger"
                error={errorFor("turn-off")}
              />
            )}
          </Panel>
        </>
      ) : null}
    </div>
  );
}
