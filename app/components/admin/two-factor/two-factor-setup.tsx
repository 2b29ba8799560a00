import { Form, useNavigation } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { QrCode } from "#app/components/ui/qr-code.static.tsx";
import type { QrDrawing } from "#app/lib/qr-code.ts";

/**
 * Setting up: the app takes the QR code (or the key typed by hand), and its first code turns
 * two-factor sign-in on. Until then the account signs in with its password alone.
 */
export function TwoFactorSetup({ keyText, qr, error }: { keyText: string; qr: QrDrawing; error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "confirm";
  return (
    <Panel title="Set up your authenticator app">
      <ol className="space-y-5 text-neutral-800">
        <li className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <QrCode qr={qr} label="QR code for your authenticator app" className="size-44" />
          <div className="min-w-0 space-y-2">
            <p>
              <strong>1.</strong> Open an authenticator app on your phone (Google Authenticator, Microsoft
              Authenticator or another) and scan this code.
            </p>
            <p className="text-sm text-neutral-600">Cannot scan it? Type this key into the app instead:</p>
            <p className="font-mono text-base tracking-wider break-all text-forest-900" aria-label="Key">
              {keyText}
            </p>
          </div>
        </li>
        <li>
          <p>
            <strong>2.</strong> Enter the 6-digit code the app now shows for this site.
          </p>
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="confirm" />
            <TextField
              id="two-factor-confirm-code"
              name="code"
              label="Code from your app"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              error={error}
              className="w-48"
            />
            <SubmitButton pending={busy} pendingLabel="Checking..." className={buttonClass.primary}>
              Turn on
            </SubmitButton>
          </Form>
        </li>
      </ol>
      <Form method="post" className="mt-6 border-t border-neutral-200 pt-4">
        <input type="hidden" name="intent" value="cancel" />
        <Button type="submit" variant="ghost">
          Cancel setup
        </Button>
      </Form>
    </Panel>
  );
}
