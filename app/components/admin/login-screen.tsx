import { Eye, EyeOff, LockKeyhole } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useFetcher } from "react-router";

import { Field } from "#app/components/ui/field.static.tsx";
import { FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass, controlClass } from "#app/components/ui/form-styles.ts";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { enterEmail, fillAllFields } from "#app/domain/staff/messages.ts";

type Mode = "sign-in" | "reset";

export interface LoginActionData {
  intent: Mode;
  error?: string;
  message?: string;
}

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
  initialMode?: Mode;
  initial?: LoginActionData;
}) {
  const fetcher = useFetcher<LoginActionData>();
  const [mode, setMode] = useState<Mode>(initial?.intent ?? initialMode);
  const [showPassword, setShowPassword] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [dismissedData, setDismissedData] = useState<LoginActionData | undefined>(undefined);

  const result = fetcher.data ?? initial;
  const shown = result && result !== dismissedData && result.intent === mode ? result : undefined;
  const error = localError ?? shown?.error;
  const message = shown?.message;
  const busy = fetcher.state !== "idle";

  function switchMode(next: Mode) {
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
    <main className="flex min-h-screen items-center justify-center bg-forest-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg ring-1 ring-black/5">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-forest-100 text-forest-700">
            <LockKeyhole aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl font-semibold text-forest-900">
            {mode === "sign-in" ? "Admin Login" : "Reset Password"}
          </h1>
          <p className="mt-1 text-sm text-neutral-600">
            {mode === "sign-in"
              ? "Sign in to manage projects, blogs and enquiries."
              : "Enter your email address and we will send you a link to choose a new password."}
          </p>
        </div>

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
          {mode === "sign-in" ? (
            <Field id="login-password" label="Password">
              <span className="relative block">
                <input
                  id="login-password"
                  className={`${controlClass.roomy} pr-12`}
                  type={showPassword ? "text" : "password"}
                  name="password"
                  autoComplete="current-password"
                  required
                />
                <button
                  type="button"
                  onClick={() => setShowPassword((v) => !v)}
                  className="absolute inset-y-0 right-0 mt-1.5 flex w-11 items-center justify-center text-neutral-600 hover:text-forest-700"
                  aria-label={showPassword ? "Hide password" : "Show password"}
                  aria-pressed={showPassword}
                >
                  {showPassword ? (
                    <EyeOff aria-hidden className="size-5" />
                  ) : (
                    <Eye aria-hidden className="size-5" />
                  )}
                </button>
              </span>
            </Field>
          ) : null}
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
      </div>
    </main>
  );
}
