import { LockKeyhole } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useFetcher } from "react-router";

import { FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { enterEmail, fillAllFields } from "#app/domain/staff/messages.ts";
import type { LoginActionData, SignInMode } from "#app/domain/staff/sign-in-view.ts";

import { AccountCard } from "./account-card.tsx";
import { PasswordField } from "./password-field.tsx";

/**
 * Spec §2 "Login screen": sign in, or switch to reset mode. Works as a plain form without
 * JavaScript; with it, empty fields are caught before sending and the buttons show progress.
 */
export function LoginScreen({
  redirectTo,
  initialMode = "sign-in",
  initial,
}: {
  redirectTo: string;
  initialMode?: SignInMode;
  initial?: LoginActionData;
}) {
  const fetcher = useFetcher<LoginActionData>();
  const [mode, setMode] = useState<SignInMode>(initial?.intent ?? initialMode);
  const [localError, setLocalError] = useState<string | null>(null);
  const [dismissedData, setDismissedData] = useState<LoginActionData | undefined>(undefined);

  const result = fetcher.data ?? initial;
  const shown = result && result !== dismissedData && result.intent === mode ? result : undefined;
  const error = localError ?? shown?.error;
  const message = shown?.message;
  const busy = fetcher.state !== "idle";

  function switchMode(next: SignInMode) {
    setMode(next);
    setLocalError(null);
    setDismissedData(result);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "").trim();
    const problem =
      mode === "sign-in" ? (!email || !password ? fillAllFields : null) : !email ? enterEmail : null;
    setLocalError(problem);
    setDismissedData(undefined);
    if (problem) event.preventDefault();
  }

  return (
    <AccountCard
      title={mode === "sign-in" ? "Admin Login" : "Reset Password"}
      intro={
        mode === "sign-in"
          ? "Sign in to manage projects, blogs and enquiries."
          : "Enter your email address and we will send you a link to choose a new password."
      }
      icon={<LockKeyhole aria-hidden className="size-6" />}
    >
      {error ? (
        <div className="mb-4">
          <FormError message={error} />
        </div>
      ) : null}
      {message ? (
        <div
          role="status"
          className="mb-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800"
        >
          {message}
        </div>
      ) : null}

      <fetcher.Form
        method="post"
        action={`/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`}
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
        key={mode}
      >
        <input type="hidden" name="intent" value={mode} />
        <TextField
          id="login-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          required
          look="roomy"
        />
        {mode === "sign-in" ? <PasswordField /> : null}
        <SubmitButton
          pending={busy}
          pendingLabel={mode === "sign-in" ? "Signing In..." : "Sending..."}
          className={buttonClass.block}
        >
          {mode === "sign-in" ? "Sign In" : "Send Reset Email"}
        </SubmitButton>
      </fetcher.Form>

      <div className="mt-6 text-center">
        <a
          href={`/admin/login?mode=${mode === "sign-in" ? "reset" : "sign-in"}&redirectTo=${encodeURIComponent(redirectTo)}`}
          className="text-sm font-medium text-forest-700 underline-offset-4 hover:underline"
          onClick={(event) => {
            event.preventDefault();
            switchMode(mode === "sign-in" ? "reset" : "sign-in");
          }}
        >
          {mode === "sign-in" ? "Forgot Password?" : "Back to Sign In"}
        </a>
      </div>
      <p className="mt-6 text-center text-sm">
        <a href="/" className="text-neutral-600 hover:text-forest-700">
          Back to Website
        </a>
      </p>
    </AccountCard>
  );
}
