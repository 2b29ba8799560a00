import { ShieldCheck } from "lucide-react";
import { useFetcher } from "react-router";

import { FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import type { SecondFactor, TwoFactorActionData } from "#app/domain/staff/two-factor-view.ts";

import { AccountCard } from "./account-card.tsx";

const asked: Record<SecondFactor, { intro: string; label: string; other: string }> = {
  app: {
    intro: "Enter the 6-digit code your authenticator app shows for this site.",
    label: "Code from your app",
    other: "Use a recovery code instead",
  },
  recovery: {
    intro:
      "Enter one of the recovery codes you wrote down when you turned on two-factor sign-in. Each works once.",
    label: "Recovery code",
    other: "Use a code from your app instead",
  },
};

/**
 * Issue "Roles": the sign-in's second step, after a right password on an account with two-factor
 * sign-in. A plain form without JavaScript; a refused code shows its message next to the field,
 * and a sign-in that must start again says so with the way back.
 */
export function SecondFactorScreen({
  factor,
  redirectTo,
  initial,
}: {
  factor: SecondFactor;
  redirectTo: string;
  initial?: TwoFactorActionData;
}) {
  const fetcher = useFetcher<TwoFactorActionData>();
  const result = fetcher.data ?? initial;
  const { intro, label, other } = asked[factor];
  const back = `redirectTo=${encodeURIComponent(redirectTo)}`;
  const otherFactor = factor === "app" ? "recovery" : "app";
  return (
    <AccountCard
      title="Two-factor sign-in"
      intro={intro}
      icon={<ShieldCheck aria-hidden className="size-6" />}
    >
      {result?.intent === "restart" ? (
        <div className="space-y-4">
          <FormError message={result.error} />
          <a href={`/admin/login?${back}`} className={buttonClass.block}>
            Back to Sign In
          </a>
        </div>
      ) : (
        <fetcher.Form method="post" action={`?factor=${factor}&${back}`} className="space-y-4" key={factor}>
          <input type="hidden" name="factor" value={factor} />
          <TextField
            id="second-factor-code"
            name="code"
            label={label}
            error={result?.error}
            autoComplete="one-time-code"
            inputMode={factor === "app" ? "numeric" : "text"}
            autoCapitalize="off"
            spellCheck={false}
            required
            autoFocus
            look="roomy"
          />
          <SubmitButton
            pending={fetcher.state !== "idle"}
            pendingLabel="Checking..."
            className={buttonClass.block}
          >
            Verify
          </SubmitButton>
        </fetcher.Form>
      )}
      <div className="mt-6 space-y-3 text-center text-sm">
        <p>
          <a
            href={`/admin/login/two-factor?factor=${otherFactor}&${back}`}
            className="font-medium text-forest-700 underline-offset-4 hover:underline"
          >
            {other}
          </a>
        </p>
        <p>
          <a href="/" className="text-neutral-600 hover:text-forest-700">
            Back to Website
          </a>
        </p>
      </div>
    </AccountCard>
  );
}
