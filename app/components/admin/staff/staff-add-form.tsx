import { useState } from "react";
import { Form, useNavigation } from "react-router";

import { Panel } from "#app/components/ui/panel.tsx";
import { RadioCards } from "#app/components/ui/radio-cards.tsx";
import { bindFields } from "#app/components/ui/field.static.tsx";
import { FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import { minPasswordLength } from "#app/domain/staff/password-policy.ts";
import {
  addStaffRules as rules,
  hoursInWords,
  type AddMethod,
  type AddStaffState,
} from "#app/domain/staff/staff-fields.ts";

import { roleOptions } from "./staff-role-form.tsx";

const addMethods = (invitationLinkHours: number) =>
  [
    {
      value: "password",
      label: "Set a first password now",
      hint: "Tell them the password in person; they can change it with “Forgot Password?”.",
    },
    {
      value: "invite",
      label: "Email them an invitation link",
      hint: `They get a mail with a link, valid for ${hoursInWords(invitationLinkHours)}, to choose their own password.`,
    },
  ] as const;

/** Adds an account with a first password, or invites the person to choose one by mail. */
export function AddStaffForm({
  state,
  invitationLinkHours,
}: {
  state?: AddStaffState;
  /** INVITATION_LINK_HOURS, said in the invitation's hint. */
  invitationLinkHours: number;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  const [method, setMethod] = useState<AddMethod>(state?.values.method ?? "password");
  const errors = state?.errors ?? {};
  const field = bindFields({ idPrefix: "staff", errors, values: state?.values });

  return (
    <Panel
      title="Add a staff account"
      intro="The role decides what the account sees and changes: owners everything, sales managers every lead, sales executives their own leads, content editors the projects and the blog."
    >
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="add" />
        <FormError message={errors.form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field("name")} label="Name" rule={rules.name} autoComplete="off" />
          <TextField {...field("email")} label="Email" rule={rules.email} autoComplete="off" />
        </div>
        <SelectField
          {...field("role")}
          label="Role"
          defaultValue={state?.values.role ?? "sales-executive"}
          options={roleOptions}
          className="sm:max-w-sm"
        />
        <RadioCards
          id="staff-method"
          name="method"
          legend="How will they sign in?"
          options={addMethods(invitationLinkHours)}
          value={method}
          onChange={setMethod}
        />
        {method === "password" ? (
          <TextField
            {...field("password")}
            label="First password"
            hint={`At least ${minPasswordLength} characters that are hard to guess.`}
            rule={rules.password}
            autoComplete="new-password"
            className="sm:max-w-sm"
          />
        ) : null}
        <SubmitButton pending={busy} pendingLabel="Adding...">
          {method === "invite" ? "Add and send invitation" : "Add account"}
        </SubmitButton>
      </Form>
    </Panel>
  );
}
