import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";

import { Field } from "#app/components/ui/field.static.tsx";
import { controlClass } from "#app/components/ui/form-styles.ts";

/** The sign-in's password, with a button inside the box that shows what was typed. */
export function PasswordField() {
  const [shown, setShown] = useState(false);
  return (
    <Field id="login-password" label="Password">
      <span className="relative block">
        <input
          id="login-password"
          className={`${controlClass.roomy} pr-12`}
          type={shown ? "text" : "password"}
          name="password"
          autoComplete="current-password"
          required
        />
        <button
          type="button"
          onClick={() => setShown((v) => !v)}
          className="absolute inset-y-0 right-0 mt-1.5 flex w-11 items-center justify-center text-neutral-600 hover:text-forest-700"
          aria-label={shown ? "Hide password" : "Show password"}
          aria-pressed={shown}
        >
          {shown ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      </span>
    </Field>
  );
}
